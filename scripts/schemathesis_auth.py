"""Schemathesis hooks for the staff API (loaded by scripts/schemathesis-server.sh via SCHEMATHESIS_HOOKS).

Authentication: every `/api/admin/*` case carries a real staff session. The provider creates an
account with `clinic admin create-user` (as the clinic creates its first admin), signs in over HTTP
the way the dashboard does (password, then the authenticator enrolment with a code computed here from
the secret the server hands out, RFC 6238) and sends the session cookie, the CSRF token and our origin
with every case. A new account for every sign-in: a fuzzed request may end the session (logout-all,
a password reset through a user id it saw), and a TOTP code cannot be used twice in its window.

Environment (set by the script):
  ST_BASE_URL      the server, e.g. http://127.0.0.1:PORT
  ST_CLINIC_BIN    the `clinic` binary; ST_DATABASE_URL the server's database
  ST_ROLE          `admin` (every branch) or `staff:<branch>` (one branch only)

Check: with a branch-limited account no answer may carry another branch's booking or slot.
"""

import base64
import hashlib
import hmac
import json
import os
import secrets
import struct
import subprocess
import time

import requests
import schemathesis

BASE = os.environ.get("ST_BASE_URL", "http://127.0.0.1:8080")
ROLE = os.environ.get("ST_ROLE", "admin")
PASSWORD = "fuzzing password " + secrets.token_hex(8)


def totp(secret_b32: str, at: float) -> str:
    """The 6-digit code an authenticator app shows at `at` (SHA-1, 30 s steps)."""
    key = base64.b32decode(secret_b32.upper() + "=" * (-len(secret_b32) % 8))
    digest = hmac.new(key, struct.pack(">q", int(at // 30)), hashlib.sha1).digest()
    offset = digest[19] & 0x0F
    number = struct.unpack(">I", digest[offset : offset + 4])[0] & 0x7FFFFFFF
    return f"{number % 1_000_000:06d}"


def create_account() -> str:
    """A new account of ST_ROLE in the server's database; answers its e-mail."""
    role, _, branch = ROLE.partition(":")
    email = f"fuzz-{role}-{secrets.token_hex(6)}@clinic.example"
    args = [os.environ["ST_CLINIC_BIN"], "admin", "create-user", "--email", email, "--role", role]
    if branch:
        args += ["--branch", branch]
    env = dict(os.environ, DATABASE_URL=os.environ["ST_DATABASE_URL"])
    subprocess.run(args, input=PASSWORD + "\n", text=True, env=env, check=True, capture_output=True)
    return email


def sign_in() -> dict:
    """Signs a new account in; answers the cookie header and the CSRF token."""
    email = create_account()
    http = requests.Session()
    # The fuzzer's own failed sign-ins lock its address out (per-address lock-out, 15 minutes): the
    # server trusts X-Forwarded-For from the loopback in these runs only, and each sign-in of this
    # provider comes from an address of its own (198.18.0.0/15, for benchmarks).
    client = f"198.18.{secrets.randbelow(256)}.{1 + secrets.randbelow(254)}"
    origin = {"Origin": BASE, "X-Forwarded-For": client}
    res = http.post(f"{BASE}/api/admin/session", json={"email": email, "password": PASSWORD}, headers=origin, timeout=30)
    res.raise_for_status()
    step = res.json()
    if step.get("next") != "enrol":
        raise RuntimeError(f"a new account should enrol first: {step}")
    res = http.post(
        f"{BASE}/api/admin/session/totp", json={"code": totp(step["secret"], time.time())}, headers=origin, timeout=30
    )
    res.raise_for_status()
    session = http.cookies.get("clinic_session") or http.cookies.get("__Host-clinic_session")
    if not session:
        raise RuntimeError("the code step set no session cookie")
    return {"cookie": f"clinic_session={session}", "csrf": res.json()["csrfToken"]}


@schemathesis.auth(refresh_interval=600).apply_to(path_regex=r"^/api/admin/")
class StaffSession:
    """A signed-in staff member's browser (re-signs in with a new account after a 401)."""

    def get(self, case, context):
        return sign_in()

    def set(self, case, data, context):
        case.headers = case.headers or {}
        # The fuzzer may generate a Cookie header of its own (the security scheme): ours wins.
        case.headers["Cookie"] = data["cookie"]
        case.headers["X-CSRF-Token"] = data["csrf"]
        case.headers["Origin"] = BASE


def _branches(value, found):
    if isinstance(value, dict):
        for k, v in value.items():
            if k == "branch" and isinstance(v, str):
                found.add(v)
            else:
                _branches(v, found)
    elif isinstance(value, list):
        for v in value:
            _branches(v, found)


@schemathesis.check
def no_other_branch(ctx, response, case):
    """A branch-limited account never sees another branch's data."""
    role, _, branch = ROLE.partition(":")
    if not branch or not case.path.startswith("/api/admin/") or response.status_code >= 300:
        return None
    kinds = [v for k, vs in response.headers.items() if k.lower() == "content-type" for v in vs]
    if not any("json" in v for v in kinds) or not response.text:
        return None
    text = response.text
    found = set()
    _branches(json.loads(text), found)
    others = found - {branch, ""}
    if others:
        raise AssertionError(f"a {branch} account saw data of {sorted(others)} in {case.method} {case.path}")
    return None
