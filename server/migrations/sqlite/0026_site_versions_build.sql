-- The build a site version's pages were rendered against (issue 27): its pages name that build's
-- hashed assets, so a server started on another build renders the published content again against
-- its own before serving (publishing::rerender). Empty for older versions.
ALTER TABLE site_versions ADD COLUMN build TEXT NOT NULL DEFAULT '';
