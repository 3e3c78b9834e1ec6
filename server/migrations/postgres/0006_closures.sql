-- Closures and capacity changes (issue 13): the exceptions to the weekly hours of content/clinics.json.
-- Times are Unix milliseconds (BIGINT); dates `YYYY-MM-DD` and times `HH:mm` in clinic time, like slot_counts.

-- A branch closed for a whole day, part of a day, or a range of days, with the reason staff gave.
-- start_time/end_time NULL: the whole of every day in the range; otherwise slots starting at or
-- after start_time and before end_time, on every day of the range.
CREATE TABLE closures (
    id TEXT PRIMARY KEY NOT NULL,
    branch TEXT NOT NULL,
    first_date TEXT NOT NULL,
    last_date TEXT NOT NULL,
    start_time TEXT,
    end_time TEXT,
    reason TEXT NOT NULL,
    created_at BIGINT NOT NULL,
    created_by TEXT NOT NULL
);
CREATE INDEX closures_branch_days ON closures (branch, last_date, first_date);

-- Seats of one slot (slot_time 'HH:mm') or of every slot of a day (slot_time '') set by staff; a
-- slot's own change wins over its day's.
CREATE TABLE capacity_changes (
    branch TEXT NOT NULL,
    slot_date TEXT NOT NULL,
    slot_time TEXT NOT NULL,
    capacity BIGINT NOT NULL,
    reason TEXT NOT NULL,
    changed_at BIGINT NOT NULL,
    changed_by TEXT NOT NULL,
    PRIMARY KEY (branch, slot_date, slot_time)
);

-- What the two tables above mean for each slot, written in the same transaction as they are: the
-- seat statements read it under the slot row's lock, so a booking never lands in a slot closed (or
-- shrunk) by a transaction that committed first. capacity NULL: the configured CLINIC_SLOT_CAPACITY.
ALTER TABLE slot_counts ADD COLUMN capacity BIGINT;
ALTER TABLE slot_counts ADD COLUMN closed BIGINT NOT NULL DEFAULT 0;
