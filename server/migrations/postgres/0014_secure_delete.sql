-- Erased and purged data gone from the disk (docs/retention.md): SQLite's 0014 turns on the FTS5
-- index's 'secure-delete' option. PostgreSQL has no such option to set: an old row version (and its
-- search column's GIN entries) stays in the table's pages until VACUUM frees the space (autovacuum
-- does it by itself) and new rows overwrite it. This migration only keeps both folders numbered alike.
SELECT 1;
