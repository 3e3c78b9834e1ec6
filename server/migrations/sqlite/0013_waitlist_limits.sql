-- The waitlist counts against the limits on open bookings (issue 13 point 5, issue 15 point 4): each
-- entry records who it counts against, like a booking (storage::open_limits).

-- The e-mail as the limit counts it (open_limits::email_key); entries stored before take the
-- lower-cased address (close enough: they only count towards a limit).
ALTER TABLE waitlist_entries ADD COLUMN email_key TEXT;
UPDATE waitlist_entries SET email_key = LOWER(email);
-- The phone's digits and the client's network when it joined (IPv4 address or IPv6 /64); NULL for
-- entries stored before they were recorded.
ALTER TABLE waitlist_entries ADD COLUMN phone_digits TEXT;
ALTER TABLE waitlist_entries ADD COLUMN client_network TEXT;

CREATE INDEX waitlist_email_key_day ON waitlist_entries (email_key, wait_date);
CREATE INDEX waitlist_phone_day ON waitlist_entries (phone_digits, wait_date);
CREATE INDEX waitlist_network_day ON waitlist_entries (client_network, wait_date);
