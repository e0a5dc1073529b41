-- What the provider's order system reports about a Power Hub order after the customer placed it
-- (docs/decisions/0057-the-provider-reports-what-it-did-next.md): the day it was shipped, with the
-- carrier and the parcel's number, the day it was delivered, or the day it was cancelled and why.
-- Null until reported. The status column moves with them, never back.
alter table power_hub_orders add column shipped_on date;
alter table power_hub_orders add column carrier text;
alter table power_hub_orders add column tracking_number text;
alter table power_hub_orders add column tracking_url text;
alter table power_hub_orders add column delivered_on date;
alter table power_hub_orders add column cancelled_on date;
alter table power_hub_orders add column cancellation_reason text;
