-- The parent organisation of a customer (spec §3.9); no row means no parent.
create table parent_organizations (
  customer_id text primary key references customers on delete cascade,
  organization_id text not null,
  name text not null,
  organization_number text not null,
  parent_customer_id text
);

create table contracts (
  contract_id text primary key,
  reference_id text not null,
  customer_id text not null references customers on delete cascade,
  customer_account_id text not null references customer_accounts on delete cascade,
  facility_key text not null references facilities on delete cascade,
  utility_type_id integer not null,
  utility_type_name text not null,
  product_number text not null,
  product_name text not null,
  start_date date not null,
  end_date date,
  metering_point_id text,
  fuse_size text,
  binding_period_end date,
  notice_period_months integer not null default 3,
  price_components jsonb not null default '[]'
);
create index contracts_customer_idx on contracts (customer_id, facility_key);

create table messages (
  message_id text primary key,
  customer_id text not null references customers on delete cascade,
  subject text not null,
  body text not null,
  category text not null,
  status_key integer not null,
  created_at timestamptz not null default now()
);
create index messages_customer_idx on messages (customer_id, created_at desc);

create table powers_of_attorney (
  permission_id text primary key,
  customer_id text not null references customers on delete cascade,
  status_mp text not null check (status_mp in ('Aktiv', 'Inaktiv', 'Ny', 'Väntande')),
  requester text not null,
  metering_point_id text not null,
  received_start timestamptz not null,
  response_start timestamptz not null,
  report_start timestamptz not null,
  report_end timestamptz
);
create index powers_of_attorney_customer_idx on powers_of_attorney (customer_id);

create table panel_participation (
  customer_number text primary key,
  status text not null check (status in ('NotParticipating', 'Participating', 'Excluded')),
  email text,
  phone_number text,
  display_name text,
  updated_at timestamptz not null default now()
);

create table feedback (
  id bigserial primary key,
  at timestamptz not null default now(),
  actor_subject text not null,
  customer_id text,
  page text not null,
  thumbs text not null check (thumbs in ('thumbs-up', 'thumbs-down')),
  optional_text text,
  page_variant text
);

create table company_link_requests (
  id bigserial primary key,
  at timestamptz not null default now(),
  user_id uuid not null references users on delete cascade,
  customer_id text not null references customers on delete cascade
);

create table reports (
  report_id text primary key,
  customer_id text not null references customers on delete cascade,
  name text not null,
  file_name text not null,
  content_type text not null,
  content text not null,
  created_at timestamptz not null default now()
);
create index reports_customer_idx on reports (customer_id, created_at desc);

-- Single-use, expiring, bound to the customer (and login) that asked for it.
create table download_tokens (
  token_hash text primary key,
  report_id text not null references reports on delete cascade,
  customer_id text not null references customers on delete cascade,
  created_by text not null,
  expires_at timestamptz not null,
  used_at timestamptz
);
