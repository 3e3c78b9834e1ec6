#!/usr/bin/env python3
"""Fault rounds against a real `clinic serve` (scripts/fault.sh runs them; python3 standard library only).

  kill N      kill -9 under mixed load (bookings, inquiries, assessments with photos), N rounds on one
              SQLite data folder: every acknowledged submission is stored, no photo file without its
              row, no row without its file.
  disk        the data folder on a small tmpfs, filled up under load: submissions get 503, nothing is
              half stored, and once space returns the same server takes submissions again.
  postgres    PostgreSQL (TEST_DATABASE_URL, PGDATA and PGBIN from scripts/with-postgres.sh) stopped and
              started again under load: 503 while it is down, never 500, no restart of the server.

Every submission carries a unique token in its e-mail address, so a refused one can be looked for too.
Prints one RESULT line per scenario and exits non-zero on any violation.
"""
import datetime
import json
import os
import random
import shutil
import signal
import socket
import sqlite3
import subprocess
import sys
import tempfile
import threading
import time
import urllib.error
import urllib.request
import uuid
import zlib

BIN = os.environ["CLINIC_BIN"]
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
failures = []


def fail(msg):
    failures.append(msg)
    print("FAULT: " + msg, file=sys.stderr)


def free_port():
    s = socket.socket()
    s.bind(("127.0.0.1", 0))
    port = s.getsockname()[1]
    s.close()
    return port


def png(width, height, seed):
    """A small valid PNG (RGB, no filter), different for each seed."""
    rnd = random.Random(seed)
    raw = b"".join(b"\x00" + bytes(rnd.randrange(256) for _ in range(width * 3)) for _ in range(height))

    def chunk(kind, data):
        return len(data).to_bytes(4, "big") + kind + data + zlib.crc32(kind + data).to_bytes(4, "big")

    ihdr = width.to_bytes(4, "big") + height.to_bytes(4, "big") + bytes([8, 2, 0, 0, 0])
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr) + chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b"")


class Server:
    def __init__(self, env, log):
        self.port = free_port()
        self.base = f"http://127.0.0.1:{self.port}"
        self.env = dict(os.environ, CLINIC_ADDR=f"127.0.0.1:{self.port}", CLINIC_RATE_LIMIT="0",
                        CLINIC_UPLOAD_BYTES_PER_MINUTE="0", CLINIC_SLOT_CAPACITY="100000000",
                        CLINIC_CONTENT=f"{ROOT}/content", CLINIC_I18N=f"{ROOT}/i18n",
                        CLINIC_DIST=f"{ROOT}/frontend/dist", RUST_LOG="warn", **env)
        self.log = log
        self.proc = None

    def start(self):
        with open(self.log, "a") as log:
            self.proc = subprocess.Popen([BIN, "serve"], env=self.env, stdout=log, stderr=log)
        deadline = time.time() + 60
        while time.time() < deadline:
            try:
                with urllib.request.urlopen(self.base + "/healthz", timeout=2):
                    return
            except OSError:
                if self.proc.poll() is not None:
                    break
                time.sleep(0.05)
        raise SystemExit("fault: the server did not start:\n" + open(self.log).read()[-3000:])

    def kill9(self):
        self.proc.send_signal(signal.SIGKILL)
        self.proc.wait()

    def stop(self):
        if self.proc and self.proc.poll() is None:
            self.proc.terminate()
            self.proc.wait(timeout=60)


def open_days(base, n=40):
    """Bookable (date, time) slots of Taipei from the server's own availability answer."""
    today = datetime.date.today()
    url = f"{base}/api/availability?branch=taipei&from={today}&to={today + datetime.timedelta(days=60)}"
    with urllib.request.urlopen(url, timeout=30) as r:
        slots = [(s["date"], s["time"]) for s in json.load(r)["slots"]]
    return slots[:n] if len(slots) > n else slots


