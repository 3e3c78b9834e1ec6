#!/usr/bin/env bash
# Server load test (docs/performance.md) on a release build with a temp SQLite database:
#  1. POST /api/bookings with valid bookings spread over every bookable slot of the next 180 days
#     (taken from /api/availability, so the script holds no rule of its own), 64 connections, with
#     staff alerts and the open-booking limits on (e-mail verification off, its default), as
#     shipped (RUST_LOG=info: one access-log line per request) and again with the access log off
#     (RUST_LOG=info,clinic::access=off) on a fresh database, to show what the log costs;
#  2. a static page, 64 connections;
#  3. kill -9 under booking load, restart, and compare the 201s the client saw with the rows stored.
# Needs wrk (Debian package `wrk`) and python3. Usage: scripts/bench-server.sh [seconds]
set -euo pipefail
cd "$(dirname "$0")/.."
secs="${1:-10}"
root="$PWD"

command -v wrk >/dev/null || { echo "bench-server: wrk is required (apt-get install wrk)" >&2; exit 1; }
cargo build -q --release -p clinic-server --bin clinic
bin="${CARGO_TARGET_DIR:-$root/target}/release/clinic"

work="$(mktemp -d /tmp/clinic-bench.XXXXXX)"
server=""
stop_server() {
  if [ -n "$server" ]; then
    kill "$server" 2>/dev/null || true
    wait "$server" 2>/dev/null || true
    server=""
  fi
}
trap 'stop_server; rm -rf "$work"' EXIT INT TERM

port="$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1]); s.close()')"
base="http://127.0.0.1:$port"
dist="$root/frontend/dist"
if [ ! -f "$dist/index.html" ]; then
  dist="$work/dist"
  mkdir -p "$dist"
  python3 -c 'print("<!doctype html><html lang=zh-TW><title>bench</title>" + "<p>clinic</p>" * 300)' >"$dist/index.html"
fi

start_server() { # $1 = database file, $2 = RUST_LOG (default: as shipped, with the access log)
  (
    cd "$work"
    # Every feature on as a clinic runs it (issue 28): staff alerts of each booking, and the limits on
    # open bookings counted for each, at limits the bench's one patient on one network never reaches.
    CLINIC_STAFF_EMAIL=desk@clinic.example \
      CLINIC_OPEN_BOOKINGS_PER_CONTACT=1000000000 CLINIC_OPEN_BOOKINGS_PER_NETWORK=1000000000 \
      CLINIC_ADDR="127.0.0.1:$port" DATABASE_URL="sqlite://$1" UPLOAD_STORE="file://$work/uploads" \
      CLINIC_RATE_LIMIT=0 CLINIC_SLOT_CAPACITY=100000000 CLINIC_DIST="$dist" CLINIC_CONTENT="$root/content" \
      CLINIC_I18N="$root/i18n" RUST_LOG="${2:-info}" exec "$bin" serve
  ) >>"$work/server.log" 2>&1 &
  server=$!
  for _ in $(seq 1 200); do
    curl -fsS "$base/healthz" >/dev/null 2>&1 && return 0
    sleep 0.05
  done
  echo "bench-server: the server did not start" >&2
  cat "$work/server.log" >&2
  exit 1
}

count_rows() { python3 -c "import sqlite3,sys; print(sqlite3.connect(sys.argv[1]).execute('select count(*) from bookings').fetchone()[0])" "$1"; }

start_server "$work/bench.db"

# Every bookable slot of the booking horizon, from the server's own availability answers.
python3 - "$base" >"$work/slots.lua" <<'PY'
import datetime, json, sys, urllib.request
base = sys.argv[1]
today = datetime.date.today()
slots = []
for branch in ("taipei", "kaohsiung"):
    for start in range(0, 186, 62):
        f = today + datetime.timedelta(days=start)
        t = f + datetime.timedelta(days=61)
        with urllib.request.urlopen(f"{base}/api/availability?branch={branch}&from={f}&to={t}") as r:
            slots += [(branch, s["date"], s["time"]) for s in json.load(r)["slots"]]
print("slots = {")
for b, d, t in slots:
    print(f'  {{"{b}", "{d}", "{t}"}},')
