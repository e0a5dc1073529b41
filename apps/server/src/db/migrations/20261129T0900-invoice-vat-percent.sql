-- The VAT rate an invoice from the billing system charged (percent), as its VAT line prints it: the
-- portal shows the invoice on the customer's basis at it, without a VAT price list for its period.
-- Null for an invoice sent without it: the price list in force on the period's first day gives it.
alter table invoices add column vat_percent numeric(5, 2);