def post(base, path, body, content_type, timeout=30):
    req = urllib.request.Request(base + path, data=body, method="POST", headers={"Content-Type": content_type})
    try:
        with urllib.request.urlopen(req, timeout=timeout) as r:
            return r.status, json.loads(r.read() or b"null")
    except urllib.error.HTTPError as e:
        try:
            return e.code, json.loads(e.read() or b"null")
        except ValueError:
            return e.code, None


def multipart(data, photos):
    boundary = "fault" + uuid.uuid4().hex
    out = [f"--{boundary}\r\nContent-Disposition: form-data; name=\"data\"\r\nContent-Type: application/json\r\n\r\n".encode()
           + json.dumps(data).encode() + b"\r\n"]
    for i, p in enumerate(photos):
        out.append(f"--{boundary}\r\nContent-Disposition: form-data; name=\"images\"; filename=\"p{i}.png\"\r\n"
                   f"Content-Type: image/png\r\n\r\n".encode() + p + b"\r\n")
    out.append(f"--{boundary}--\r\n".encode())
    return b"".join(out), f"multipart/form-data; boundary={boundary}"


class Load:
    """Threads sending bookings, inquiries and assessments with photos until stopped; keeps what was
    acknowledged (201) and what was refused (by status), each with its token."""

    def __init__(self, base, slots, threads=6, photo_side=48):
        self.base, self.slots, self.photo_side = base, slots, photo_side
        self.acked = {"booking": {}, "inquiry": {}, "assessment": {}}  # token -> code or id
        self.statuses = {}
        self.refused_tokens = []  # (kind, token, status) of answers other than 201
        self.lock = threading.Lock()
        self.stopping = threading.Event()
        self.threads = [threading.Thread(target=self.run, args=(i,), daemon=True) for i in range(threads)]

    def one(self, n):
        token = uuid.uuid4().hex[:12]
        email = f"f{token}@example.com"
        kind = ("booking", "inquiry", "assessment")[n % 3]
        if kind == "booking":
            date, time_ = random.choice(self.slots)
            body = {"name": "Fault Patient", "phone": "0912-345-678", "email": email, "branch": "taipei",
                    "preferredDate": date, "preferredTime": time_, "tumorType": "lipoma", "termsAccepted": True,
                    "lang": "en"}
            status, answer = post(self.base, "/api/bookings", json.dumps(body).encode(), "application/json")
            key = answer and answer.get("confirmationCode", "").replace("-", "")
        elif kind == "inquiry":
            body = {"name": "Fault Patient", "email": email, "subject": "A question",
                    "message": "Can you remove a lipoma on my back?", "inquiryType": "general", "lang": "en"}
            status, answer = post(self.base, "/api/inquiries", json.dumps(body).encode(), "application/json")
            key = answer and answer.get("id")
        else:
            data = {"size": "2_to_5cm", "location": "back", "duration": "over_year", "patientAge": 42,
                    "symptoms": ["none"], "termsAccepted": True, "healthDataConsent": True, "lang": "en", "email": email}
            photos = [png(self.photo_side, self.photo_side, f"{token}{i}") for i in range(1 + n % 2)]
            body, ctype = multipart(data, photos)
            status, answer = post(self.base, "/api/assessments", body, ctype, timeout=60)
            key = answer and answer.get("id")
        with self.lock:
            self.statuses[status] = self.statuses.get(status, 0) + 1
            if status == 201:
                self.acked[kind][token] = key
            else:
                self.refused_tokens.append((kind, token, status))
        return status

    def run(self, i):
        n = i
        while not self.stopping.is_set():
            n += 1
            try:
                self.one(n)
            except (OSError, ValueError):
                # The connection went away (the server was killed): nothing was acknowledged.
                with self.lock:
                    self.statuses["conn"] = self.statuses.get("conn", 0) + 1
                if self.stopping.is_set():
                    return
                time.sleep(0.05)

    def start(self):
        for t in self.threads:
            t.start()

    def stop(self):
        self.stopping.set()
        for t in self.threads:
            t.join(timeout=120)

    def total_acked(self):
        return sum(len(v) for v in self.acked.values())


