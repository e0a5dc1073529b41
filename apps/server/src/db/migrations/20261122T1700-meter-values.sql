-- Meter values at their native resolution (15, 60 or 1440 minutes), interval start in UTC.
-- value: Wh for electricity and district heating, litres for water.
-- quality: 0 measured, 1 estimated, 2 missing. Partitioned by year so old years can be
-- detached or moved without touching the rest; reads go through the primary key.
create table meter_values (
  metering_point_id text not null,
  ts timestamptz not null,
  minutes smallint not null,
  value bigint not null,
  quality smallint not null default 0,
  primary key (metering_point_id, ts)
) partition by range (ts);
create table meter_values_2020 partition of meter_values for values from ('2020-01-01 00:00+00') to ('2021-01-01 00:00+00');
create table meter_values_2021 partition of meter_values for values from ('2021-01-01 00:00+00') to ('2022-01-01 00:00+00');
create table meter_values_2022 partition of meter_values for values from ('2022-01-01 00:00+00') to ('2023-01-01 00:00+00');
create table meter_values_2023 partition of meter_values for values from ('2023-01-01 00:00+00') to ('2024-01-01 00:00+00');
create table meter_values_2024 partition of meter_values for values from ('2024-01-01 00:00+00') to ('2025-01-01 00:00+00');
create table meter_values_2025 partition of meter_values for values from ('2025-01-01 00:00+00') to ('2026-01-01 00:00+00');
create table meter_values_2026 partition of meter_values for values from ('2026-01-01 00:00+00') to ('2027-01-01 00:00+00');
create table meter_values_2027 partition of meter_values for values from ('2027-01-01 00:00+00') to ('2028-01-01 00:00+00');
create table meter_values_2028 partition of meter_values for values from ('2028-01-01 00:00+00') to ('2029-01-01 00:00+00');
create table meter_values_default partition of meter_values default;

-- One row per metering point and local (Europe/Stockholm) day: what day, week, month and
-- year views read, so a year costs 365 index reads whatever the history holds.
create table meter_values_daily (
  metering_point_id text not null,
  day date not null,
  value bigint not null,
  quality smallint not null,
  intervals smallint not null,
  expected_intervals smallint not null,
  primary key (metering_point_id, day)
);

create table outdoor_temperatures (
  area text not null,
  day date not null,
  celsius numeric(4, 1) not null,
  primary key (area, day)
);
