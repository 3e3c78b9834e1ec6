-- Waitlist and retention (issue 13 points 5 and 7). Times are Unix milliseconds, like 0001.

-- Patients waiting for a seat at a branch on a day (and, if they named one, at one time).
CREATE TABLE waitlist_entries (
    id TEXT PRIMARY KEY NOT NULL,
    branch TEXT NOT NULL,
    wait_date TEXT NOT NULL,                 -- YYYY-MM-DD, clinic time
    wait_time TEXT,                          -- HH:mm, or NULL for any slot of the day
    name TEXT NOT NULL,
    phone TEXT NOT NULL,
    phone_digits TEXT NOT NULL,
    email TEXT NOT NULL,
    email_normalized TEXT NOT NULL,
    tumor_type TEXT NOT NULL,
    lang TEXT NOT NULL,
    status TEXT NOT NULL,                    -- waiting | offered | booked | lapsed
    booking_code TEXT,                       -- the booking an accepted offer made
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL,
    purged_at INTEGER
);
CREATE INDEX waitlist_queue ON waitlist_entries (status, branch, wait_date, created_at);
CREATE INDEX waitlist_day ON waitlist_entries (wait_date, branch, created_at);

-- A seat offered to one waiting patient. While 'held' the seat is counted in slot_counts like a
-- booking's, so nobody else can take it; the link's id is the capability (like a confirmation code).
CREATE TABLE waitlist_offers (
    id TEXT PRIMARY KEY NOT NULL,
    entry_id TEXT NOT NULL REFERENCES waitlist_entries(id),
    branch TEXT NOT NULL,
    slot_date TEXT NOT NULL,
    slot_time TEXT NOT NULL,
    status TEXT NOT NULL,                    -- held | taken | expired
    offered_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    closed_at INTEGER
);
CREATE INDEX waitlist_offers_held ON waitlist_offers (status, expires_at);
CREATE INDEX waitlist_offers_of ON waitlist_offers (entry_id);

-- Background tasks that exactly one instance runs at a time (waitlist offers, the daily purge): an
-- instance takes a task by moving its lease ahead with a conditional UPDATE, like the outbox's claim.
CREATE TABLE task_leases (
    name TEXT PRIMARY KEY NOT NULL,
    holder TEXT NOT NULL,
    lease_until INTEGER NOT NULL
);
INSERT INTO task_leases (name, holder, lease_until) VALUES ('waitlist', '', 0);
INSERT INTO task_leases (name, holder, lease_until) VALUES ('retention', '', 0);

-- When retention or an erasure request removed a submission's personal data (its counts remain).
ALTER TABLE bookings ADD COLUMN purged_at INTEGER;
ALTER TABLE inquiries ADD COLUMN purged_at INTEGER;
ALTER TABLE assessments ADD COLUMN purged_at INTEGER;
