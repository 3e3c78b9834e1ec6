#!/usr/bin/env bash
# Runs CMD... with TEST_DATABASE_URL pointing at a throwaway PostgreSQL cluster: created in a temp dir
# with Debian's PostgreSQL 15 binaries (package `postgresql-15`, via `postgresql`), listening only on
# 127.0.0.1 on a free port with TLS (a throwaway CA, TEST_PG_ROOT_CERT), and always stopped and removed afterwards, whatever CMD does.
# initdb refuses to run as root, so as root the cluster runs as the `postgres` user.
set -euo pipefail

if [ $# -eq 0 ]; then
  echo "usage: scripts/with-postgres.sh CMD [ARGS...]" >&2
  exit 2
fi

PGBIN="${PGBIN:-/usr/lib/postgresql/15/bin}"
if [ ! -x "$PGBIN/initdb" ]; then
  echo "with-postgres: $PGBIN/initdb not found (apt-get install postgresql)" >&2
  exit 1
fi

dir="$(mktemp -d /tmp/clinic-pg.XXXXXX)"
as_owner() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}
cleanup() {
  as_owner "$PGBIN/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$dir"
}
trap cleanup EXIT INT TERM

if [ "$(id -u)" = 0 ]; then chown postgres: "$dir"; fi
chmod 700 "$dir"

port="$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1]); s.close()')"
as_owner "$PGBIN/initdb" -D "$dir/data" -U clinic --auth=trust -E UTF8 --locale=C.UTF-8 >"$dir/initdb.log" 2>&1 || {
  cat "$dir/initdb.log" >&2
  exit 1
}
# TLS with a throwaway CA: the server's certificate names `localhost`, so a client that verifies it
# (sslmode=verify-full, sslrootcert=$TEST_PG_ROOT_CERT) must connect by that name. Clients that do
# not ask (sqlx's default sslmode=prefer) are encrypted too.
tls="$dir/tls"
mkdir -p "$tls"
openssl req -x509 -newkey rsa:2048 -nodes -days 2 -subj "/CN=clinic test CA" \
  -keyout "$tls/ca.key" -out "$tls/ca.crt" >"$dir/openssl.log" 2>&1
openssl req -newkey rsa:2048 -nodes -subj "/CN=localhost" -keyout "$tls/server.key" -out "$tls/server.csr" \
  >>"$dir/openssl.log" 2>&1
printf 'subjectAltName=DNS:localhost\nbasicConstraints=CA:FALSE\nextendedKeyUsage=serverAuth\n' >"$tls/ext.cnf"
openssl x509 -req -in "$tls/server.csr" -CA "$tls/ca.crt" -CAkey "$tls/ca.key" -CAcreateserial -days 2 \
  -extfile "$tls/ext.cnf" -out "$tls/server.crt" >>"$dir/openssl.log" 2>&1
chmod 600 "$tls/server.key" "$tls/ca.key"
if [ "$(id -u)" = 0 ]; then chown -R postgres: "$tls"; fi
PG_SERVER_OPTIONS="-c listen_addresses=127.0.0.1 -p $port -k $dir -c max_connections=300 -c fsync=on \
  -c ssl=on -c ssl_cert_file=$tls/server.crt -c ssl_key_file=$tls/server.key"
as_owner "$PGBIN/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -o "$PG_SERVER_OPTIONS" start >/dev/null || {
  cat "$dir/server.log" >&2
  exit 1
}

export TEST_DATABASE_URL="postgres://clinic@127.0.0.1:$port/postgres"
export TEST_PG_ROOT_CERT="$tls/ca.crt"
# The cluster itself, for tests that stop and start it (scripts/fault_rounds.py).
export PGDATA="$dir/data" PGBIN PG_SERVER_OPTIONS
echo "with-postgres: PostgreSQL 15 on 127.0.0.1:$port" >&2
set +e
"$@"
status=$?
set -e
exit $status
