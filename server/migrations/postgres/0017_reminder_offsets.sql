-- Reminders at several offsets before the visit (72 h and 24 h by default), and the patients'
-- one-tap answers to them ("Fewer empty chairs").

-- The smallest offset (hours before the visit) handled for the visit in reminder_sent_for: queued, or
-- skipped because a nearer one was due. Handling goes from the largest offset to the smallest, so
-- every larger offset is handled too. NULL with reminder_sent_for set: a reminder queued before this
-- migration, when there was one per visit (nothing more is due for that visit).
-- The scan reads both on the booking's own row, so it keeps using the (preferred_date, preferred_time)
-- index and never joins.
ALTER TABLE bookings ADD COLUMN reminder_offset_hours BIGINT;
-- When (Unix ms) the patient answered a reminder with "I will come", and for which visit
-- ('YYYY-MM-DD HH:mm'): a booking moved since no longer matches it, so its confirmation no longer counts.
ALTER TABLE bookings ADD COLUMN attendance_confirmed_at BIGINT;
ALTER TABLE bookings ADD COLUMN attendance_confirmed_for TEXT;

-- What each pass decided, one row per booking, visit and offset: queued (sent = 1) or skipped
-- (sent = 0: booked inside its window, or a nearer offset was due at the same time). Staff read it;
-- the scan never does. A booking moved back to a visit time it had before gets new rows.
CREATE TABLE booking_reminders (
    id BIGSERIAL PRIMARY KEY,
    code TEXT NOT NULL,
    visit TEXT NOT NULL,
    offset_hours BIGINT NOT NULL,
    sent BIGINT NOT NULL,
    decided_at BIGINT NOT NULL
);
CREATE INDEX booking_reminders_code ON booking_reminders (code, visit);

-- Keys the server signs links with, made once by the first process that needs one and shared by
-- every instance (the reminders' answer links).
CREATE TABLE signing_keys (
    name TEXT PRIMARY KEY,
    secret TEXT NOT NULL,
    created_at BIGINT NOT NULL
);
