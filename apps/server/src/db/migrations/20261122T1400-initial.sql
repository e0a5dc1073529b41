-- Customers as the provider's customer system describes them (spec §3.3).
create table customers (
  customer_id text primary key,
  customer_number text not null unique,
  name text not null,
  display_name text not null,
  identification_number text not null,
  email text,
  customer_type_id integer not null,
  customer_type_name text not null check (customer_type_name in ('INDIVIDUAL', 'ORGANIZATION', 'MIXED')),
  legal_part_id integer not null,
  status_id integer not null,
  group_id uuid not null default '00000000-0000-0000-0000-000000000000',
  flex_account boolean not null default false,
  direct_debit boolean not null default false,
  use_new_landing_page boolean not null default false
);
create index customers_identification_number_idx on customers (identification_number);

create table customer_accounts (
  customer_account_id text primary key,
  customer_id text not null references customers on delete cascade,
  customer_number text not null,
  status_id integer not null,
  legal_part_id integer not null,
  name text not null,
  phone_number text,
  source_system_id integer not null,
  source_system_name text not null,
  sort_order integer not null
);
create index customer_accounts_customer_idx on customer_accounts (customer_id, sort_order);

create table facilities (
  facility_key text primary key,
  customer_id text not null references customers on delete cascade,
  display_name text not null,
  address text not null,
  postal_code text not null,
  city text not null,
  sort_order integer not null
);
create index facilities_customer_idx on facilities (customer_id, sort_order);

create table facility_accounts (
  facility_key text not null references facilities on delete cascade,
  customer_account_id text not null references customer_accounts on delete cascade,
  primary key (facility_key, customer_account_id)
);

create table facility_services (
  facility_key text not null references facilities on delete cascade,
  service_id integer not null,
  name text not null,
  reading_type text not null,
  primary key (facility_key, name)
);

create table metering_points (
  metering_point_id text primary key,
  facility_key text not null references facilities on delete cascade,
  service text not null,
  type text not null check (type in ('CONSUMPTION', 'PRODUCTION')),
  meter_number text not null,
  base_power numeric(12, 3)
);
create index metering_points_facility_idx on metering_points (facility_key);

-- Logins known to the identity provider; customer_id is the mecid claim.
create table users (
  user_id uuid primary key,
  subject text not null unique,
  persona_key text unique,
  personnummer text not null unique,
  display_name text not null,
  email text,
  roles text[] not null default '{}',
  company_login boolean not null default false,
  customer_id text references customers on delete set null
);

-- A login with view access to another customer's account (spec §6 "linked customers").
create table linked_customers (
  user_id uuid not null references users on delete cascade,
  customer_id text not null references customers on delete cascade,
  primary key (user_id, customer_id)
);

create table invitations (
  code text primary key,
  customer_id text not null references customers on delete cascade,
  email text not null,
  created_at timestamptz not null default now(),
  accepted_at timestamptz
);

create table special_time_series (
  time_series_id text primary key,
  customer_id text not null references customers on delete cascade,
  name text not null,
  unit text not null
);
create index special_time_series_customer_idx on special_time_series (customer_id);

-- Every read of a customer by staff (KC, Admin).
create table audit_log (
  id bigserial primary key,
  at timestamptz not null default now(),
  actor_subject text not null,
  actor_roles text[] not null,
  action text not null,
  customer_id text not null
);
create index audit_log_customer_idx on audit_log (customer_id, at);

-- The embedded OpenID Provider's grants, sessions, codes and interactions.
create table oidc_payloads (
  model text not null,
  id text not null,
  payload jsonb not null,
  grant_id text,
  user_code text,
  uid text,
  expires_at timestamptz,
  consumed_at timestamptz,
  primary key (model, id)
);
create index oidc_payloads_grant_idx on oidc_payloads (grant_id);
create index oidc_payloads_uid_idx on oidc_payloads (uid);
create index oidc_payloads_expires_idx on oidc_payloads (expires_at);
