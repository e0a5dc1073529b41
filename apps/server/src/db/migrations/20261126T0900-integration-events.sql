-- Händelser ut (issue 29 item 2, decision 0049): what customers did that the provider's systems must act on,
-- written in the same transaction as the change (a transactional outbox), delivered as webhooks and read as a feed.

-- Per customer: the last event's number and time, taken under this row's lock so that a customer's events are
-- numbered without gaps in the order their transactions commit; and who is delivering its webhooks (a lease).
create table integration_event_streams (
  customer_id text primary key,
  last_sequence integer not null,
  last_time timestamptz not null,
  lease_owner uuid,
  leased_until timestamptz
);

-- The events, never changed once written (the feed's position aside). No foreign key: the history outlives a customer row.
create table integration_events (
  event_id uuid primary key,
  customer_id text not null,
  sequence integer not null,
  type text not null,
  time timestamptz not null,
  data jsonb not null,
  -- The order of the pull feed, given when the feed is read (in the order of commit per customer).
  position bigint,
  unique (customer_id, sequence)
);
create unique index integration_events_position on integration_events (position);
create index integration_events_unpositioned on integration_events (time) where position is null;

-- The webhook delivery of each event written while a subscriber was configured: attempts, the last outcome.
create table webhook_deliveries (
  event_id uuid primary key references integration_events on delete cascade,
  customer_id text not null,
  sequence integer not null,
  status text not null default 'pending' check (status in ('pending', 'delivered', 'failed')),
  -- The runs of the event's job, to know its last; attempts are the requests actually sent.
  runs integer not null default 0,
  attempts integer not null default 0,
  last_attempt_at timestamptz,
  last_status integer,
  last_error text,
  delivered_at timestamptz
);
create index webhook_deliveries_open on webhook_deliveries (customer_id, sequence) where status <> 'delivered';
