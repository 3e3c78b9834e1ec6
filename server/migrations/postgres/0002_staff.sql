-- Staff accounts, their sessions, sign-in throttling and the audit log (issue 12).
-- Times are Unix milliseconds (BIGINT), like 0001.

CREATE TABLE staff_users (
    id TEXT PRIMARY KEY NOT NULL,
    email TEXT NOT NULL UNIQUE,              -- lower-cased
    role TEXT NOT NULL,                      -- admin | staff
    branch TEXT,                             -- taipei | kaohsiung; NULL = every branch
    password_hash TEXT NOT NULL,             -- argon2id PHC string
    totp_secret TEXT,                        -- hex; set at the first password step, confirmed by a code
    totp_enabled BIGINT NOT NULL DEFAULT 0, -- 1 once a code proved the enrolment
    totp_last_step BIGINT NOT NULL DEFAULT 0, -- the last accepted time step: a code works once
    disabled BIGINT NOT NULL DEFAULT 0,
    created_at BIGINT NOT NULL,
    updated_at BIGINT NOT NULL
);

-- One-time recovery codes, stored as SHA-256 (they are long random strings, so no slow hash is needed).
CREATE TABLE staff_recovery_codes (
    user_id TEXT NOT NULL REFERENCES staff_users(id),
    code_hash TEXT NOT NULL,
    used_at BIGINT,
    PRIMARY KEY (user_id, code_hash)
);

-- Sessions live in the database so any instance can serve them; only a hash of the id is stored.
CREATE TABLE staff_sessions (
    id_hash TEXT PRIMARY KEY NOT NULL,       -- SHA-256 of the cookie's 256-bit id
    user_id TEXT NOT NULL REFERENCES staff_users(id),
    stage TEXT NOT NULL,                     -- 'code' (password done, one-time code next) | 'active'
    csrf_token TEXT NOT NULL,
    ip TEXT NOT NULL,
    created_at BIGINT NOT NULL,
    last_seen_at BIGINT NOT NULL
);
CREATE INDEX staff_sessions_user ON staff_sessions (user_id);

-- Sign-in attempts per account ('account:<email>') and per client address ('ip:<address>').
CREATE TABLE signin_attempts (
    scope TEXT PRIMARY KEY NOT NULL,
    failures BIGINT NOT NULL,
    window_start BIGINT NOT NULL,
    last_failure_at BIGINT NOT NULL,
    locked_until BIGINT NOT NULL DEFAULT 0
);

-- Append-only: each row carries the hash of the row before (prev_hash) and of its own content (hash).
-- Ids are given by the writer (last + 1), so a gap, an edit or a fork is detectable.
CREATE TABLE audit_log (
    id BIGINT PRIMARY KEY NOT NULL,
    at BIGINT NOT NULL,
    actor_id TEXT,
    actor_email TEXT NOT NULL,
    action TEXT NOT NULL,
    target_kind TEXT NOT NULL,
    target_id TEXT NOT NULL,
    ip TEXT NOT NULL,
    detail TEXT NOT NULL,                    -- JSON, as hashed
    prev_hash TEXT NOT NULL UNIQUE,
    hash TEXT NOT NULL
);
CREATE INDEX audit_log_at ON audit_log (at);
CREATE INDEX audit_log_actor ON audit_log (actor_email, at);
CREATE INDEX audit_log_action ON audit_log (action, at);

-- The application never edits or deletes audit rows; the database refuses it too.
CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    RAISE EXCEPTION 'audit_log is append-only';
END;
$$;
CREATE TRIGGER audit_log_no_change BEFORE UPDATE OR DELETE ON audit_log
    FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();
