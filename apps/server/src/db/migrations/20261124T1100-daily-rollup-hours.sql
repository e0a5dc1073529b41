-- Each local day's hourly energy in the daily roll-up (decision 0005, amended): hourly power models
-- (the monthly peak, the calculator, billing) read a month as about 30 rows instead of about 2,900
-- quarter-hours. hour_offsets[i] is the hour's start in whole hours after the local midnight (0–22,
-- 0–23 or 0–24 on a DST day), hour_wh[i] its energy; both null where a value is longer than an hour.
alter table meter_values_daily add column hour_offsets smallint[];
alter table meter_values_daily add column hour_wh bigint[];

update meter_values_daily d
set hour_offsets = h.offsets, hour_wh = h.wh
from (
  select metering_point_id, day, array_agg(hour order by hour) as offsets, array_agg(wh order by hour) as wh
  from (
    select metering_point_id, day, hour, sum(value) as wh, max(minutes) as longest
    from (
      select metering_point_id, (ts at time zone 'Europe/Stockholm')::date as day, value, minutes,
        floor(extract(epoch from ts - ((ts at time zone 'Europe/Stockholm')::date::timestamp at time zone 'Europe/Stockholm')) / 3600)::smallint as hour
      from meter_values
    ) v
    group by metering_point_id, day, hour
  ) hours
  group by metering_point_id, day
  having max(longest) <= 60
) h
where d.metering_point_id = h.metering_point_id and d.day = h.day;
