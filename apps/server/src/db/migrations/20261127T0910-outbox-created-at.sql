-- Every outgoing message now has a row (decision 0040): the hourly removal of old rows, and /debug's
-- newest first, find them by time.
create index outbox_created_at on outbox (created_at);
