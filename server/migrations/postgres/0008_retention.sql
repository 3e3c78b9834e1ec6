-- Retention and erasure (issue 13 point 7, docs/retention.md). Times are Unix milliseconds (BIGINT), like 0001.

-- Background tasks that exactly one instance runs at a time (the daily purge): an instance takes a
-- task by moving its lease ahead with one conditional UPDATE, like the outbox's and reminders' claims.
CREATE TABLE task_leases (
    name TEXT PRIMARY KEY NOT NULL,
    holder TEXT NOT NULL,
    lease_until BIGINT NOT NULL,
    finished_at BIGINT NOT NULL DEFAULT 0       -- when its last run ended (0: never)
);
INSERT INTO task_leases (name, holder, lease_until) VALUES ('retention', '', 0);

-- When retention or an erasure request emptied a submission's personal data. The row itself stays,
-- naming nobody, so the dashboard's counts and figures stay whole.
ALTER TABLE bookings ADD COLUMN purged_at BIGINT;
ALTER TABLE inquiries ADD COLUMN purged_at BIGINT;
ALTER TABLE assessments ADD COLUMN purged_at BIGINT;
