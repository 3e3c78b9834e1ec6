-- International patients (issue 14): the language an interpreter should speak (a site language code)
-- and how many people come with the patient (0-5). Both optional: NULL when the patient did not say.
ALTER TABLE bookings ADD COLUMN interpreter TEXT;
ALTER TABLE bookings ADD COLUMN companions BIGINT;
