-- The inbox within its budget at 100,000 submissions (DESIGN §7: p99 ≤ 50 ms). Times are Unix ms.
--
-- Search by name, e-mail, phone or code matches inside the text (LIKE '%…%'), which no B-tree serves.
-- A pg_trgm GIN index does (a trusted extension since PostgreSQL 13: the database's owner may create
-- it). Each table gets one generated column with its searchable text, lower-cased: the name,
-- e-mail, phone digits and code/id, one per line.

ALTER TABLE bookings ADD COLUMN search_text TEXT GENERATED ALWAYS AS (
    lower(name) || E'\n' || email_normalized || E'\n' || phone_digits || E'\n' || lower(code)
) STORED;
ALTER TABLE inquiries ADD COLUMN search_text TEXT GENERATED ALWAYS AS (
    lower(name) || E'\n' || lower(email) || E'\n' || regexp_replace(COALESCE(phone, ''), '[^0-9]', '', 'g')
    || E'\n' || lower(id)
) STORED;
ALTER TABLE assessments ADD COLUMN search_text TEXT GENERATED ALWAYS AS (
    lower(COALESCE(email, '')) || E'\n' || lower(id)
) STORED;

-- A server without the extension (no contrib package, or a role that may not create it) still
-- migrates: the search then reads the generated column row by row, as before this migration, and
-- PostgreSQL's own log gives the reason. Creating the extension later and running these statements
-- by hand adds the indexes.
DO $$
BEGIN
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
    CREATE INDEX bookings_search ON bookings USING gin (search_text gin_trgm_ops);
    CREATE INDEX inquiries_search ON inquiries USING gin (search_text gin_trgm_ops);
    CREATE INDEX assessments_search ON assessments USING gin (search_text gin_trgm_ops);
EXCEPTION WHEN OTHERS THEN
    RAISE WARNING 'inbox search without a trigram index (pg_trgm unavailable: %)', SQLERRM;
END
$$;

-- Sort by name: each kind walks its own name index and stops at the page's end.
CREATE INDEX bookings_name ON bookings (name, code);
CREATE INDEX inquiries_name ON inquiries (name, id);
CREATE INDEX assessments_name ON assessments ((COALESCE(email, '')), id);

-- "Overdue": no staff response yet, still in the first status, received over 24 h ago. Only rows
-- nobody has answered are in these indexes, so they stay small, and the list and its count read
-- them alone.
CREATE INDEX bookings_awaiting ON bookings (status, created_at, code) WHERE first_response_at IS NULL;
CREATE INDEX inquiries_awaiting ON inquiries (status, received_at, id) WHERE first_response_at IS NULL;
CREATE INDEX assessments_awaiting ON assessments (status, created_at, id) WHERE first_response_at IS NULL;

-- Who made each change in a submission's history: `staff` (actor_id and actor_email name them),
-- `patient` (a cancel or reschedule on the public status page) or `system`. Until now only staff and
-- patients wrote history, patients without an actor id.
ALTER TABLE submission_events ADD COLUMN actor_kind TEXT NOT NULL DEFAULT 'system';
UPDATE submission_events SET actor_kind = CASE WHEN actor_id IS NULL THEN 'patient' ELSE 'staff' END;
