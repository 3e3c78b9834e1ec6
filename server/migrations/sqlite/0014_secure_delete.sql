-- Erased and purged data gone from the disk, not only from the tables (docs/retention.md).
--
-- Every connection sets `PRAGMA secure_delete = ON` (storage/mod.rs), so deleted or emptied rows are
-- overwritten with zeros. The inbox's FTS5 search index needs its own option: by default a deletion
-- from it only adds a "deleted" marker and leaves the old terms (a patient's name, e-mail, phone) in
-- the index until a later merge; with 'secure-delete' (SQLite ≥ 3.42; the bundled one is 3.46) the
-- terms are removed from the index pages themselves. The option is stored in the index, so it is set
-- once here.
INSERT INTO booking_search (booking_search, rank) VALUES ('secure-delete', 1);
INSERT INTO inquiry_search (inquiry_search, rank) VALUES ('secure-delete', 1);
INSERT INTO assessment_search (assessment_search, rank) VALUES ('secure-delete', 1);

-- Terms left behind by deletions made before this migration: merging each index into one segment
-- applies their markers and drops the old segments (zeroed, as above).
INSERT INTO booking_search (booking_search) VALUES ('optimize');
INSERT INTO inquiry_search (inquiry_search) VALUES ('optimize');
INSERT INTO assessment_search (assessment_search) VALUES ('optimize');
