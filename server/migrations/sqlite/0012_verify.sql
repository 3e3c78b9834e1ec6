-- E-mail verification of bookings (issue 15 point 4), when CLINIC_VERIFY_EMAIL is on. Times are Unix ms.

-- NULL: no check asked (verification off when it was booked, a waitlist offer taken by its link, or
-- stored before this column); 'unverified': its seat is held until verify_until, waiting for the
-- patient's link; 'verified'; 'expired': not confirmed in time, so the booking was cancelled and its
-- seat freed (storage::verify).
ALTER TABLE bookings ADD COLUMN verification TEXT;
ALTER TABLE bookings ADD COLUMN verify_until INTEGER;
ALTER TABLE bookings ADD COLUMN verified_at INTEGER;
-- SHA-256 (hex) of the one-time token in the link of the latest message sent; the token itself is
-- never stored. Kept after use, so a second click can be told "already verified".
ALTER TABLE bookings ADD COLUMN verify_token_hash TEXT;
CREATE UNIQUE INDEX bookings_verify_token ON bookings (verify_token_hash);
CREATE INDEX bookings_verify_due ON bookings (verification, verify_until);

-- The expiry task's lease: one instance at a time frees the seats of unconfirmed bookings.
CREATE TABLE verify_lease (
    name TEXT PRIMARY KEY NOT NULL,
    holder TEXT NOT NULL,
    lease_until INTEGER NOT NULL
);
INSERT INTO verify_lease (name, holder, lease_until) VALUES ('expiry', '', 0);
