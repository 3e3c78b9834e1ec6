#!/usr/bin/env bash
# Validates /api/openapi.json with openapi-spec-validator, then runs schemathesis (both from PyPI, in a
# venv under .tools/) against a freshly started server built from this tree: every operation of the
# document, every check; exits non-zero on any failure.
# Usage: scripts/schemathesis-server.sh [extra schemathesis args]
set -euo pipefail
cd "$(dirname "$0")/.."

venv=.tools/schemathesis-venv
if [ ! -x "$venv/bin/st" ]; then
  echo "==> installing schemathesis into $venv"
  python3 -m venv "$venv"
  "$venv/bin/pip" install -q "schemathesis>=4,<5"
fi
if [ ! -x "$venv/bin/openapi-spec-validator" ]; then
  "$venv/bin/pip" install -q "openapi-spec-validator>=0.7,<0.8"
fi

cargo build -q -p clinic-server --bin clinic
work="$(mktemp -d /tmp/clinic-st.XXXXXX)"
port="$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1]); s.close()')"
root="$PWD"
bin="${CARGO_TARGET_DIR:-$root/target}/debug/clinic"
(
  cd "$work"
  CLINIC_ADDR="127.0.0.1:$port" CLINIC_RATE_LIMIT=0 CLINIC_CONTENT="$root/content" CLINIC_I18N="$root/i18n" \
    CLINIC_DIST="$root/frontend/dist" RUST_LOG=warn exec "$bin" serve
) >"$work/server.log" 2>&1 &
server=$!
cleanup() {
  kill "$server" 2>/dev/null || true
  wait "$server" 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT INT TERM

started=""
for _ in $(seq 1 100); do
  curl -fsS "http://127.0.0.1:$port/healthz" >/dev/null 2>&1 && { started=1; break; }
  sleep 0.1
done
if [ -z "$started" ]; then
  echo "schemathesis: the server did not start" >&2
  cat "$work/server.log" >&2
  exit 1
fi

# The published document must be valid OpenAPI (a client generator trusts it: a query parameter
# declared `in: path` builds wrong URLs).
curl -fsS "http://127.0.0.1:$port/api/openapi.json" >"$work/openapi.json"
"$venv/bin/openapi-spec-validator" "$work/openapi.json"

# positive_data_acceptance is left out on purpose: a schema-valid booking can still be refused with
# 422 by rules a schema cannot state (a date in the past or on a closed day, a name in another
# script than the page's language, opening hours). Every other check runs, 5xx included.
set +e
"$venv/bin/st" run "http://127.0.0.1:$port/api/openapi.json" --checks all --exclude-checks positive_data_acceptance \
  --max-examples "${ST_MAX_EXAMPLES:-50}" --suppress-health-check all "$@"
status=$?
if [ -n "${BENCH_RECORD:-}" ]; then
  node scripts/bench-table.mjs row schemathesis "every operation, every check" \
    "up to ${ST_MAX_EXAMPLES:-50} examples per operation: $([ $status = 0 ] && echo passed || echo FAILED)"
fi
if grep -q "panicked" "$work/server.log"; then
  echo "schemathesis: the server panicked" >&2
  exit 1
fi
exit $status
