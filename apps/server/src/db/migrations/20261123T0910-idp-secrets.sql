-- The embedded provider's signing keys and cookie secret, in the database so that every instance
-- on it signs and verifies alike (one row, made by the first instance that starts).
create table idp_secrets (
  id int primary key default 1 check (id = 1),
  secrets jsonb not null,
  created_at timestamptz not null default now()
);
