-- Integration in (issue 29 item 1, decision 0051): facilities come from the provider's systems.
-- A move-out ends the link between a facility and a customer account on a day, without deleting anything:
-- the facility, its metering points and their values, invoices and contracts stay readable. From that day
-- (moved_out_on <= today) the account no longer has the facility for new actions; a facility whose every
-- link has ended is moved out. Null: the account still has it.
alter table facility_accounts add column moved_out_on date;

-- The grid area (nätområde) the facility's electricity is delivered in, as the grid owner names it; null
-- where the source does not say (every demo facility).
alter table facilities add column grid_area text;
