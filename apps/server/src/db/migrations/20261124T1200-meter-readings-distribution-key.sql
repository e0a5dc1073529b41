-- Every table that references metering_points has metering_point_id in its primary key, so that
-- all of them can be distributed by it on Citus, colocated with meter_values (docs/scaling.md),
-- which asks each unique constraint to hold the distribution column. A reading is never looked up
-- by its id alone; (metering_point_id, reading_date) stays unique.
alter table meter_readings drop constraint meter_readings_pkey;
alter table meter_readings add primary key (metering_point_id, reading_id);
