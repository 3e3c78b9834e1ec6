-- The inbox within its budget at 100,000 submissions (DESIGN §7: p99 ≤ 50 ms). Times are Unix ms.
--
-- Search by name, e-mail, phone or code matches inside the text (LIKE '%…%'), which no B-tree serves.
-- An FTS5 trigram index does: any substring of 3 or more characters, case-insensitive, in any script
-- (SQLite ≥ 3.34; the bundled one is 3.46). One row per submission holds its searchable text: the
-- name, e-mail, phone digits and code/id, one per line. Triggers keep it in step with the three tables.
-- Each kind has its own index, so "how many bookings match" stops after the first thousand instead of
-- reading past every inquiry and assessment that matches too.
--
-- The index's rowid comes from `inbox_search_refs`, whose INTEGER PRIMARY KEY survives VACUUM (and
-- the backup's VACUUM INTO); the tables' own rowids do not, so nothing here depends on them.
CREATE TABLE inbox_search_refs (
    id INTEGER PRIMARY KEY,
    kind TEXT NOT NULL,                      -- booking | inquiry | assessment
    ref TEXT NOT NULL,                       -- booking code (canonical) or inquiry/assessment id
    UNIQUE (kind, ref)
);
CREATE VIRTUAL TABLE booking_search USING fts5(ref UNINDEXED, body, tokenize = 'trigram');
CREATE VIRTUAL TABLE inquiry_search USING fts5(ref UNINDEXED, body, tokenize = 'trigram');
CREATE VIRTUAL TABLE assessment_search USING fts5(ref UNINDEXED, body, tokenize = 'trigram');

-- Bookings: phone_digits and email_normalized are stored already.
INSERT INTO inbox_search_refs (kind, ref) SELECT 'booking', code FROM bookings;
INSERT INTO booking_search (rowid, ref, body)
SELECT r.id, b.code, b.name || char(10) || b.email_normalized || char(10) || b.phone_digits || char(10) || b.code
FROM bookings b JOIN inbox_search_refs r ON r.kind = 'booking' AND r.ref = b.code;

CREATE TRIGGER bookings_search_insert AFTER INSERT ON bookings BEGIN
    INSERT INTO inbox_search_refs (kind, ref) VALUES ('booking', new.code);
    INSERT INTO booking_search (rowid, ref, body) VALUES (
        (SELECT id FROM inbox_search_refs WHERE kind = 'booking' AND ref = new.code), new.code,
        new.name || char(10) || new.email_normalized || char(10) || new.phone_digits || char(10) || new.code);
END;
CREATE TRIGGER bookings_search_update AFTER UPDATE OF name, email_normalized, phone_digits ON bookings BEGIN
    UPDATE booking_search
    SET body = new.name || char(10) || new.email_normalized || char(10) || new.phone_digits || char(10) || new.code
    WHERE rowid = (SELECT id FROM inbox_search_refs WHERE kind = 'booking' AND ref = old.code);
END;
CREATE TRIGGER bookings_search_delete AFTER DELETE ON bookings BEGIN
    DELETE FROM booking_search WHERE rowid = (SELECT id FROM inbox_search_refs WHERE kind = 'booking' AND ref = old.code);
    DELETE FROM inbox_search_refs WHERE kind = 'booking' AND ref = old.code;
END;

-- Inquiries: the phone is stored as typed; its digits are what staff search by.
INSERT INTO inbox_search_refs (kind, ref) SELECT 'inquiry', id FROM inquiries;
INSERT INTO inquiry_search (rowid, ref, body)
SELECT r.id, q.id, q.name || char(10) || q.email || char(10)
    || replace(replace(replace(replace(replace(replace(COALESCE(q.phone, ''), ' ', ''), '-', ''), '+', ''), '(', ''), ')', ''), '.', '')
    || char(10) || q.id
FROM inquiries q JOIN inbox_search_refs r ON r.kind = 'inquiry' AND r.ref = q.id;

CREATE TRIGGER inquiries_search_insert AFTER INSERT ON inquiries BEGIN
    INSERT INTO inbox_search_refs (kind, ref) VALUES ('inquiry', new.id);
    INSERT INTO inquiry_search (rowid, ref, body) VALUES (
        (SELECT id FROM inbox_search_refs WHERE kind = 'inquiry' AND ref = new.id), new.id,
        new.name || char(10) || new.email || char(10)
        || replace(replace(replace(replace(replace(replace(COALESCE(new.phone, ''), ' ', ''), '-', ''), '+', ''), '(', ''), ')', ''), '.', '')
        || char(10) || new.id);
END;
CREATE TRIGGER inquiries_search_update AFTER UPDATE OF name, email, phone ON inquiries BEGIN
    UPDATE inquiry_search
    SET body = new.name || char(10) || new.email || char(10)
        || replace(replace(replace(replace(replace(replace(COALESCE(new.phone, ''), ' ', ''), '-', ''), '+', ''), '(', ''), ')', ''), '.', '')
        || char(10) || new.id
    WHERE rowid = (SELECT id FROM inbox_search_refs WHERE kind = 'inquiry' AND ref = old.id);
END;
CREATE TRIGGER inquiries_search_delete AFTER DELETE ON inquiries BEGIN
    DELETE FROM inquiry_search WHERE rowid = (SELECT id FROM inbox_search_refs WHERE kind = 'inquiry' AND ref = old.id);
    DELETE FROM inbox_search_refs WHERE kind = 'inquiry' AND ref = old.id;
END;

-- Assessments: only the e-mail the patient may give, and the id.
INSERT INTO inbox_search_refs (kind, ref) SELECT 'assessment', id FROM assessments;
INSERT INTO assessment_search (rowid, ref, body)
SELECT r.id, a.id, COALESCE(a.email, '') || char(10) || a.id
FROM assessments a JOIN inbox_search_refs r ON r.kind = 'assessment' AND r.ref = a.id;

CREATE TRIGGER assessments_search_insert AFTER INSERT ON assessments BEGIN
    INSERT INTO inbox_search_refs (kind, ref) VALUES ('assessment', new.id);
    INSERT INTO assessment_search (rowid, ref, body) VALUES (
        (SELECT id FROM inbox_search_refs WHERE kind = 'assessment' AND ref = new.id), new.id,
        COALESCE(new.email, '') || char(10) || new.id);
END;
CREATE TRIGGER assessments_search_update AFTER UPDATE OF email ON assessments BEGIN
    UPDATE assessment_search SET body = COALESCE(new.email, '') || char(10) || new.id
    WHERE rowid = (SELECT id FROM inbox_search_refs WHERE kind = 'assessment' AND ref = old.id);
END;
CREATE TRIGGER assessments_search_delete AFTER DELETE ON assessments BEGIN
    DELETE FROM assessment_search WHERE rowid = (SELECT id FROM inbox_search_refs WHERE kind = 'assessment' AND ref = old.id);
    DELETE FROM inbox_search_refs WHERE kind = 'assessment' AND ref = old.id;
END;

-- Sort by name: each kind walks its own name index and stops at the page's end.
CREATE INDEX bookings_name ON bookings (name, code);
CREATE INDEX inquiries_name ON inquiries (name, id);
CREATE INDEX assessments_name ON assessments (COALESCE(email, ''), id);

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
