-- Spotpriser (issue 12 item 6): day-ahead prices per price area and market interval, as the
-- public Swedish price APIs publish them (one file per day and area, docs/domain.md "Spot prices"): the price
-- in SEK/kWh without VAT exactly as published, with the EUR price and exchange rate it came
-- from. An interval is a quarter-hour from delivery day 2025-10-01, an hour before; start is the
-- instant (UTC). A day without rows has no prices: it is shown as missing, never as zero.
-- source: 'published' came from a file or the configured price source; 'demo' was generated for
-- the demo data and gives way to a published day.
create table spot_prices (
  area text not null check (area in ('SE1', 'SE2', 'SE3', 'SE4')),
  start timestamptz not null,
  minutes smallint not null check (minutes in (15, 60)),
  sek_per_kwh numeric not null,
  eur_per_kwh numeric not null,
  exr numeric not null,
  source text not null check (source in ('published', 'demo')),
  primary key (area, start)
);

-- The price area (elområde) a facility's electricity is priced in; every demo facility is in
-- Nacka, in SE3.
alter table facilities add column price_area text not null default 'SE3' check (price_area in ('SE1', 'SE2', 'SE3', 'SE4'));
