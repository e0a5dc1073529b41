-- Mätarställning (docs/decisions/0026-meter-readings.md): a water meter's readings in whole m³,
-- one per metering point and local date (a reading sent twice, however the two race, is stored
-- once). meter_number is the meter read, new_meter marks the first reading of a changed meter,
-- confirmed that the customer kept it after being asked about it. spread_from: the water
-- series' days [spread_from, reading_date) were replaced by this reading's use spread evenly
-- over them (null when it replaced none). submitted_by is the login's subject, null for the demo's.
create table meter_readings (
  reading_id uuid primary key,
  metering_point_id text not null references metering_points on delete cascade,
  reading_date date not null,
  value_m3 integer not null check (value_m3 >= 0 and value_m3 <= 99999999),
  meter_number text not null,
  new_meter boolean not null,
  confirmed boolean not null,
  spread_from date check (spread_from < reading_date),
  submitted_by text,
  submitted_at timestamptz not null,
  unique (metering_point_id, reading_date)
);
