-- When a disruption was published, for the "Publicerad" of the disruption page's header (spec §2.5).
-- Rows from before this column count as published when it was added.
alter table disruptions add column published_at timestamptz not null default now();
