-- Images in the site's content (issue 27): uploaded by editors through the photo pipeline (decoded,
-- re-encoded, metadata dropped) and stored in the upload store at a few widths under `media/`.
-- `id` is the image's content (a hash of its widest stored file) and that file's size, so the same
-- image uploaded twice is one row and one set of files (uploads/media.rs).
CREATE TABLE content_images (
    id TEXT PRIMARY KEY,
    -- `jpg` or `png`: every size has the widest one's format.
    extension TEXT NOT NULL,
    -- The widest stored size.
    width INTEGER NOT NULL,
    height INTEGER NOT NULL,
    -- The stored widths, narrowest first, comma-separated (`480,960,1600`).
    widths TEXT NOT NULL,
    -- Bytes of every size together.
    bytes INTEGER NOT NULL,
    -- The description given with the first upload, offered again when the image is picked.
    alt TEXT NOT NULL DEFAULT '',
    -- A staff member's e-mail.
    uploaded_by TEXT NOT NULL,
    created_at INTEGER NOT NULL
);

CREATE INDEX content_images_newest ON content_images (created_at DESC, id DESC);
