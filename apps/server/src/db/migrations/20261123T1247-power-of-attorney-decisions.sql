-- Who answered a power of attorney in the portal, and when. Approving, rejecting or ending one is
-- the customer's consent to (or withdrawal of) sharing meter values with a third party, so every
-- decision is kept, not only the latest status.
create table power_of_attorney_decisions (
  id bigserial primary key,
  permission_id text not null references powers_of_attorney on delete cascade,
  decision text not null check (decision in ('approve', 'reject', 'end')),
  -- The deciding login's subject (the access token's sub).
  decided_by text not null,
  decided_at timestamptz not null
);
create index power_of_attorney_decisions_permission_idx on power_of_attorney_decisions (permission_id, decided_at);
