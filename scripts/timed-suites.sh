#!/usr/bin/env bash
# Runs `make` targets one after another and prints how long each took, as a table at the end (also
# when one fails, so a slow or broken suite is named either way). Used by `make test`.
# Usage: scripts/timed-suites.sh TARGET…
set -uo pipefail
cd "$(dirname "$0")/.."

names=()
seconds=()
status=0
started=$(date +%s)
for target in "$@"; do
  t0=$(date +%s)
  make --no-print-directory "$target"
  status=$?
  names+=("$target")
  seconds+=($(( $(date +%s) - t0 )))
  [ "$status" -eq 0 ] || break
done

total=$(( $(date +%s) - started ))
printf '\n%-16s %8s\n' "suite" "time"
for i in "${!names[@]}"; do
  printf '%-16s %5d:%02d\n' "${names[$i]}" $(( seconds[i] / 60 )) $(( seconds[i] % 60 ))
done
printf '%-16s %5d:%02d\n' "total" $(( total / 60 )) $(( total % 60 ))
if [ "$status" -ne 0 ]; then
  echo "make test: ${names[-1]} failed" >&2
fi
exit "$status"
