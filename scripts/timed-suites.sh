#!/usr/bin/env bash
# Runs `make` targets one after another and prints how long each took, as a table at the end (also
# when one fails, so a slow or broken suite is named either way). Used by `make test`.
# Targets joined by `+` run at the same time (for a suite that mostly waits, beside one that computes):
# the first one's output comes as it runs, each other's in one piece once it has ended; each is timed on
# its own, and the table marks them with `+`.
# Usage: scripts/timed-suites.sh TARGET[+TARGET…]…
set -uo pipefail
cd "$(dirname "$0")/.."

names=()
seconds=()
status=0
failed=""
started=$(date +%s)
work="$(mktemp -d /tmp/timed-suites.XXXXXX)"
trap 'rm -rf "$work"' EXIT

for group in "$@"; do
  IFS=+ read -ra targets <<<"$group"
  # The others first, in the background, each writing its output, exit status and seconds to files.
  pids=()
  for target in "${targets[@]:1}"; do
    (
      t0=$(date +%s)
      make --no-print-directory "$target" >"$work/$target.log" 2>&1
      echo "$? $(( $(date +%s) - t0 ))" >"$work/$target.status"
    ) &
    pids+=($!)
  done
  t0=$(date +%s)
  make --no-print-directory "${targets[0]}"
  rc=$?
  mark=""
  [ "${#targets[@]}" -eq 1 ] || mark="+"
  names+=("$mark${targets[0]}")
  seconds+=($(( $(date +%s) - t0 )))
  [ "$rc" -eq 0 ] || { status=$rc; failed="${targets[0]}"; }
  for i in "${!pids[@]}"; do
    target="${targets[$((i + 1))]}"
    wait "${pids[$i]}"
    echo "==> $target (ran beside ${targets[0]}):"
    cat "$work/$target.log"
    read -r rc secs <"$work/$target.status" || { rc=1; secs=0; }
    names+=("+$target")
    seconds+=("$secs")
    [ "$rc" -eq 0 ] || { status=$rc; failed="${failed:+$failed, }$target"; }
  done
  [ "$status" -eq 0 ] || break
done

total=$(( $(date +%s) - started ))
printf '\n%-16s %8s\n' "suite" "time"
for i in "${!names[@]}"; do
  printf '%-16s %5d:%02d\n' "${names[$i]}" $(( seconds[i] / 60 )) $(( seconds[i] % 60 ))
done
printf '%-16s %5d:%02d\n' "total" $(( total / 60 )) $(( total % 60 ))
case " ${names[*]:-}" in *" +"*) echo "(+: ran at the same time as the other + suite beside it)" ;; esac
if [ "$status" -ne 0 ]; then
  echo "make test: $failed failed" >&2
fi
exit "$status"
