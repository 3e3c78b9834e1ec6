-- An inquiry's phone digits, stored beside the phone as typed, as bookings have always stored theirs:
-- the core folds them (clinic_core::digits: ASCII, full-width from Chinese and Japanese input
-- methods, Arabic-Indic …), and the server writes them with each inquiry. Until now the inbox search
-- indexed the typed phone with ASCII separators stripped, so an inquiry typed `０９１２－３４５－６７８`
-- was never found by `0912345678`. Times are Unix ms (no time column here).
ALTER TABLE inquiries ADD COLUMN phone_digits TEXT NOT NULL DEFAULT '';

-- Inquiries stored so far: their phones passed the validation of that time, which admitted only ASCII
-- and full-width digits, the separators below and a leading plus, so this folds them exactly as the
-- core does.
UPDATE inquiries SET phone_digits = replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(COALESCE(phone, ''), ' ', ''), '-', ''), '.', ''), '(', ''), ')', ''), '+', ''), '－', ''), '（', ''), '）', ''), '　', ''), '＋', ''), '０', '0'), '１', '1'), '２', '2'), '３', '3'), '４', '4'), '５', '5'), '６', '6'), '７', '7'), '８', '8'), '９', '9')
WHERE phone IS NOT NULL AND phone <> '';

-- The search index reads the stored digits (migration 0009's triggers, the phone part replaced).
DROP TRIGGER inquiries_search_insert;
DROP TRIGGER inquiries_search_update;
CREATE TRIGGER inquiries_search_insert AFTER INSERT ON inquiries BEGIN
    INSERT INTO inbox_search_refs (kind, ref) VALUES ('inquiry', new.id);
    INSERT INTO inquiry_search (rowid, ref, body) VALUES (
        (SELECT id FROM inbox_search_refs WHERE kind = 'inquiry' AND ref = new.id), new.id,
        new.name || char(10) || new.email || char(10) || new.phone_digits || char(10) || new.id);
END;
CREATE TRIGGER inquiries_search_update AFTER UPDATE OF name, email, phone, phone_digits ON inquiries BEGIN
    UPDATE inquiry_search
    SET body = new.name || char(10) || new.email || char(10) || new.phone_digits || char(10) || new.id
    WHERE rowid = (SELECT id FROM inbox_search_refs WHERE kind = 'inquiry' AND ref = old.id);
END;
UPDATE inquiry_search
SET body = (SELECT q.name || char(10) || q.email || char(10) || q.phone_digits || char(10) || q.id
            FROM inquiries q WHERE q.id = inquiry_search.ref)
WHERE ref IN (SELECT id FROM inquiries);
