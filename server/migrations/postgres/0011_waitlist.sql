-- Waitlist (issue 13 point 5). Times are Unix milliseconds, dates `YYYY-MM-DD` and times `HH:mm` in
-- clinic time, like slot_counts.

-- Patients waiting for a seat at a branch on a day (and, if they named one, at one time).
CREATE TABLE waitlist_entries (
    id TEXT PRIMARY KEY NOT NULL,
    branch TEXT NOT NULL,
    wait_date TEXT NOT NULL,
    wait_time TEXT,                          -- NULL: any slot of the day
    name TEXT NOT NULL,
    phone TEXT NOT NULL,
    email TEXT NOT NULL,
    tumor_type TEXT NOT NULL,
    lang TEXT NOT NULL,
    status TEXT NOT NULL,                    -- waiting | offered | booked | lapsed
    booking_code TEXT,                       -- the booking a taken offer made
    created_at BIGINT NOT NULL,
    updated_at BIGINT NOT NULL
);
CREATE INDEX waitlist_queue ON waitlist_entries (status, branch, wait_date, created_at);
CREATE INDEX waitlist_day ON waitlist_entries (wait_date, branch, created_at);

-- A seat offered to one waiting patient. While 'held' the seat is taken in slot_counts (storage::seats),
-- so nobody else can book it; the offer's id in the patient's link is the capability.
CREATE TABLE waitlist_offers (
    id TEXT PRIMARY KEY NOT NULL,
    entry_id TEXT NOT NULL REFERENCES waitlist_entries(id),
    branch TEXT NOT NULL,
    slot_date TEXT NOT NULL,
    slot_time TEXT NOT NULL,
    status TEXT NOT NULL,                    -- held | taken | expired
    offered_at BIGINT NOT NULL,
    expires_at BIGINT NOT NULL,
    closed_at BIGINT
);
CREATE INDEX waitlist_offers_held ON waitlist_offers (status, expires_at);
CREATE INDEX waitlist_offers_of ON waitlist_offers (entry_id);

-- The waitlist task's lease: one instance at a time runs a pass, taking the lease with a conditional
-- UPDATE in the pass's own transaction (a dead instance's lease simply runs out).
CREATE TABLE waitlist_lease (
    name TEXT PRIMARY KEY NOT NULL,
    holder TEXT NOT NULL,
    lease_until BIGINT NOT NULL
);
INSERT INTO waitlist_lease (name, holder, lease_until) VALUES ('offers', '', 0);
