-- Ärenden: a customer's cases with customer service, their history (messages and status changes)
-- and attachments. A case number is what the customer quotes on the phone: digits only. New cases
-- are numbered from 100000001, the demo data's are shorter (customer number and a digit), so the
-- two never meet.
create sequence case_numbers start 100000001;

create table cases (
  case_id text primary key default (nextval('case_numbers')::text),
  customer_id text not null references customers on delete cascade,
  category text not null check (category in ('invoice', 'contract', 'move', 'meter', 'outage', 'other')),
  subject text not null,
  status text not null check (status in ('received', 'in-progress', 'waiting-for-customer', 'closed')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index cases_customer_idx on cases (customer_id, updated_at desc);

-- The history, in the order it happened (seq): a message from the customer or from customer
-- service, or a change of status. Who wrote a message is kept as the login's subject (the access
-- token's sub). The demo data's customer-service answers have none.
create table case_events (
  event_id text primary key,
  seq bigserial not null,
  case_id text not null references cases on delete cascade,
  kind text not null check (kind in ('message', 'status')),
  author text not null check (author in ('customer', 'customer-service')),
  author_subject text,
  body text,
  status text check (status in ('received', 'in-progress', 'waiting-for-customer', 'closed')),
  created_at timestamptz not null default now(),
  check ((kind = 'message' and body is not null and status is null) or (kind = 'status' and status is not null and body is null))
);
create index case_events_case_idx on case_events (case_id, seq);

-- A message's files, kept in the database with the case (at most 10 MB each, checked by the
-- server): a backup of the database holds them, and deleting a customer deletes them.
create table case_attachments (
  attachment_id text primary key,
  case_id text not null references cases on delete cascade,
  event_id text not null references case_events on delete cascade,
  file_name text not null,
  content_type text not null check (content_type in ('application/pdf', 'image/jpeg', 'image/png')),
  size integer not null check (size > 0 and size <= 10485760),
  content bytea not null
);
create index case_attachments_event_idx on case_attachments (event_id);
