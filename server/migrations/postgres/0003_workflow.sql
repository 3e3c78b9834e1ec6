-- The clinic's side of a submission (issue 12): where it stands, who has it, its history and notes.
-- Times are Unix milliseconds (BIGINT), like 0001.

-- Bookings keep their status column (pending | confirmed | completed | no_show | cancelled).
ALTER TABLE bookings ADD COLUMN assignee_id TEXT;
-- The first time staff acted on it (status change, reply, review): unset after 24 h means "overdue".
ALTER TABLE bookings ADD COLUMN first_response_at BIGINT;

ALTER TABLE inquiries ADD COLUMN status TEXT NOT NULL DEFAULT 'new';   -- new | answered | closed
ALTER TABLE inquiries ADD COLUMN assignee_id TEXT;
ALTER TABLE inquiries ADD COLUMN first_response_at BIGINT;

ALTER TABLE assessments ADD COLUMN status TEXT NOT NULL DEFAULT 'new'; -- new | reviewed | closed
-- The triage result's urgency (high | medium | low), copied out of `result` so lists can filter on it.
ALTER TABLE assessments ADD COLUMN urgency TEXT NOT NULL DEFAULT 'medium';
-- The urgency a clinician confirmed or set at review; NULL until reviewed.
ALTER TABLE assessments ADD COLUMN reviewed_urgency TEXT;
ALTER TABLE assessments ADD COLUMN assignee_id TEXT;
ALTER TABLE assessments ADD COLUMN first_response_at BIGINT;
UPDATE assessments SET urgency = COALESCE(result::json ->> 'urgency', 'medium');

-- Everything staff did to a submission: status changes, replies, reviews, reschedules, notes
-- (action 'note': internal, never sent), assignments. Append-only like the audit log.
CREATE TABLE submission_events (
    id TEXT PRIMARY KEY NOT NULL,
    kind TEXT NOT NULL,                      -- booking | inquiry | assessment
    submission_id TEXT NOT NULL,             -- booking code (canonical) or inquiry/assessment id
    at BIGINT NOT NULL,
    actor_id TEXT,
    actor_email TEXT NOT NULL,
    action TEXT NOT NULL,                    -- status | reply | review | reschedule | note | assignee
    from_state TEXT,
    to_state TEXT,
    note TEXT                                -- reason, reply, clinician's note or internal note
);
CREATE INDEX submission_events_of ON submission_events (kind, submission_id, at);

-- The inbox list: newest first within each filter the dashboard offers (the id breaks ties, so pages
-- are stable and the index alone gives the order), and the overview's days. Searches by name, e-mail
-- or phone match inside the text (LIKE '%…%'), which no B-tree serves; they scan (measured: docs/admin-api.md).
CREATE INDEX bookings_received ON bookings (created_at, code);
CREATE INDEX bookings_status_received ON bookings (status, created_at, code);
CREATE INDEX bookings_branch_received ON bookings (branch, created_at, code);
CREATE INDEX bookings_day ON bookings (preferred_date, preferred_time);
CREATE INDEX inquiries_received ON inquiries (received_at, id);
CREATE INDEX inquiries_status_received ON inquiries (status, received_at, id);
CREATE INDEX assessments_received ON assessments (created_at, id);
CREATE INDEX assessments_status_received ON assessments (status, created_at, id);
CREATE INDEX assessment_photos_of ON assessment_photos (assessment_id);
