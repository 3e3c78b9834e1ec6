#!/usr/bin/env bash
# Fault rounds (scripts/fault_rounds.py) against a debug build of the server: kill -9 under mixed load,
# a full disk (the data folder on a small tmpfs: needs root, or runs itself under `unshare -Urm`), and
# PostgreSQL stopped and started under load (scripts/with-postgres.sh).
# Usage: scripts/fault.sh [kill rounds, default 20]   (`make test` runs a short round: 3)
set -euo pipefail
cd "$(dirname "$0")/.."
rounds="${1:-20}"
scripts/debug-server.sh
export CLINIC_BIN="${CLINIC_BIN:-${CARGO_TARGET_DIR:-$PWD/target}/debug/clinic}"

echo "==> kill -9 under mixed load, $rounds rounds"
python3 scripts/fault_rounds.py kill "$rounds"

echo "==> disk full under load"
if [ "$(id -u)" = 0 ]; then
  python3 scripts/fault_rounds.py disk
else
  # A user namespace may mount a tmpfs of its own without root.
  unshare -Urm python3 scripts/fault_rounds.py disk
fi

echo "==> PostgreSQL stopped and started under load"
scripts/with-postgres.sh python3 scripts/fault_rounds.py postgres
