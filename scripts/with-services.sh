#!/usr/bin/env bash
# Runs a command beside a real local SMTP server (aiosmtpd, saving every message into a maildir) and
# a real local S3-compatible server (moto in server mode), both from PyPI in a venv under .tools/, on
# loopback ports. The command finds them through TEST_SMTP_URL, TEST_MAILDIR, TEST_S3_ENDPOINT (with
# AWS_* set for moto's fixed test credentials). Usage: scripts/with-services.sh <command> [args…]
# `scripts/with-services.sh --install-only` installs them and starts nothing (scripts/test-server.sh does
# that while the tests build, and before two steps that use them run at once).
set -euo pipefail
cd "$(dirname "$0")/.."

venv=.tools/services-venv
if [ ! -x "$venv/bin/moto_server" ] || [ ! -x "$venv/bin/aiosmtpd" ]; then
  echo "==> installing aiosmtpd and moto into $venv"
  python3 -m venv "$venv"
  "$venv/bin/pip" install -q "aiosmtpd>=1.4,<2" "moto[server]>=5,<6"
fi
[ "${1:-}" != --install-only ] || exit 0

free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1]); s.close()'; }
work="$(mktemp -d /tmp/clinic-services.XXXXXX)"
smtp_port="$(free_port)"
s3_port="$(free_port)"
pids=()
cleanup() {
  for p in "${pids[@]}"; do kill "$p" 2>/dev/null || true; done
  for p in "${pids[@]}"; do wait "$p" 2>/dev/null || true; done
  rm -rf "$work"
}
trap cleanup EXIT INT TERM

"$venv/bin/aiosmtpd" -n -l "127.0.0.1:$smtp_port" -c aiosmtpd.handlers.Mailbox "$work/maildir" >"$work/smtp.log" 2>&1 &
pids+=($!)
"$venv/bin/moto_server" -H 127.0.0.1 -p "$s3_port" >"$work/s3.log" 2>&1 &
pids+=($!)

wait_port() { # $1 port, $2 name
  for _ in $(seq 1 200); do
    if python3 -c "import socket,sys; socket.create_connection(('127.0.0.1', $1), 0.2)" 2>/dev/null; then return 0; fi
    sleep 0.1
  done
  echo "with-services: $2 did not start; its log:" >&2
  cat "$work/$2.log" >&2
  exit 1
}
wait_port "$smtp_port" smtp
wait_port "$s3_port" s3

export TEST_SMTP_URL="smtp://127.0.0.1:$smtp_port" TEST_MAILDIR="$work/maildir"
export TEST_S3_ENDPOINT="http://127.0.0.1:$s3_port"
export AWS_ACCESS_KEY_ID=testing AWS_SECRET_ACCESS_KEY=testing AWS_DEFAULT_REGION=us-east-1 AWS_REGION=us-east-1
export AWS_ENDPOINT="$TEST_S3_ENDPOINT" AWS_ALLOW_HTTP=true
"$@"
