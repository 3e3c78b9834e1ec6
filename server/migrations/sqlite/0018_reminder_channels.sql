-- Reminders on the patient's own channel: LINE, WhatsApp or e-mail ("Fewer empty chairs").

-- Each booking's reminder channel as the patient chose it; a booking without a row is reminded by
-- e-mail. The LINE user id or the WhatsApp number is personal data: the row goes with the booking
-- (erasure, retention).
CREATE TABLE reminder_channels (
    code TEXT PRIMARY KEY,
    channel TEXT NOT NULL,          -- email | line | whatsapp
    -- LINE: the user id once linked; WhatsApp: the number in E.164 digits; e-mail: NULL.
    address TEXT,
    state TEXT NOT NULL,            -- pending (LINE, not linked yet) | active | stopped
    -- LINE: the short code the patient may send the clinic's official account, until it links.
    link_code TEXT,
    link_expires_at INTEGER,
    -- When the patient agreed to messages on this channel, and the privacy notice they were shown.
    opted_in_at INTEGER,
    notice_version TEXT NOT NULL,
    stopped_at INTEGER,
    stopped_by TEXT,                -- chat (a stop word) | unfollow (LINE block) | page (the patient's choice)
    updated_at INTEGER NOT NULL
);
CREATE UNIQUE INDEX reminder_channels_link_code ON reminder_channels (link_code);
CREATE INDEX reminder_channels_address ON reminder_channels (channel, address);

-- The front desk's mark that the patient has arrived for the visit (Unix ms); the visit's outcome is
-- still its status (completed, no_show).
ALTER TABLE bookings ADD COLUMN arrived_at INTEGER;

-- What became of a message sent on a chat channel. NULL channel: e-mail, as before.
ALTER TABLE outbox ADD COLUMN channel TEXT;
-- The provider's id of the message (WhatsApp's wamid, LINE's sent message id): status webhooks name it.
ALTER TABLE outbox ADD COLUMN provider_id TEXT;
ALTER TABLE outbox ADD COLUMN delivered_at INTEGER;
ALTER TABLE outbox ADD COLUMN read_at INTEGER;
-- Why a message chosen for a chat channel went by e-mail instead (a code: not_a_friend, undeliverable …).
ALTER TABLE outbox ADD COLUMN fallback_reason TEXT;
-- Only chat messages have a provider id: bookings' own outbox rows never touch this index.
CREATE INDEX outbox_provider ON outbox (provider_id) WHERE provider_id IS NOT NULL;
-- Staff read a booking's reminders with their delivery (`CODE@visit#hours` refs). Only reminder rows,
-- which the reminder task writes, are in it: a new booking's own outbox row never touches this index.
CREATE INDEX outbox_reminders ON outbox (ref_id) WHERE kind = 'booking_reminder';

-- Webhook events already handled (LINE's webhookEventId, WhatsApp's message and status ids), so a
-- redelivered or replayed call changes nothing. Pruned after a week with the idempotency keys.
CREATE TABLE webhook_events (
    provider TEXT NOT NULL,
    event_id TEXT NOT NULL,
    received_at INTEGER NOT NULL,
    PRIMARY KEY (provider, event_id)
);
CREATE INDEX webhook_events_received ON webhook_events (received_at);
