-- The bookings' search text leaves the database (issue 28 point 1): the server keeps it in memory
-- (storage::inbox::text_index), built from this table at start and fed after each commit, so a
-- booking's transaction no longer writes an FTS5 index (about half of the single writer's time per
-- booking, docs/performance.md). Inquiries and assessments keep their FTS5 indexes of migration 0009.
DROP TRIGGER bookings_search_insert;
DROP TRIGGER bookings_search_update;
DROP TRIGGER bookings_search_delete;
DROP TABLE booking_search;
DELETE FROM inbox_search_refs WHERE kind = 'booking';
