create table invoices (
  invoice_id text primary key,
  customer_id text not null references customers on delete cascade,
  customer_account_id text not null references customer_accounts on delete cascade,
  invoice_number text not null unique,
  ocr text not null,
  issue_date date not null,
  due_date date not null,
  period_from date not null,
  period_to date not null,
  amount_ore bigint not null,
  vat_ore bigint not null,
  paid_at date
);
create index invoices_customer_idx on invoices (customer_id, issue_date desc);

-- Outages in the grid, district heating or water network, by postal code area.
create table disruptions (
  disruption_id text primary key,
  service text not null,
  postal_code_prefix text not null,
  title text not null,
  description text not null,
  planned boolean not null,
  starts_at timestamptz not null,
  ends_at timestamptz
);
create index disruptions_time_idx on disruptions (starts_at, ends_at);