def photo_files(upload_dir):
    out = set()
    for dirpath, _, files in os.walk(upload_dir):
        for f in files:
            out.add(os.path.relpath(os.path.join(dirpath, f), upload_dir))
    return out


def check_sqlite(db_path, upload_dir, loads, refused_must_be_absent=True):
    """Every acknowledged submission stored; files and rows match one to one. Returns the counts."""
    con = sqlite3.connect(f"file:{db_path}?mode=ro", uri=True, timeout=30)
    bookings = {r[0]: r[1] for r in con.execute("SELECT email, code FROM bookings")}
    inquiries = {r[0]: r[1] for r in con.execute("SELECT email, id FROM inquiries")}
    assessments = {r[0]: r[1] for r in con.execute("SELECT email, id FROM assessments")}
    rows = {r[0] for r in con.execute("SELECT object_path FROM assessment_photos")}
    con.close()
    stored = {"booking": bookings, "inquiry": inquiries, "assessment": assessments}
    acked = found = 0
    for load in loads:
        for kind, tokens in load.acked.items():
            for token, key in tokens.items():
                acked += 1
                got = stored[kind].get(f"f{token}@example.com")
                if got is None or got != key:
                    fail(f"acknowledged {kind} {key} (token {token}) is not stored")
                else:
                    found += 1
        if refused_must_be_absent:
            for kind, token, status in load.refused_tokens:
                if status in (503, 500) and f"f{token}@example.com" in stored[kind]:
                    fail(f"a {kind} answered {status} was stored anyway (token {token})")
    files = photo_files(upload_dir)
    for f in sorted(files - rows):
        fail(f"photo file without its row: {f}")
    for r in sorted(rows - files):
        fail(f"photo row without its file: {r}")
    return acked, found, len(rows), len(files)


def no_panic(log):
    text = open(log, errors="replace").read()
    if "panicked" in text:
        fail(f"the server panicked (see {log})")


def scenario_kill(rounds):
    work = tempfile.mkdtemp(prefix="clinic-fault-kill.")
    data = os.path.join(work, "data")
    log = os.path.join(work, "server.log")
    env = {"DATABASE_URL": f"sqlite://{data}/clinic.db", "UPLOAD_STORE": f"file://{data}/uploads",
           "CLINIC_ORPHAN_GRACE_SECS": "0"}
    server = Server(env, log)
    server.start()
    slots = open_days(server.base)
    loads = []
    orphans_seen = 0
    for r in range(rounds):
        load = Load(server.base, slots)
        load.start()
        time.sleep(random.uniform(0.8, 2.5))
        server.kill9()
        load.stop()
        loads.append(load)
        # Photos the killed requests stored before their rows committed: the restart must remove them.
        con = sqlite3.connect(f"file:{data}/clinic.db?mode=ro", uri=True, timeout=30)
        rows_now = {r[0] for r in con.execute("SELECT object_path FROM assessment_photos")}
        con.close()
        left = len(photo_files(f"{data}/uploads") - rows_now)
        orphans_seen += left
        server.start()  # recovery, and the sweep of photos left by the killed requests
        acked, found, rows, files = check_sqlite(f"{data}/clinic.db", f"{data}/uploads", loads)
        print(f"  round {r + 1}: acknowledged {acked}, stored {found}; photo rows {rows}, files {files} "
              f"({left} left by the kill, removed at start); "
              f"answers {load.statuses}", flush=True)
    server.stop()
    no_panic(log)
    acked, found, rows, files = check_sqlite(f"{data}/clinic.db", f"{data}/uploads", loads)
    print(f"RESULT kill-9: {rounds} rounds, acknowledged {acked}, stored {found}, photo rows {rows}, photo files {files}; "
          f"{orphans_seen} photos left by killed requests, all removed at restart")
    # Every kind must have been exercised, or the round proves nothing about it (an API change that
    # refuses the load's requests would otherwise pass as "nothing lost").
    for kind in ("booking", "inquiry", "assessment"):
        if not any(load.acked[kind] for load in loads):
            fail(f"no {kind} was acknowledged in the kill rounds: the load's requests are refused")
    if rows == 0:
        fail("no photo was stored in the kill rounds")
    if not failures:
        shutil.rmtree(work, ignore_errors=True)


