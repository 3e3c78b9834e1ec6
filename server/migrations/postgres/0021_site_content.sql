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

-- A change on its way to publication: one per document at a time. An editor saves it (`draft`),
-- submits it (`in_review`); a reviewer approves it (it is published and the row goes) or sends it
-- back with a note (`returned`, editable again).
CREATE TABLE content_drafts (
    path TEXT PRIMARY KEY,
    body TEXT NOT NULL,
    -- The published revision the change was made on: approving a change made on an older one than
    -- the published is refused (someone published in between).
    base_revision BIGINT NOT NULL,
    status TEXT NOT NULL,
    -- For a translation: whether it is a new translation of the source as published now
    -- (`current`) or a fix that leaves it behind the source as it was (`unchanged`).
    translated TEXT NOT NULL DEFAULT 'current',
    -- The source's revision when the translation was saved: what a new translation follows once
    -- approved, even if the source changed while it waited for review.
    source_revision BIGINT,
    -- The reviewer's note when sent back.
    note TEXT NOT NULL DEFAULT '',
    -- JSON: the claims check's findings the author overrode, each with the reason.
    overrides TEXT NOT NULL DEFAULT '[]',
    author_email TEXT NOT NULL,
    updated_at BIGINT NOT NULL,
    submitted_at BIGINT
);

-- Who may edit and review the site's content, beside their role: '' (neither), `editor` (drafts and
-- submits) or `reviewer` (also approves and publishes). An admin may do both.
ALTER TABLE staff_users ADD COLUMN content_role TEXT NOT NULL DEFAULT '';

-- The site as published: each version is the pages rendered by the prerender from the content as it
-- was then, kept as one object of the upload store (`object_path`) that every instance fetches whole.
CREATE TABLE site_versions (
    id TEXT PRIMARY KEY,
    created_at BIGINT NOT NULL,
    -- A staff member's e-mail.
    created_by TEXT NOT NULL,
    -- How many content revisions existed when it was rendered: a publication whose content changed
    -- while it rendered is rendered again.
    generation BIGINT NOT NULL,
    -- JSON {path: revision}: the documents it shows (a rollback publishes these texts again).
    documents TEXT NOT NULL,
    object_path TEXT NOT NULL,
    files BIGINT NOT NULL,
    bytes BIGINT NOT NULL
);

-- The version every instance serves: one row, switched in one statement.
CREATE TABLE site_current (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    version_id TEXT NOT NULL,
    switched_at BIGINT NOT NULL,
    switched_by TEXT NOT NULL
);
