-- Sorting the inbox by name (issue 28 point 2): equal names now follow in the order they came in, and
-- the name indexes end with that time instead of going straight to the code or id. A new booking of a
-- name already stored then goes at that name's end instead of at a random place among its namesakes
-- (the code is random), which kept one more index page per booking dirty in the writer.
DROP INDEX bookings_name;
CREATE INDEX bookings_name ON bookings (name, created_at, code);
DROP INDEX inquiries_name;
CREATE INDEX inquiries_name ON inquiries (name, received_at, id);
DROP INDEX assessments_name;
CREATE INDEX assessments_name ON assessments ((COALESCE(email, '')), created_at, id);
