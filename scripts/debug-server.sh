#!/usr/bin/env bash
# Builds the debug server, ${CARGO_TARGET_DIR:-target}/debug/clinic, that schemathesis, the fault rounds
# and the browser tests start: with the features `cargo test -p clinic-server` builds it with, so the
# server's tests and this binary are one build, not two. (A plain `cargo build -p clinic-server` leaves
# out the dev-dependencies' features, e.g. clinic-core's `ts` and reqwest's `multipart`, and so compiles
# clinic-core, reqwest, object_store and the server once more.) Naming one integration test target is what
# makes cargo resolve the dev-dependencies; the smallest is taken, so this adds seconds, not the big `it`.
# Usage: scripts/debug-server.sh   (quick when the server's tests were built already)
set -euo pipefail
cd "$(dirname "$0")/.."

smallest="$(cd server/tests && ls -Sr -- *.rs 2>/dev/null | head -n 1)"
if [ -n "$smallest" ]; then
  cargo build -q -p clinic-server --bin clinic --test "${smallest%.rs}"
else
  cargo build -q -p clinic-server --bin clinic --tests
fi