print("}")
PY
cat >"$work/bookings.lua" <<EOF
dofile("$work/slots.lua")
local threads = {}
function setup(thread)
  table.insert(threads, thread)
  thread:set("tid", #threads)
end
function init(args)
  created, refused = 0, 0
  i = math.random(#slots)
end
request = function()
  i = i % #slots + 1
  local s = slots[i]
  local body = string.format('{"name":"Bench Patient","phone":"0912-345-678","email":"bench@example.com","branch":"%s","preferredDate":"%s","preferredTime":"%s","tumorType":"lipoma","termsAccepted":true,"lang":"en"}', s[1], s[2], s[3])
  local headers = {["Content-Type"] = "application/json"}
  if os.getenv("BENCH_KEYED") then
    -- What the site's own forms send: a fresh Idempotency-Key per booking.
    sent = (sent or 0) + 1
    headers["Idempotency-Key"] = string.format("bench-%d-%d-%d", start, tid, sent)
  end
  return wrk.format("POST", "/api/bookings", headers, body)
end
function response(status, headers, body)
  if status == 201 then created = created + 1 else refused = refused + 1 end
end
function done(summary, latency, requests)
  local c, r = 0, 0
  for _, t in ipairs(threads) do c = c + t:get("created"); r = r + t:get("refused") end
  io.write(string.format("RESULT created=%d other=%d errors=%d rps=%.0f p50_ms=%.2f p99_ms=%.2f\n", c, r,
    summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout,
    summary.requests / (summary.duration / 1e6), latency:percentile(50) / 1000, latency:percentile(99) / 1000))
end
EOF
sed -i "1a start = $(date +%s)" "$work/bookings.lua"
cat >"$work/static.lua" <<'EOF'
function done(summary, latency, requests)
  io.write(string.format("RESULT rps=%.0f p50_ms=%.2f p99_ms=%.2f errors=%d\n", summary.requests / (summary.duration / 1e6),
    latency:percentile(50) / 1000, latency:percentile(99) / 1000, summary.errors.status + summary.errors.timeout))
end
EOF
echo "slots in the horizon: $(grep -c '", "' "$work/slots.lua")"

echo "==> POST /api/bookings, 64 connections, ${secs}s (RUST_LOG=info: access log on)"
wrk -t2 -c64 -d"${secs}s" -s "$work/bookings.lua" "$base" | tee "$work/bookings.out" | grep RESULT
table_row() { node "$root/scripts/bench-table.mjs" row "$@"; }
# "RESULT created=… rps=… p50_ms=… p99_ms=…" → one row of bench/results/latest.md.
result_row() { # $1 = figure, $2 = file with the RESULT line, $3 = budget
  local line; line="$(grep RESULT "$2")"
  val() { sed -n "s/.* $1=\([0-9.]*\).*/\1/p" <<<"$line"; }
  table_row server "$1" "$(val rps)/s, p50 $(val p50_ms) ms, p99 $(val p99_ms) ms" "$3"
}
result_row "POST /api/bookings (64 connections, access log on)" "$work/bookings.out" "docs/performance.md"
echo "    rows stored: $(count_rows "$work/bench.db")"

echo "==> POST /api/bookings with an Idempotency-Key each (as the site's forms send), 64 connections, ${secs}s"
BENCH_KEYED=1 wrk -t2 -c64 -d"${secs}s" -s "$work/bookings.lua" "$base" | tee "$work/keyed.out" | grep RESULT
result_row "POST /api/bookings with Idempotency-Key" "$work/keyed.out" "docs/performance.md"

echo "==> GET / (static page), 64 connections, ${secs}s"
wrk -t2 -c64 -d"${secs}s" -s "$work/static.lua" -H "Accept-Encoding: br, gzip" "$base/" | tee "$work/static.out" | grep RESULT
result_row "GET / (static page)" "$work/static.out" ""
stop_server

echo "==> POST /api/bookings, 64 connections, ${secs}s (RUST_LOG=info,clinic::access=off), fresh database"
start_server "$work/quiet.db" "info,clinic::access=off"
wrk -t2 -c64 -d"${secs}s" -s "$work/bookings.lua" "$base" | tee "$work/quiet.out" | grep RESULT
result_row "POST /api/bookings (64 connections, access log off)" "$work/quiet.out" "docs/performance.md"
stop_server

echo "==> kill -9 under booking load"
start_server "$work/crash.db"
wrk -t2 -c64 -d6s -s "$work/bookings.lua" "$base" >"$work/crash.out" 2>&1 &
load=$!
sleep 3
kill -9 "$server"
wait "$server" 2>/dev/null || true
server=""
wait "$load" || true
acked="$(sed -n 's/.*RESULT created=\([0-9]*\).*/\1/p' "$work/crash.out")"
start_server "$work/crash.db" # recovery happens on open
stored="$(count_rows "$work/crash.db")"
stop_server
echo "    201s seen by the client: ${acked:-0}; bookings after restart: $stored"
if [ "${stored:-0}" -ge "${acked:-0}" ]; then
  echo "    durability: OK (every acknowledged booking survived kill -9)"
  table_row server "kill -9 under booking load" "acknowledged ${acked:-0}, stored $stored" "none lost"
else
  echo "    durability: LOST $(( acked - stored )) acknowledged bookings" >&2
  exit 1
fi
