-- Högspänning (issue 12 item 9): reactive energy per hour of a high-voltage metering point,
-- beside its active energy in meter_values (decision 0022). Grid companies bill reactive power
-- on calendar hours, so the hour is the resolution kept. kvarh is net: inductive (drawn) positive,
-- capacitive (fed back) negative. ts is the hour's start in UTC; quality as in meter_values
-- (0 measured, 1 estimated, 2 missing).
create table reactive_energy_values (
  metering_point_id text not null references metering_points on delete cascade,
  ts timestamptz not null check (date_trunc('hour', ts) = ts),
  kvarh numeric(12, 3) not null,
  quality smallint not null default 0 check (quality in (0, 1, 2)),
  primary key (metering_point_id, ts)
);
