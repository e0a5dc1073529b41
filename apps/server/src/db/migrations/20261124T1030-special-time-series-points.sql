-- A special time series (spec §3.9) is a named sum over chosen metering points of the group: its
-- values are the sum of its points' days in the daily roll-up, read when asked for, so they never
-- disagree with the consumption the points themselves show (decision 0028).
create table special_time_series_points (
  time_series_id text not null references special_time_series on delete cascade,
  metering_point_id text not null references metering_points on delete cascade,
  primary key (time_series_id, metering_point_id)
);
create index special_time_series_points_point_idx on special_time_series_points (metering_point_id);
