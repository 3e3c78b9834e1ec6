-- Reminders and patients' own changes (issue 13 points 3 and 4).

-- The patient's time zone as the browser named it (IANA, e.g. America/New_York); NULL when not given.
ALTER TABLE bookings ADD COLUMN time_zone TEXT;
-- The visit ('YYYY-MM-DD HH:mm', clinic time) the last reminder was queued for. A booking moved since
-- (by staff or the patient) no longer matches it, so it is due again for its new time.
ALTER TABLE bookings ADD COLUMN reminder_sent_for TEXT;
