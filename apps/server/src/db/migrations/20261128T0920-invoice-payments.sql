-- Invoices from the billing system (docs/decisions/0053-invoices-from-the-billing-system.md).

-- The payments the billing system has set against an invoice, in its order: a partly paid invoice
-- has some, a paid one adds up to its amount (paid_at is then the day it did). A credit note's are
-- negative: what was paid back or set off. Invoices the portal's own billing marked paid have none.
create table invoice_payments (
  invoice_id text not null references invoices on delete cascade,
  payment_no smallint not null,
  paid_on date not null,
  amount_ore bigint not null,
  primary key (invoice_id, payment_no)
);

-- A billing system issues a credit note and a corrected invoice for a month already invoiced, or
-- one invoice per service: an account may have several invoices for one period. The index stays
-- for the account's list.
alter table invoices drop constraint invoices_account_period_key;
create index invoices_account_period_idx on invoices (customer_account_id, period_from);

-- A credit note is a negative invoice; it may name the invoice it credits.
alter table invoices add column credits_invoice_id text references invoices on delete set null;
-- The billing system's record as last received (sha256 of it without the payments, hex), so the
-- same record again changes nothing; null for the invoices the portal's own billing made.
alter table invoices add column source_fingerprint text;

-- The billing system's own PDF of an invoice, served to the customer instead of the portal's
-- rendering. In the database, beside the invoice: every instance serves it, it is backed up with
-- the invoice, and it goes when the invoice goes.
create table invoice_documents (
  invoice_id text primary key references invoices on delete cascade,
  content bytea not null,
  size integer not null,
  sha256 text not null,
  received_at timestamptz not null default now()
);
