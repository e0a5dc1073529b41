-- Price lists and tariffs as the provider's systems send them (issue 29 item 1, decision 0052): one row
-- per entry, keyed by the source system's id. An entry applies from valid_from until the next entry of
-- its kind and series starts (series: a water product's number, else ''), or until valid_to: a new price
-- is a new entry from a later day, so the months before it keep theirs. content: the kind's prices, as
-- the record gives them (öre excluding VAT), validated by the kind before it is written.
create table price_lists (
  id text primary key,
  kind text not null check (kind in ('grid-tariff', 'energy-tax', 'vat', 'peak-model', 'district-heating', 'water')),
  series text not null default '',
  valid_from date not null,
  valid_to date,
  content jsonb not null,
  received_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (valid_to is null or valid_to >= valid_from),
  -- Checked at commit: a batch may move two entries' first days past each other.
  constraint price_lists_one_start unique (kind, series, valid_from) deferrable initially deferred
);

-- Every version of an entry the source sent, the first one too: a corrected price keeps what was shown before.
create table price_list_revisions (
  id text not null references price_lists on delete cascade,
  revision integer not null,
  valid_from date not null,
  valid_to date,
  content jsonb not null,
  received_at timestamptz not null default now(),
  primary key (id, revision)
);

-- Every instance keeps the price lists in memory: a change, by any instance, is told to all of them when
-- its transaction commits (as meter values are, 20261124T1130).
create function notify_price_lists_changed() returns trigger
language plpgsql as $$
begin
  perform pg_notify('price_lists_changed', '');
  return null;
end
$$;

create trigger price_lists_changed
after insert or update or delete or truncate on price_lists
for each statement execute function notify_price_lists_changed();