def fill(path):
    """Writes a file until the disk refuses (ENOSPC)."""
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    try:
        for size in (1 << 20, 4096, 512):
            block = b"\0" * size
            try:
                while True:
                    os.write(fd, block)
            except OSError:
                pass
    finally:
        os.close(fd)


def mount_tmpfs(path, size):
    os.makedirs(path, exist_ok=True)
    res = subprocess.run(["mount", "-t", "tmpfs", "-o", f"size={size},mode=0700", "tmpfs", path],
                         capture_output=True, text=True)
    return res.returncode == 0


def scenario_disk():
    work = tempfile.mkdtemp(prefix="clinic-fault-disk.")
    data = os.path.join(work, "data")
    if not mount_tmpfs(data, "48m"):
        raise SystemExit("fault: cannot mount a tmpfs (run as root, or under `unshare -Urm`)")
    log = os.path.join(work, "server.log")
    try:
        env = {"DATABASE_URL": f"sqlite://{data}/clinic.db", "UPLOAD_STORE": f"file://{data}/uploads"}
        server = Server(env, log)
        server.start()
        slots = open_days(server.base)
        before = Load(server.base, slots, threads=3)
        for n in range(9):
            before.one(n)
        filler = os.path.join(data, "filler")
        fill(filler)
        full = Load(server.base, slots, threads=4, photo_side=160)
        full.start()
        deadline = time.time() + 20
        while time.time() < deadline and full.statuses.get(503, 0) < 12:
            time.sleep(0.2)
        full.stop()
        print(f"  disk full: answers {full.statuses}", flush=True)
        if full.statuses.get(503, 0) == 0:
            fail("no 503 while the disk was full")
        for status in full.statuses:
            if status not in (201, 503):
                fail(f"{full.statuses[status]} answers with status {status} while the disk was full")
        os.remove(filler)
        after = Load(server.base, slots, threads=3)
        recovered_in = None
        start = time.time()
        while time.time() - start < 30:
            if after.one(len(after.refused_tokens)) == 201 and after.one(1) == 201 and after.one(2) == 201:
                recovered_in = time.time() - start
                break
            time.sleep(0.2)
        if recovered_in is None:
            fail("submissions still refused 30 s after space returned")
        for n in range(9):
            after.one(n)
        server.stop()
        no_panic(log)
        acked, found, rows, files = check_sqlite(f"{data}/clinic.db", f"{data}/uploads", [before, full, after])
        refused = sum(1 for _, _, s in full.refused_tokens if s == 503)
        print(f"RESULT disk-full: 503s {refused}, other non-201 "
              f"{sum(v for k, v in full.statuses.items() if k not in (201, 503))}, recovered by itself in "
              f"{recovered_in if recovered_in is None else round(recovered_in, 1)} s; acknowledged {acked}, stored "
              f"{found}, photo rows {rows}, files {files}")
    finally:
        if failures and os.environ.get("FAULT_KEEP"):
            print(f"fault: kept {data} for a look (umount it afterwards)", file=sys.stderr)
        else:
            subprocess.run(["umount", "-l", data], capture_output=True)
            if not failures:
                shutil.rmtree(work, ignore_errors=True)


def pg_ctl(*args):
    cmd = [os.path.join(os.environ["PGBIN"], "pg_ctl"), "-D", os.environ["PGDATA"], *args]
    if os.getuid() == 0:
        cmd = ["runuser", "-u", "postgres", "--"] + cmd
    subprocess.run(cmd, check=True, capture_output=True)


