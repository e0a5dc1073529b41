-- Fjärrvärme: jämförelse (issue 13 item 7, decision 0031). The building of a facility as the
-- per-m² comparison needs it: its category and heated area (Atemp). A facility without a row has
-- no registered area, and its page says so instead of showing a number.
create table facility_buildings (
  facility_key text primary key references facilities on delete cascade,
  building_category text not null check (building_category in ('villa', 'flerbostadshus', 'kontor')),
  heated_area_m2 integer not null check (heated_area_m2 > 0)
);
