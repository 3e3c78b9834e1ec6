#!/usr/bin/env bash
# Validates /api/openapi.json with two independent validators (openapi-spec-validator from PyPI, in a
# venv under .tools/, and @readme/openapi-parser from npm, under .tools/openapi-node/), then runs
# schemathesis against a freshly started server built from this tree: every operation of the document,
# every check, first without a session, then signed in as an admin and as a Taipei-only staff member
# (scripts/schemathesis_auth.py: real sign-ins with TOTP, no 5xx, no schema violation, no other
# branch's data); exits non-zero on any failure.
# Usage: scripts/schemathesis-server.sh [extra schemathesis args]
#        scripts/schemathesis-server.sh --install-only   (the tools only; scripts/test-server.sh)
#   ST_MAX_EXAMPLES  examples per operation, unauthenticated run (default 50)
#   ST_ADMIN_EXAMPLES examples per operation of the signed-in runs (default 15; `make fuzz-api`: 1000)
set -euo pipefail
cd "$(dirname "$0")/.."

venv=.tools/schemathesis-venv
if [ ! -x "$venv/bin/st" ]; then
  echo "==> installing schemathesis into $venv"
  python3 -m venv "$venv"
  "$venv/bin/pip" install -q "schemathesis>=4,<5"
fi
# The 0.9 series checks that every path parameter is in the path (0.7 did not).
if ! "$venv/bin/python" -c 'import importlib.metadata as m, sys; v = m.version("openapi-spec-validator"); sys.exit(0 if tuple(map(int, v.split(".")[:2])) >= (0, 9) else 1)' 2>/dev/null; then
  "$venv/bin/pip" install -q "openapi-spec-validator>=0.9,<0.10"
fi
node_tools=.tools/openapi-node
if [ ! -f "$node_tools/node_modules/@readme/openapi-parser/package.json" ]; then
  echo "==> installing @readme/openapi-parser into $node_tools"
  mkdir -p "$node_tools"
  [ -f "$node_tools/package.json" ] || echo '{"name": "openapi-lint", "private": true}' >"$node_tools/package.json"
  (cd "$node_tools" && npm install --no-audit --no-fund --no-workspaces --silent "@readme/openapi-parser@9")
fi
[ "${1:-}" != --install-only ] || exit 0

scripts/debug-server.sh
work="$(mktemp -d /tmp/clinic-st.XXXXXX)"
port="$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1]); s.close()')"
root="$PWD"
bin="${CARGO_TARGET_DIR:-$root/target}/debug/clinic"
(
  cd "$work"
  CLINIC_ADDR="127.0.0.1:$port" DATABASE_URL="sqlite://$work/clinic.db" CLINIC_TRUSTED_PROXIES=127.0.0.1/32 CLINIC_RATE_LIMIT=0 CLINIC_OPEN_BOOKINGS_PER_CONTACT=0 CLINIC_OPEN_BOOKINGS_PER_NETWORK=0 CLINIC_CONTENT="$root/content" CLINIC_I18N="$root/i18n" \
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
node scripts/openapi-validate.mjs "$node_tools/node_modules" "$work/openapi.json"

# Something in each branch, so the signed-in runs have data to read and a branch to be kept from.
for b in taipei kaohsiung; do
  curl -fsS -o /dev/null -H 'content-type: application/json' "http://127.0.0.1:$port/api/bookings" -d "$(python3 -c "
import datetime, json
d = datetime.date.today() + datetime.timedelta(days=3)
while d.weekday() >= 5: d += datetime.timedelta(days=1)
print(json.dumps({'name': 'Fuzz Patient', 'phone': '0912-345-678', 'email': 'fuzz@example.com', 'branch': '$b',
  'preferredDate': d.isoformat(), 'preferredTime': '10:00', 'tumorType': 'lipoma', 'termsAccepted': True, 'lang': 'en'}))")" \
    || echo "schemathesis: could not seed a $b booking (the signed-in runs read less)" >&2
done

# positive_data_acceptance is left out on purpose: a schema-valid booking can still be refused with
# 422 by rules a schema cannot state (a date in the past or on a closed day, a name in another
# script than the page's language, opening hours). Every other check runs, 5xx included.
set +e
# Without a session: the public API and the two sign-in steps (the other staff operations only answer
# 401 here, which the authorization matrix test checks; they are fuzzed signed in below).
"$venv/bin/st" run "http://127.0.0.1:$port/api/openapi.json" --checks all --exclude-checks positive_data_acceptance \
  --exclude-path-regex '^/api/admin/(?!session$|session/totp$)' \
  --max-examples "${ST_MAX_EXAMPLES:-50}" --suppress-health-check all "$@"
status=$?

# Signed in: every /api/admin operation past the login wall (the provider signs in through
# X-Forwarded-For addresses of its own, trusted from the loopback above, so the sign-in lock-out the
# fuzzed sign-ins provoke on 127.0.0.1 does not lock the fuzzer out), and the booking form, whose links
# (server/src/openapi_links.rs) lead the stateful phase to the staff's view of a new booking. Signing out (logout, logout-all) only
# ends the fuzzer's own session; the authorization matrix test covers them (server/tests/authz_matrix.rs).
export ST_BASE_URL="http://127.0.0.1:$port" ST_CLINIC_BIN="$bin" ST_DATABASE_URL="sqlite://$work/clinic.db"
export SCHEMATHESIS_HOOKS="$root/scripts/schemathesis_auth.py"
for role in admin staff:taipei; do
  echo "==> schemathesis signed in as $role"
  ST_ROLE="$role" "$venv/bin/st" run "http://127.0.0.1:$port/api/openapi.json" \
    --include-path-regex '^/api/admin/|^/api/bookings$' \
    --exclude-path /api/admin/session/logout --exclude-path /api/admin/session/logout-all \
    --checks all --exclude-checks positive_data_acceptance \
    --max-examples "${ST_ADMIN_EXAMPLES:-15}" --suppress-health-check all "$@" || status=1
done
unset SCHEMATHESIS_HOOKS

if [ -n "${BENCH_RECORD:-}" ]; then
  node scripts/bench-table.mjs row schemathesis "every operation, every check" \
    "up to ${ST_MAX_EXAMPLES:-50} examples per operation: $([ $status = 0 ] && echo passed || echo FAILED)"
fi
if grep -q "panicked" "$work/server.log"; then
  echo "schemathesis: the server panicked" >&2
  exit 1
fi
exit $status
