-- The clinic runs its own site (issue 27): the site's content in the database, where staff edit it.
--
-- One row per file of the repository's `content/` folder (docs/content-format.md), by its path
-- there: `facts.json`, `zh-TW/faq.json`, `en/articles/what-is-a-lipoma.md`. The folder is the seed:
-- an empty table is filled from it at start (storage::site_content), and `clinic content export DIR`
-- writes the rows back in the same format, byte for byte. The build's prerender reads that format.
CREATE TABLE content_documents (
    path TEXT PRIMARY KEY,
    body TEXT NOT NULL,
    -- 1 when seeded, one more for each published change.
    revision BIGINT NOT NULL,
    -- A translation (a path under a language other than zh-TW, the source language, whose zh-TW
    -- file exists): that file's path, and the source's revision it was translated from. Behind the
    -- source's revision, the translation "needs update". NULL for the source and for shared files.
    source_path TEXT,
    source_revision BIGINT,
    updated_at BIGINT NOT NULL,
    -- A staff member's e-mail, or `seed`.
    updated_by TEXT NOT NULL
);

-- Every published revision of every document: the source's diff for a translator, and the text a
-- rollback or "keep the old published text" goes back to.
CREATE TABLE content_revisions (
    path TEXT NOT NULL,
    revision BIGINT NOT NULL,
    body TEXT NOT NULL,
    source_revision BIGINT,
    updated_at BIGINT NOT NULL,
    updated_by TEXT NOT NULL,
    PRIMARY KEY (path, revision)
);
