-- Which privacy notice a patient accepted, and when (issue 14; PDPA art. 8 notice, art. 6 consent for
-- health data). The version is the notice's date (`content/notice.json`, compiled into clinic-core);
-- times are Unix milliseconds. Rows stored before the notice existed keep NULL: nothing was shown.
-- Inquiries from clients that do not send `termsAccepted` keep NULL too (docs/decisions.md).
ALTER TABLE bookings ADD COLUMN notice_version TEXT;
ALTER TABLE bookings ADD COLUMN notice_accepted_at INTEGER;
ALTER TABLE inquiries ADD COLUMN notice_version TEXT;
ALTER TABLE inquiries ADD COLUMN notice_accepted_at INTEGER;
-- For an assessment the acceptance includes the explicit consent to process its photos and answers
-- as health data (`healthDataConsent`), which the API requires.
ALTER TABLE assessments ADD COLUMN notice_version TEXT;
ALTER TABLE assessments ADD COLUMN notice_accepted_at INTEGER;
