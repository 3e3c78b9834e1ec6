#!/usr/bin/env bash
# The staff inbox's list query at 100,000 stored submissions (docs/performance.md: p99 ≤ 50 ms) in a release
# build: runs server/tests/inbox_scale.rs (seeds 60,000 bookings, 25,000 inquiries and 15,000
# assessments, times 13 filters 30 times each) and adds its p50/p99 over all filters to
# bench/results/latest.md; and its triage measurement (100,000 bookings with health answers and
# aftercare worries), whose p50/p99 goes in a row of its own. Usage: scripts/bench-inbox.sh (PostgreSQL: under scripts/with-postgres.sh)
set -euo pipefail
cd "$(dirname "$0")/.."
out="$(mktemp /tmp/clinic-inbox-bench.XXXXXX)"
trap 'rm -f "$out"' EXIT INT TERM
# The test fails over budget; its figures go into the table either way.
status=0
# One test at a time: the two seed and time on the same two cores.
cargo test -q -p clinic-server --release --test it -- --ignored --nocapture --test-threads=1 inbox_scale:: 2>&1 | tee "$out" || status=$?
line="$(grep '^all filters' "$out")" || { echo "bench-inbox: no figures (the test did not run to its end)" >&2; exit 1; }
db="SQLite"
[ -n "${TEST_DATABASE_URL:-}" ] && db="PostgreSQL"
p50="$(sed -n 's/.*p50 \([0-9.]*\) ms.*/\1/p' <<<"$line")"
p99="$(sed -n 's/.*p99 \([0-9.]*\) ms.*/\1/p' <<<"$line")"
node scripts/bench-table.mjs row server "staff inbox list at 100,000 submissions, $db (13 filters × 30, release)" \
  "p50 $p50 ms, p99 $p99 ms" "p99 ≤ 50 ms"
# The triage queue at 100,000 bookings (issue 26), from the same run (inbox_scale::the_triage_…).
if triage="$(grep '^triage queue at 100,000' "$out")"; then
  t50="$(sed -n 's/.*p50 \([0-9.]*\) ms.*/\1/p' <<<"$triage")"
  t99="$(sed -n 's/.*p99 \([0-9.]*\) ms.*/\1/p' <<<"$triage")"
  node scripts/bench-table.mjs row server "triage queue (aftercare worries + open assessments) at 100,000 bookings, $db (30 runs, release)" \
    "p50 $t50 ms, p99 $t99 ms" "p99 ≤ 50 ms"
fi
exit "$status"
