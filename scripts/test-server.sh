#!/usr/bin/env bash
# The server's whole test suite: the local LINE and WhatsApp stand-in's own tests, integration tests on SQLite, the real-SMTP and real-S3 tests
# (scripts/with-services.sh), the same tests on a throwaway PostgreSQL cluster, then schemathesis
# against a started server.
set -euo pipefail
cd "$(dirname "$0")/.."

echo "==> the local LINE and WhatsApp the chat tests use (tests/providers)"
node --test tests/providers/sandbox.test.mjs

echo "==> clinic-server tests on SQLite"
cargo test -p clinic-server

echo "==> patient e-mails through a real SMTP server, photos in a real S3-compatible store"
scripts/with-services.sh cargo test -p clinic-server --test it -- --ignored real_services:: verify::

echo "==> clinic-server tests on PostgreSQL"
scripts/with-postgres.sh cargo test -p clinic-server

echo "==> two instances on one PostgreSQL: the last seat sold once, every e-mail delivered once; TLS verified; a role without pg_trgm"
scripts/with-postgres.sh scripts/with-services.sh cargo test -p clinic-server --test it -- --ignored multi_instance:: postgres_tls:: postgres_without_trgm::

echo "==> schemathesis against a running server"
scripts/schemathesis-server.sh
