-- The day a site version's pages were rendered for (issue 27: newly approved fees are on the home
-- page for 7 days; the site is rendered again on the day that changes). Empty for older versions.
ALTER TABLE site_versions ADD COLUMN rendered_for TEXT NOT NULL DEFAULT '';
