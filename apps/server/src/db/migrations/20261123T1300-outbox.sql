-- Outgoing e-mail and SMS written here when no SMTP server (or SMS provider) is configured:
-- a developer reads them instead of their being dropped.
create table outbox (
  id bigserial primary key,
  channel text not null check (channel in ('email', 'sms')),
  recipient text not null,
  subject text,
  body text not null,
  created_at timestamptz not null default now()
);
create index outbox_recipient on outbox (recipient, created_at desc);
