#!/usr/bin/env bash
# The server's whole test suite: the local LINE and WhatsApp stand-in's own tests, integration tests on SQLite, the real-SMTP and real-S3 tests
# (scripts/with-services.sh), the same tests on a throwaway PostgreSQL cluster, then schemathesis
# against a started server.
#
# One build serves every step: `cargo test --no-run` builds the tests and the debug server schemathesis
# starts (scripts/debug-server.sh), and the Python tools install meanwhile. The steps then run in two
# lanes at once: SQLite and schemathesis in one, output as it comes; PostgreSQL in the other, its output
# in one piece once it has ended. Alone, the PostgreSQL runs mostly wait on the database (every commit
# waits for its fsync) and left a core idle for minutes. Each lane has its own databases, ports and
# temporary folders. TEST_SERVER_SERIAL=1 runs the lanes one after another (to rule the other lane's
# load out when a test fails); TEST_SERVER_LANES="sqlite postgresql schemathesis" would run three.
# Usage: scripts/test-server.sh
set -euo pipefail
self="$(cd "$(dirname "$0")" && pwd)/$(basename "$0")"
cd "$(dirname "$0")/.."

# Lanes run at once; the steps of a lane (joined by commas) one after another.
read -ra LANES <<<"${TEST_SERVER_LANES:-sqlite,schemathesis postgresql}"

step() {
  case "$1" in
    sqlite)
      echo "==> clinic-server tests on SQLite"
      cargo test -p clinic-server
      echo "==> patient e-mails through a real SMTP server, photos in a real S3-compatible store"
      scripts/with-services.sh cargo test -p clinic-server --test it -- --ignored real_services:: verify::
      ;;
    postgresql)
      # The export_bindings tests write the TypeScript contract (frontend/src/generated, which `make
      # test-generated` checks): here into a folder of their own, so two lanes never write one file.
      TS_RS_EXPORT_DIR="$(mktemp -d /tmp/clinic-ts-rs.XXXXXX)"
      export TS_RS_EXPORT_DIR
      trap 'rm -rf "$TS_RS_EXPORT_DIR"' EXIT
      echo "==> clinic-server tests on PostgreSQL"
      scripts/with-postgres.sh cargo test -p clinic-server
      echo "==> two instances on one PostgreSQL: the last seat sold once, every e-mail delivered once; TLS verified; a role without pg_trgm"
      scripts/with-postgres.sh scripts/with-services.sh cargo test -p clinic-server --test it -- --ignored multi_instance:: postgres_tls:: postgres_without_trgm::
      ;;
    schemathesis)
      echo "==> schemathesis against a running server"
      scripts/schemathesis-server.sh
      ;;
    *)
      echo "test-server: no step $1" >&2
      exit 2
      ;;
  esac
}

if [ "${1:-}" = --lane ]; then
  for name in ${2//,/ }; do step "$name"; done
  echo "==> lane $2 passed in ${SECONDS}s"
  exit 0
fi

echo "==> the local LINE and WhatsApp the chat tests use (tests/providers)"
node --test tests/providers/sandbox.test.mjs

if [ -n "${TEST_SERVER_SERIAL:-}" ]; then
  for lane in "${LANES[@]}"; do "$self" --lane "$lane"; done
  exit 0
fi

logs="$(mktemp -d /tmp/clinic-test-server.XXXXXX)"
pids=()
cleanup() {
  # Whatever runs in the background is a process group of its own (setsid): stop it with its children.
  for p in "${pids[@]}"; do kill -TERM -- "-$p" 2>/dev/null || true; done
  for p in "${pids[@]}"; do wait "$p" 2>/dev/null || true; done
  rm -rf "$logs"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

echo "==> building the server's tests and its debug binary (the Python tools install meanwhile)"
setsid bash -c 'scripts/with-services.sh --install-only && scripts/schemathesis-server.sh --install-only' \
  >"$logs/install.log" 2>&1 &
pids=($!)
cargo test -p clinic-server --no-run
install_status=0
wait "${pids[0]}" || install_status=$?
pids=()
cat "$logs/install.log"
if [ "$install_status" -ne 0 ]; then
  echo "test-server: installing the tools failed" >&2
  exit 1
fi

echo "==> lanes at once: ${LANES[*]} (the first one's output comes as it runs, the others' once each has ended)"
for lane in "${LANES[@]:1}"; do
  setsid "$self" --lane "$lane" >"$logs/$lane.log" 2>&1 &
  pids+=($!)
done
failed=()
"$self" --lane "${LANES[0]}" || failed+=("${LANES[0]}")
for i in "${!pids[@]}"; do
  lane="${LANES[$((i + 1))]}"
  status=0
  wait "${pids[$i]}" || status=$?
  cat "$logs/$lane.log"
  [ "$status" -eq 0 ] || failed+=("$lane")
done
pids=()
if [ ${#failed[@]} -gt 0 ]; then
  echo "test-server: the lane(s) ${failed[*]} failed" >&2
  exit 1
fi
