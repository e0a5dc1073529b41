-- A consumption view reads a point's days from the roll-up; with the values in the key's index
-- that is an index-only scan of adjacent entries instead of one heap page per day (decision 0005).
alter table meter_values_daily drop constraint meter_values_daily_pkey;
alter table meter_values_daily add primary key (metering_point_id, day) include (value, quality, intervals, expected_intervals);
