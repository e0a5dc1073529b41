-- Beställ Power Hub (issue 12 item 8): an order of the real-time device for a facility, with the
-- delivery address and contact as the customer confirmed them, who ordered and when.
create table power_hub_orders (
  order_id uuid primary key,
  customer_id text not null references customers on delete cascade,
  facility_key text not null references facilities on delete cascade,
  status text not null check (status in ('received', 'shipped', 'delivered', 'cancelled')),
  street text not null,
  postal_code text not null,
  city text not null,
  contact_name text not null,
  contact_email text not null,
  contact_mobile text not null,
  ordered_by text not null,
  ordered_at timestamptz not null
);
-- One open order per facility: a second one, however it races the first, is refused.
create unique index power_hub_orders_open on power_hub_orders (facility_key) where status in ('received', 'shipped');
create index power_hub_orders_customer on power_hub_orders (customer_id, ordered_at desc);
