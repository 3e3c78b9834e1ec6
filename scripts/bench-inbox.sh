#!/usr/bin/env bash
# The staff inbox's list query at 100,000 stored submissions (docs/performance.md: p99 ≤ 50 ms) in a release
# build: runs server/tests/inbox_scale.rs (seeds 60,000 bookings, 25,000 inquiries and 15,000
# assessments, times 13 filters 30 times each) and adds its p50/p99 over all filters to
# bench/results/latest.md. Usage: scripts/bench-inbox.sh (PostgreSQL: under scripts/with-postgres.sh)
set -euo pipefail
cd "$(dirname "$0")/.."
out="$(mktemp /tmp/clinic-inbox-bench.XXXXXX)"
trap 'rm -f "$out"' EXIT INT TERM
# The test fails over budget; its figures go into the table either way.
status=0
cargo test -q -p clinic-server --release --test it -- --ignored --nocapture inbox_scale:: 2>&1 | tee "$out" || status=$?
line="$(grep '^all filters' "$out")" || { echo "bench-inbox: no figures (the test did not run to its end)" >&2; exit 1; }
db="SQLite"
[ -n "${TEST_DATABASE_URL:-}" ] && db="PostgreSQL"
p50="$(sed -n 's/.*p50 \([0-9.]*\) ms.*/\1/p' <<<"$line")"
p99="$(sed -n 's/.*p99 \([0-9.]*\) ms.*/\1/p' <<<"$line")"
node scripts/bench-table.mjs row server "staff inbox list at 100,000 submissions, $db (13 filters × 30, release)" \
  "p50 $p50 ms, p99 $p99 ms" "p99 ≤ 50 ms"
exit "$status"
