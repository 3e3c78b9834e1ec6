-- An inquiry's phone digits, stored beside the phone as typed, as bookings have always stored theirs:
-- the core folds them (clinic_core::digits: ASCII, full-width from Chinese and Japanese input
-- methods, Arabic-Indic …), and the server writes them with each inquiry. Until now the search text
-- of migration 0009 kept only the ASCII digits of the typed phone, so an inquiry typed
-- `０９１２－３４５－６７８` was never found by `0912345678`. Times are Unix ms (no time column here).
ALTER TABLE inquiries ADD COLUMN phone_digits TEXT NOT NULL DEFAULT '';

-- Inquiries stored so far: their phones passed the validation of that time, which admitted only ASCII
-- and full-width digits, separators and a leading plus, so this folds them exactly as the core does.
UPDATE inquiries
SET phone_digits = regexp_replace(translate(phone, '０１２３４５６７８９', '0123456789'), '[^0-9]', '', 'g')
WHERE phone IS NOT NULL AND phone <> '';

-- The search text reads the stored digits. A generated column's expression cannot be changed in
-- place before PostgreSQL 17, so it is made again (its trigram index, if any, goes with it).
ALTER TABLE inquiries DROP COLUMN search_text;
ALTER TABLE inquiries ADD COLUMN search_text TEXT GENERATED ALWAYS AS (
    lower(name) || E'\n' || lower(email) || E'\n' || phone_digits || E'\n' || lower(id)
) STORED;

-- The trigram index again where migration 0009 could make one (pg_trgm installed); without the
-- extension the search reads the column row by row, as 0009 explains.
DO $$
BEGIN
    IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
        CREATE INDEX inquiries_search ON inquiries USING gin (search_text gin_trgm_ops);
    END IF;
EXCEPTION WHEN OTHERS THEN
    RAISE WARNING 'inquiry search without a trigram index (%)', SQLERRM;
END
$$;
