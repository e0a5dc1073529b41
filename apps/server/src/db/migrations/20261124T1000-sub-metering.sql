-- Undermätning (issue 13, decision 0025): a sub-meter is a metering point of its own, type
-- SUBMETER, under the facility and service (EL, FJV, VA) whose main meter it measures a part of, and
-- named by what it measures ("Undermätare plan 2"). Only sub-meters have a name: main meters and
-- production are known by their facility.
alter table metering_points drop constraint metering_points_type_check;
alter table metering_points add constraint metering_points_type_check check (type in ('CONSUMPTION', 'PRODUCTION', 'SUBMETER'));
alter table metering_points add column name text;
alter table metering_points add constraint metering_points_name_check check ((type = 'SUBMETER') = (name is not null));
