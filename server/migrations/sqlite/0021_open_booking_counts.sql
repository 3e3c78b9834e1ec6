-- Open bookings per contact and network, counted as they change (issue 28 point 2), instead of
-- three indexes on `bookings` (migration 0010) that each new booking wrote at a place of its own.
--
-- One row per holder and visit day: `e <email key>`, `p <phone digits>` or `n <client network>`,
-- and how many of its bookings on that day are open (pending or confirmed). The limit reads the
-- rows of one holder from today on (storage::open_limits); triggers keep the counts in step with
-- every write to `bookings`, whatever makes it (the writer, staff, erasure, `clinic` commands), in
-- the writer's own transaction. A holder's rows sit side by side, so a patient's bookings, or a burst
-- from one network, touch the same page again instead of one more page per index. Days gone by are
-- deleted by the daily retention pass. PostgreSQL keeps its indexes (several instances count there
-- under advisory locks).
CREATE TABLE open_booking_counts (
    holder TEXT NOT NULL,
    day TEXT NOT NULL,
    open INTEGER NOT NULL,
    PRIMARY KEY (holder, day)
) WITHOUT ROWID;

INSERT INTO open_booking_counts (holder, day, open)
SELECT holder, day, COUNT(*) FROM (
    SELECT 'e ' || email_key AS holder, preferred_date AS day FROM bookings
    WHERE status IN ('pending', 'confirmed') AND email_key IS NOT NULL
    UNION ALL
    SELECT 'p ' || phone_digits, preferred_date FROM bookings
    WHERE status IN ('pending', 'confirmed') AND phone_digits IS NOT NULL
    UNION ALL
    SELECT 'n ' || client_network, preferred_date FROM bookings
    WHERE status IN ('pending', 'confirmed') AND client_network IS NOT NULL
) GROUP BY holder, day;

CREATE TRIGGER bookings_open_insert AFTER INSERT ON bookings
WHEN new.status IN ('pending', 'confirmed') BEGIN
    INSERT INTO open_booking_counts (holder, day, open)
    SELECT 'e ' || new.email_key, new.preferred_date, 1 WHERE new.email_key IS NOT NULL
    ON CONFLICT (holder, day) DO UPDATE SET open = open + 1;
    INSERT INTO open_booking_counts (holder, day, open)
    SELECT 'p ' || new.phone_digits, new.preferred_date, 1 WHERE new.phone_digits IS NOT NULL
    ON CONFLICT (holder, day) DO UPDATE SET open = open + 1;
    INSERT INTO open_booking_counts (holder, day, open)
    SELECT 'n ' || new.client_network, new.preferred_date, 1 WHERE new.client_network IS NOT NULL
    ON CONFLICT (holder, day) DO UPDATE SET open = open + 1;
END;

-- A change of status, day or holder: the old counts lose the booking if it was open, the new ones
-- gain it if it is open now.
CREATE TRIGGER bookings_open_update
AFTER UPDATE OF status, preferred_date, email_key, phone_digits, client_network ON bookings
WHEN old.status IN ('pending', 'confirmed') OR new.status IN ('pending', 'confirmed') BEGIN
    UPDATE open_booking_counts SET open = open - 1
    WHERE old.status IN ('pending', 'confirmed') AND day = old.preferred_date
      AND holder IN ('e ' || old.email_key, 'p ' || old.phone_digits, 'n ' || old.client_network);
    DELETE FROM open_booking_counts
    WHERE open <= 0 AND day = old.preferred_date
      AND holder IN ('e ' || old.email_key, 'p ' || old.phone_digits, 'n ' || old.client_network);
    INSERT INTO open_booking_counts (holder, day, open)
    SELECT 'e ' || new.email_key, new.preferred_date, 1
    WHERE new.status IN ('pending', 'confirmed') AND new.email_key IS NOT NULL
    ON CONFLICT (holder, day) DO UPDATE SET open = open + 1;
    INSERT INTO open_booking_counts (holder, day, open)
    SELECT 'p ' || new.phone_digits, new.preferred_date, 1
    WHERE new.status IN ('pending', 'confirmed') AND new.phone_digits IS NOT NULL
    ON CONFLICT (holder, day) DO UPDATE SET open = open + 1;
    INSERT INTO open_booking_counts (holder, day, open)
    SELECT 'n ' || new.client_network, new.preferred_date, 1
    WHERE new.status IN ('pending', 'confirmed') AND new.client_network IS NOT NULL
    ON CONFLICT (holder, day) DO UPDATE SET open = open + 1;
END;

CREATE TRIGGER bookings_open_delete AFTER DELETE ON bookings
WHEN old.status IN ('pending', 'confirmed') BEGIN
    UPDATE open_booking_counts SET open = open - 1
    WHERE day = old.preferred_date
      AND holder IN ('e ' || old.email_key, 'p ' || old.phone_digits, 'n ' || old.client_network);
    DELETE FROM open_booking_counts
    WHERE open <= 0 AND day = old.preferred_date
      AND holder IN ('e ' || old.email_key, 'p ' || old.phone_digits, 'n ' || old.client_network);
END;

DROP INDEX bookings_email_key_day;
DROP INDEX bookings_phone_day;
DROP INDEX bookings_network_day;

-- Only bookings waiting for their e-mail check are in these (none while verification is off, its
-- default), so a new booking writes neither. Their queries name the same condition.
DROP INDEX bookings_verify_token;
CREATE UNIQUE INDEX bookings_verify_token ON bookings (verify_token_hash) WHERE verify_token_hash IS NOT NULL;
DROP INDEX bookings_verify_due;
CREATE INDEX bookings_verify_due ON bookings (verification, verify_until) WHERE verification = 'unverified';
