#!/usr/bin/env bash
# A/B load test of two server binaries, for a machine whose other load varies from minute to minute:
# each round runs A then B (then B then A, alternating who goes first) on a fresh SQLite database with
# the load of scripts/bench-server.sh (POST /api/bookings over every bookable slot, 64 connections,
# wrk on the same machine), and prints for each run the bookings/s, p50, p99, and the CPU time the
# server and wrk used per stored booking (read from /proc and from wrk's own rusage), which depends
# far less on the neighbours' load than bookings/s does.
# Usage: scripts/bench-ab.sh <binary A> <binary B> [seconds per run, default 8] [rounds, default 3]
# Env: AB_LOG (RUST_LOG of the server, default info: access log on), AB_KEYED=1 (an Idempotency-Key
# per booking, as the site's forms send), AB_FEATURES (default `on`: every feature as a clinic runs it,
# staff alerts of new bookings on and the limits on open bookings counted for every booking, at limits
# so high that the bench's one patient on one network is never refused; e-mail verification off, its
# default. `off`: no staff alerts and no limits, the setting of the figures before 2026-12-07).
set -euo pipefail
cd "$(dirname "$0")/.."
[ $# -ge 2 ] || { echo "usage: scripts/bench-ab.sh <binary A> <binary B> [seconds] [rounds]" >&2; exit 2; }
bin_a="$(realpath "$1")"
bin_b="$(realpath "$2")"
secs="${3:-8}"
rounds="${4:-3}"
root="$PWD"
command -v wrk >/dev/null || { echo "bench-ab: wrk is required (apt-get install wrk)" >&2; exit 1; }

work="$(mktemp -d /tmp/clinic-ab.XXXXXX)"
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
mkdir -p "$work/dist"
echo '<!doctype html><html lang=zh-TW><title>bench</title>' >"$work/dist/index.html"

case "${AB_FEATURES:-on}" in
  on) features=(CLINIC_STAFF_EMAIL=desk@clinic.example CLINIC_OPEN_BOOKINGS_PER_CONTACT=1000000000
    CLINIC_OPEN_BOOKINGS_PER_NETWORK=1000000000) ;;
  off) features=(CLINIC_OPEN_BOOKINGS_PER_CONTACT=0 CLINIC_OPEN_BOOKINGS_PER_NETWORK=0) ;;
  *) echo "bench-ab: AB_FEATURES is on or off" >&2; exit 2 ;;
esac

start_server() { # $1 = binary, $2 = database file
  (
    cd "$work"
    exec env "${features[@]}" CLINIC_ADDR="127.0.0.1:$port" DATABASE_URL="sqlite://$2" \
      UPLOAD_STORE="file://$work/uploads" CLINIC_RATE_LIMIT=0 CLINIC_SLOT_CAPACITY=100000000 \
      CLINIC_DIST="$work/dist" CLINIC_CONTENT="$root/content" CLINIC_I18N="$root/i18n" \
      RUST_LOG="${AB_LOG:-info}" "$1" serve
  ) >>"$work/server.log" 2>&1 &
  server=$!
  for _ in $(seq 1 400); do
    curl -fsS "$base/healthz" >/dev/null 2>&1 && return 0
    sleep 0.05
  done
  echo "bench-ab: the server did not start" >&2
  cat "$work/server.log" >&2
  exit 1
}

# CPU seconds (user + system) the process has used so far.
cpu_secs() { awk -v hz="$(getconf CLK_TCK)" '{ print ($14 + $15) / hz }' "/proc/$1/stat"; }
# "thread-id cpu-seconds" for each of its threads (the comm field may hold spaces: read after ") ").
thread_secs() {
  for f in /proc/"$1"/task/*/stat; do
    awk -v hz="$(getconf CLK_TCK)" -v tid="$(basename "$(dirname "$f")")" \
      '{ sub(/^.*\) /, ""); print tid, ($12 + $13) / hz }' "$f" 2>/dev/null || true
  done
}
# The CPU seconds of the busiest thread between two thread_secs snapshots: the single SQLite writer
# under this load, whose time per booking is the ceiling of bookings/s whatever the core count.
busiest() { awk 'NR == FNR { b[$1] = $2; next } { d = $2 - b[$1]; if (d > m) m = d } END { print m + 0 }' "$1" "$2"; }

count_rows() { python3 -c "import sqlite3,sys; print(sqlite3.connect(sys.argv[1]).execute('select count(*) from bookings').fetchone()[0])" "$1"; }

# The slots and the wrk script, as scripts/bench-server.sh builds them.
start_server "$bin_a" "$work/slots.db"
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
stop_server
cat >"$work/bookings.lua" <<EOF
dofile("$work/slots.lua")
start = $(date +%s)
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
  if os.getenv("AB_KEYED") then
    sent = (sent or 0) + 1
    headers["Idempotency-Key"] = string.format("bench-%d-%d-%d-%d", start, runid or 0, tid, sent)
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

run=0
one() { # $1 = label, $2 = binary
  run=$((run + 1))
  local db="$work/run$run.db"
  start_server "$2" "$db"
  sed -i "s/^runid = .*//; 1i runid = $run" "$work/bookings.lua"
  local before; before="$(cpu_secs "$server")"
  thread_secs "$server" >"$work/threads.before"
  local out; out="$( { /usr/bin/time -f 'WRKCPU %U %S' wrk -t2 -c64 -d"${secs}s" -s "$work/bookings.lua" "$base"; } 2>&1 )"
  local after; after="$(cpu_secs "$server")"
  thread_secs "$server" >"$work/threads.after"
  local top; top="$(busiest "$work/threads.before" "$work/threads.after")"
  stop_server
  local line; line="$(grep RESULT <<<"$out")"
  local created; created="$(sed -n 's/.*created=\([0-9]*\).*/\1/p' <<<"$line")"
  local wrkcpu; wrkcpu="$(awk '/WRKCPU/ { print $2 + $3 }' <<<"$out")"
  local stored; stored="$(count_rows "$db")"
  awk -v l="$1" -v line="$line" -v b="$before" -v a="$after" -v c="$created" -v w="$wrkcpu" -v s="$stored" -v top="$top" -v load="$(cut -d' ' -f1 /proc/loadavg)" 'BEGIN {
    split(line, f, /[ =]/); for (i = 1; i < length(f); i++) v[f[i]] = f[i + 1];
    printf "%-2s %6d/s  p50 %6.2f ms  p99 %6.2f ms  server %5.1f µs/booking (busiest thread %5.1f)  wrk %5.1f µs/booking  created %d stored %d  load %s\n",
      l, v["rps"], v["p50_ms"], v["p99_ms"], (a - b) * 1e6 / (c > 0 ? c : 1), top * 1e6 / (c > 0 ? c : 1), w * 1e6 / (c > 0 ? c : 1), c, s, load }'
  [ "$stored" -ge "$created" ] || { echo "bench-ab: $1 lost acknowledged bookings" >&2; exit 1; }
}

echo "A = $bin_a"
echo "features: ${AB_FEATURES:-on}"
echo "B = $bin_b"
for r in $(seq 1 "$rounds"); do
  if [ $((r % 2)) -eq 1 ]; then one A "$bin_a"; one B "$bin_b"; else one B "$bin_b"; one A "$bin_a"; fi
done
