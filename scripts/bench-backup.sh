#!/usr/bin/env bash
# Backup figures: `clinic backup` of a SQLite database holding N bookings (default 100,000), then
# `clinic restore` into a fresh folder; prints the time and size of each. Usage: scripts/bench-backup.sh [N]
set -euo pipefail
cd "$(dirname "$0")/.."
n="${1:-100000}"
# CLINIC_BIN=target/debug/clinic measures a build there is instead of a release build (which takes long
# on a small machine; the copy is SQLite's and the file system's work either way).
if [ -z "${CLINIC_BIN:-}" ]; then
  cargo build -q --release -p clinic-server --bin clinic
fi
bin="${CLINIC_BIN:-${CARGO_TARGET_DIR:-$PWD/target}/release/clinic}"
work="$(mktemp -d /tmp/clinic-backup-bench.XXXXXX)"
trap 'rm -rf "$work"' EXIT INT TERM
export DATABASE_URL="sqlite://$work/data/clinic.db" UPLOAD_STORE="file://$work/data/uploads"
"$bin" migrate >/dev/null
# Rows as the server writes them (the schema of server/migrations/sqlite), inserted directly: the
# booking path's speed is `bench-server.sh`'s business, not this one's.
python3 - "$work/data/clinic.db" "$n" <<'PY'
import sqlite3, sys, time
db, n = sys.argv[1], int(sys.argv[2])
con = sqlite3.connect(db)
now = int(time.time() * 1000)
rows = ((f"K{i:011d}", "pending", "taipei" if i % 2 else "kaohsiung", "2026-12-01", "10:00", "lipoma",
         f"Patient {i}", "0912-345-678", "0912345678", f"p{i}@example.com", f"p{i}@example.com",
         "upper back", "3 cm", "A lump that has grown slowly over two years.", "en", now, now) for i in range(n))
con.executemany("INSERT INTO bookings (code, status, branch, preferred_date, preferred_time, tumor_type, name, phone,"
                " phone_digits, email, email_normalized, location, size, message, lang, created_at, updated_at)"
                " VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)", rows)
con.commit()
PY
start=$(date +%s.%N)
"$bin" backup "$work/backup"
backup_s=$(python3 -c "import sys; print(float(sys.argv[1]) - float(sys.argv[2]))" "$(date +%s.%N)" "$start")
export DATABASE_URL="sqlite://$work/restored/clinic.db" UPLOAD_STORE="file://$work/restored/uploads"
start=$(date +%s.%N)
"$bin" restore "$work/backup"
restore_s=$(python3 -c "import sys; print(float(sys.argv[1]) - float(sys.argv[2]))" "$(date +%s.%N)" "$start")
size="$(du -sh "$work/backup" | cut -f1)"
printf 'backup of %s bookings: %.2f s, %s on disk; restore: %.2f s\n' "$n" "$backup_s" "$size" "$restore_s"
node scripts/bench-table.mjs row backup "clinic backup / restore, $n bookings ($(basename "$(dirname "$bin")") build)" \
  "$(printf 'backup %.2f s, %s; restore %.2f s' "$backup_s" "$size" "$restore_s")"
