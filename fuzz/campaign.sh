#!/usr/bin/env bash
# A long fuzzing campaign (docs/fuzzing.md): each target in turn, under AddressSanitizer by default,
# each given an equal share of the time until FUZZ_UNTIL (anything `date -d` reads, e.g. "01:10 UTC"
# or "+2 hours"). Unlike `make fuzz`, a crash, leak or timeout does not end a target's share: the
# finding is kept under fuzz/artifacts/<target>/ and the fuzzer starts again on the grown corpus
# (fuzz/corpus/<target>/) for the time left. Each target's libFuzzer output, with its final stats for
# every round, goes to $FUZZ_LOGS/<target>.log, and one line per round to $FUZZ_LOGS/campaign.log.
# It seeds the corpus and builds the targets as `make fuzz` does, then fuzzes; run it under nohup.
set -u
cd "$(dirname "$0")"
UNTIL=${FUZZ_UNTIL:?set FUZZ_UNTIL, e.g. FUZZ_UNTIL="+2 hours"}
SANITIZER=${FUZZ_SANITIZER:-address}
# Seconds one input may take before it counts as a hang. A large but valid photo (a 3300×1800 JPEG)
# takes minutes to decode in this debug build under AddressSanitizer and under a second in release,
# so the image target wants more than the 20 s default (FUZZ_TIMEOUT=600).
TIMEOUT=${FUZZ_TIMEOUT:-20}
# Known false leak reports of the JPEG decoder's worker threads (lsan.supp says which and why).
export LSAN_OPTIONS="suppressions=$PWD/lsan.supp${LSAN_OPTIONS:+:$LSAN_OPTIONS}"
read -r -a TARGETS <<< "${FUZZ_TARGETS:-json_body multipart image}"
LOGS=${FUZZ_LOGS:-$PWD/logs}
HOST=$(rustc -vV | sed -n 's/^host: //p')
BIN=$PWD/target/$HOST/debug

END=$(date -u -d "$UNTIL" +%s) || exit 1
node seed-corpus.mjs || exit 1
CARGO_INCREMENTAL=0 nice -n 19 cargo +nightly fuzz build --dev -s "$SANITIZER" || exit 1
START=$(date -u +%s)
SLOT=$(((END - START) / ${#TARGETS[@]}))
mkdir -p "$LOGS"
echo "campaign start $(date -u +%FT%TZ), sanitizer $SANITIZER, ${SLOT}s per target" >> "$LOGS/campaign.log"
i=0
for t in "${TARGETS[@]}"; do
  i=$((i + 1))
  stop=$((START + i * SLOT))
  mkdir -p "corpus/$t" "artifacts/$t"
  dict=()
  [ -f "corpus/$t.dict" ] && dict=(-dict="corpus/$t.dict")
  round=0
  while left=$((stop - $(date -u +%s))) && [ "$left" -ge 30 ]; do
    round=$((round + 1))
    began=$(date -u +%s)
    echo "==> $t round $round, $(date -u +%FT%TZ), ${left}s" >> "$LOGS/$t.log"
    # (an empty array under set -u: older bash refuses "${dict[@]}")
    nice -n 19 "$BIN/$t" -artifact_prefix="$PWD/artifacts/$t/" -max_total_time="$left" -timeout="$TIMEOUT" \
      -rss_limit_mb=1536 -print_final_stats=1 ${dict[@]+"${dict[@]}"} "corpus/$t" >> "$LOGS/$t.log" 2>&1
    status=$?
    echo "$t round $round exit $status at $(date -u +%FT%TZ)" >> "$LOGS/campaign.log"
    # An input in the corpus that fails at once would otherwise restart the fuzzer back to back.
    if [ "$status" -ne 0 ] && [ $(($(date -u +%s) - began)) -lt 30 ]; then
      echo "$t: round $round failed within 30 s; its share ends here (see $LOGS/$t.log)" >> "$LOGS/campaign.log"
      break
    fi
  done
  echo "$t done: corpus $(ls "corpus/$t" | wc -l) files, $(du -sk "corpus/$t" | cut -f1) KiB;" \
    "artifacts $(ls "artifacts/$t" | wc -l)" >> "$LOGS/campaign.log"
done
echo "campaign end $(date -u +%FT%TZ)" >> "$LOGS/campaign.log"
