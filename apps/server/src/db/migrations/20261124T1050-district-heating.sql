-- Fjärrvärme: avkylning, flödespremie, bas- och spetsenergi (issue 13 items 4–6, decision 0030).
-- A heat meter's hourly flow and temperatures beside its energy in meter_values: volume in litres
-- (whole litres, as meter_values keeps whole Wh), supply and return temperatures in °C. ts is the
-- hour's start in UTC. An hour the meter sent no flow for has no row, so it shows as missing.
create table heat_meter_values (
  metering_point_id text not null references metering_points on delete cascade,
  ts timestamptz not null check (date_trunc('hour', ts) = ts),
  volume_litres integer not null check (volume_litres >= 0),
  supply_c numeric(4, 1) not null,
  return_c numeric(4, 1) not null,
  primary key (metering_point_id, ts)
);
