-- Every instance keeps answers built from meter values in a cache of its own. A change of a point's
-- values (its values_version bumped when the roll-up is refreshed) is told to all of them when the
-- transaction commits, so none serves the old values after another instance changed them (decision 0035).
create function notify_meter_values_changed() returns trigger
language plpgsql as $$
begin
  perform pg_notify('meter_values_changed', new.metering_point_id);
  return null;
end
$$;

create trigger meter_values_changed
after update of values_version on metering_points
for each row when (old.values_version is distinct from new.values_version)
execute function notify_meter_values_changed();
