-- Disruption information published by customer service: the area in words, who published and last
-- changed it and when, and a revision counted up by every change (the notices of a change carry it).
alter table disruptions add column area text;
update disruptions set area = 'Postnummerområde ' || postal_code_prefix where area is null;
alter table disruptions alter column area set not null;
alter table disruptions add column revision integer not null default 1;
alter table disruptions add column published_by text;
alter table disruptions add column updated_by text;
alter table disruptions add column updated_at timestamptz;

-- Avisering vid avbrott: who is told of outages at a facility, by SMS or e-mail. A removed recipient
-- keeps its row (removed_by, removed_at), so who added and removed whom, and when, stays known.
create table outage_recipients (
  recipient_id uuid primary key,
  customer_id text not null references customers on delete cascade,
  facility_key text not null references facilities on delete cascade,
  channel text not null check (channel in ('sms', 'email')),
  -- A mobile number in its national form (070-123 45 67), or an e-mail address in lower case.
  address text not null,
  added_by text not null,
  added_at timestamptz not null,
  removed_by text,
  removed_at timestamptz
);
create unique index outage_recipients_active on outage_recipients (facility_key, channel, address) where removed_at is null;
create index outage_recipients_customer on outage_recipients (customer_id, facility_key);

-- Each notice queued about a disruption: one per address, channel and revision, so a recipient is
-- told of each change once however many of their facilities it reaches, and never twice.
create table outage_notices (
  id bigserial primary key,
  disruption_id text not null references disruptions on delete cascade,
  revision integer not null,
  channel text not null check (channel in ('sms', 'email')),
  address text not null,
  kind text not null check (kind in ('new', 'changed', 'resolved')),
  queued_at timestamptz not null default now(),
  unique (disruption_id, revision, channel, address)
);
