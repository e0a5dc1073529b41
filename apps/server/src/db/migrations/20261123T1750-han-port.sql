-- HAN-port (issue 12 item 7): the customer port of an electricity meter, switched on when the
-- customer asks. No row is an inactive port; a request is kept with who asked and when, and the
-- time the port was switched on once it is active. One row per metering point: asking again
-- finds the row and changes nothing.
create table han_ports (
  metering_point_id text primary key references metering_points on delete cascade,
  status text not null check (status in ('requested', 'active')),
  requested_by text not null,
  requested_at timestamptz not null,
  activated_at timestamptz,
  check ((status = 'active') = (activated_at is not null))
);
