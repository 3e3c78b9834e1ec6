-- Limits on open bookings per contact and per client network (issue 15 point 4).

-- The e-mail as the limit counts it: lower case, the local part without dots and without a +tag, so
-- "Ann.Lee+1@x" and "annlee@x" are one contact. Rows stored before this column take the lower-cased
-- address (close enough: they only count towards a limit).
ALTER TABLE bookings ADD COLUMN email_key TEXT;
UPDATE bookings SET email_key = email_normalized;
-- The client's network when it booked, after trusted-proxy resolution: an IPv4 address, or the /64 of
-- an IPv6 address ("2001:db8:0:7::/64"). NULL for bookings stored before it was recorded.
ALTER TABLE bookings ADD COLUMN client_network TEXT;

-- The limit counts open bookings from today on; each index finds one contact's or network's quickly.
CREATE INDEX bookings_email_key_day ON bookings (email_key, preferred_date);
CREATE INDEX bookings_phone_day ON bookings (phone_digits, preferred_date);
CREATE INDEX bookings_network_day ON bookings (client_network, preferred_date);
