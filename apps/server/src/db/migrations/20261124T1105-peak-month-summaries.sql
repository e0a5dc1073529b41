-- Closed months' peak summaries (decision 0023), computed once from the stored values under the
-- month's peak model and kept in the database for every instance. metering_points.values_version
-- counts the refreshes of a point's daily roll-up (it changes in the statement that changes the
-- roll-up): a summary computed from another version, or under another model (model_key), is
-- computed again when read. summary: the month's peaks, billed kW, fee, energy and completeness.
alter table metering_points add column values_version bigint not null default 0;

create table peak_month_summaries (
  metering_point_id text not null references metering_points on delete cascade,
  month text not null check (month ~ '^[0-9]{4}-[0-9]{2}$'),
  values_version bigint not null,
  model_key text not null,
  summary jsonb not null,
  primary key (metering_point_id, month)
);