def scenario_postgres():
    admin = os.environ["TEST_DATABASE_URL"]
    name = "fault_" + uuid.uuid4().hex[:8]
    psql = [os.path.join(os.environ["PGBIN"], "psql"), admin, "-qAtX", "-v", "ON_ERROR_STOP=1"]
    subprocess.run(psql + ["-c", f"CREATE DATABASE {name}"], check=True, capture_output=True)
    url = admin.rsplit("/", 1)[0] + "/" + name
    work = tempfile.mkdtemp(prefix="clinic-fault-pg.")
    log = os.path.join(work, "server.log")
    server = Server({"DATABASE_URL": url, "UPLOAD_STORE": f"file://{work}/uploads"}, log)
    server.start()
    slots = open_days(server.base)
    up = Load(server.base, slots, threads=4)
    up.start()
    time.sleep(1.5)
    pg_ctl("-m", "fast", "-w", "stop")
    down = Load(server.base, slots, threads=4)
    up.stop()  # requests in flight when it stopped end now, one way or another
    down.start()
    time.sleep(4)
    down.stop()
    print(f"  before the stop: answers {up.statuses}; while down: answers {down.statuses}", flush=True)
    pg_ctl("-w", "-l", os.path.join(os.path.dirname(os.environ["PGDATA"]), "server.log"),
           "-o", os.environ["PG_SERVER_OPTIONS"], "start")
    after = Load(server.base, slots, threads=2)
    recovered_in = None
    start = time.time()
    while time.time() - start < 60:
        if after.one(len(after.statuses)) == 201 and after.one(1) == 201 and after.one(2) == 201:
            recovered_in = time.time() - start
            break
        time.sleep(0.2)
    for n in range(12):
        after.one(n)
    print(f"  after the restart: answers {after.statuses}", flush=True)
    if recovered_in is None:
        fail("submissions still refused 60 s after PostgreSQL came back")
    if down.statuses.get(503, 0) == 0:
        fail("no 503 while PostgreSQL was down")
    for load, when in ((up, "around the stop"), (down, "while down"), (after, "after the restart")):
        for status, n in load.statuses.items():
            if status not in (201, 503):
                fail(f"{n} answers with status {status} {when}")
    server.stop()
    no_panic(log)
    # Every acknowledged submission is in the database (rows read through psql).
    acked = found = 0
    for kind, table, col in (("booking", "bookings", "code"), ("inquiry", "inquiries", "id"),
                             ("assessment", "assessments", "id")):
        out = subprocess.run([os.path.join(os.environ["PGBIN"], "psql"), url, "-qAtX", "-F", " ", "-c",
                              f"SELECT email, {col} FROM {table}"], check=True, capture_output=True, text=True).stdout
        stored = dict(line.split(" ", 1) for line in out.splitlines() if line)
        for load in (up, down, after):
            for token, key in load.acked[kind].items():
                acked += 1
                if stored.get(f"f{token}@example.com") == key:
                    found += 1
                else:
                    fail(f"acknowledged {kind} {key} is not stored")
            for k, token, status in load.refused_tokens:
                if k == kind and status in (500, 503) and f"f{token}@example.com" in stored:
                    fail(f"a {kind} answered {status} was stored anyway")
    print(f"RESULT postgres-restart: 503s while down {down.statuses.get(503, 0)}, 500s "
          f"{sum(l.statuses.get(500, 0) for l in (up, down, after))}, recovered without a server restart in "
          f"{recovered_in if recovered_in is None else round(recovered_in, 1)} s; acknowledged {acked}, stored {found}")
    if not failures:
        shutil.rmtree(work, ignore_errors=True)


def main():
    what = sys.argv[1] if len(sys.argv) > 1 else ""
    if what == "kill":
        scenario_kill(int(sys.argv[2]) if len(sys.argv) > 2 else 20)
    elif what == "disk":
        scenario_disk()
    elif what == "postgres":
        scenario_postgres()
    else:
        raise SystemExit(__doc__)
    if failures:
        print(f"fault: {len(failures)} violation(s)", file=sys.stderr)
        sys.exit(1)


if __name__ == "__main__":
    main()
