-- The organisation a company e-identification represents (its organisationsnummer, ten digits):
-- a company login may link only that organisation's customer.
alter table users add column organisation_number text;
