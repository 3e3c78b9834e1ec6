-- Times are Unix milliseconds (INTEGER) so both backends share one code path.
CREATE TABLE bookings (
    code TEXT PRIMARY KEY NOT NULL,          -- canonical confirmation code, no dashes
    status TEXT NOT NULL,
    branch TEXT NOT NULL,
    preferred_date TEXT NOT NULL,
    preferred_time TEXT NOT NULL,
    tumor_type TEXT NOT NULL,
    name TEXT NOT NULL,
    phone TEXT NOT NULL,
    phone_digits TEXT NOT NULL,
    email TEXT NOT NULL,
    email_normalized TEXT NOT NULL,
    location TEXT,
    size TEXT,
    message TEXT,
    lang TEXT NOT NULL,
    created_at BIGINT NOT NULL,
    updated_at BIGINT NOT NULL
);

-- Seats taken per branch and slot; the booking transaction increments it only below capacity.
CREATE TABLE slot_counts (
    branch TEXT NOT NULL,
    slot_date TEXT NOT NULL,
    slot_time TEXT NOT NULL,
    taken BIGINT NOT NULL,
    PRIMARY KEY (branch, slot_date, slot_time)
);

CREATE TABLE inquiries (
    id TEXT PRIMARY KEY NOT NULL,
    name TEXT NOT NULL,
    email TEXT NOT NULL,
    phone TEXT,
    subject TEXT NOT NULL,
    message TEXT NOT NULL,
    inquiry_type TEXT NOT NULL,
    lang TEXT NOT NULL,
    received_at BIGINT NOT NULL
);

CREATE TABLE assessments (
    id TEXT PRIMARY KEY NOT NULL,
    answers TEXT NOT NULL,                   -- the validated answers as JSON
    result TEXT NOT NULL,                    -- the triage result as JSON
    email TEXT,
    lang TEXT NOT NULL,
    created_at BIGINT NOT NULL
);

CREATE TABLE assessment_photos (
    id TEXT PRIMARY KEY NOT NULL,
    assessment_id TEXT NOT NULL REFERENCES assessments(id),
    object_path TEXT NOT NULL,               -- server-generated name in the upload store
    content_type TEXT NOT NULL,
    bytes BIGINT NOT NULL,
    width BIGINT NOT NULL,
    height BIGINT NOT NULL
);

-- Messages to send, written in the same transaction as what they announce.
CREATE TABLE outbox (
    id BIGSERIAL PRIMARY KEY,
    kind TEXT NOT NULL,                      -- booking_created | booking_cancelled | inquiry_received
    ref_id TEXT NOT NULL,
    lang TEXT NOT NULL,
    created_at BIGINT NOT NULL,
    attempts BIGINT NOT NULL DEFAULT 0,
    next_attempt_at BIGINT NOT NULL,
    sent_at BIGINT,
    last_error TEXT
);
CREATE INDEX outbox_due ON outbox (sent_at, next_attempt_at);

CREATE TABLE idempotency_keys (
    idem_key TEXT PRIMARY KEY NOT NULL,
    fingerprint TEXT NOT NULL,
    status BIGINT NOT NULL,
    body TEXT NOT NULL,
    created_at BIGINT NOT NULL
);
CREATE INDEX idempotency_created ON idempotency_keys (created_at);
