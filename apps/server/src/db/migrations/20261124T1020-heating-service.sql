-- Fjärrvärmeservice (issue 13 item 8): the times a technician can visit a district heating
-- substation, one technician per time, and the customers' bookings of them. A cancelled booking
-- keeps its row (who cancelled and when) but no longer holds its time.
create table heating_service_occasions (
  occasion_id text primary key,
  activity text not null check (activity in ('central-service', 'exchanger-inspection', 'balancing')),
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  check (ends_at > starts_at)
);
create index heating_service_occasions_starts on heating_service_occasions (starts_at);

create table heating_service_bookings (
  booking_id uuid primary key,
  occasion_id text not null references heating_service_occasions on delete cascade,
  customer_id text not null references customers on delete cascade,
  facility_key text not null references facilities on delete cascade,
  booked_by text not null,
  booked_at timestamptz not null,
  cancelled_by text,
  cancelled_at timestamptz
);
-- One confirmed booking per time: of two people booking it at once, exactly one gets it.
create unique index heating_service_bookings_taken on heating_service_bookings (occasion_id) where cancelled_at is null;
create index heating_service_bookings_facility on heating_service_bookings (customer_id, facility_key);

-- The agreement request is a message (POST messages); the form's request id makes a message sent
-- twice (a double click, a retried request) one row. Messages without one stay as they are.
alter table messages add column request_id uuid;
create unique index messages_request on messages (customer_id, request_id);
