-- The invoices written so far were a demo top-up with a made-up amount and no lines. The invoices
-- module issues them again from the stored consumption and the contracts' prices, with lines whose
-- öre sum to the total (docs/decisions/0015-invoices.md); an invoice is frozen once issued.
delete from invoices;

-- What was printed on the invoice when it was issued: later changes of the customer's payment
-- method, address or references never rewrite an issued invoice (nor its PDF).
alter table invoices add column net_ore bigint not null;
alter table invoices add column payment_method text not null check (payment_method in ('autogiro', 'e-faktura', 'pdf-faktura'));
alter table invoices add column bankgiro text not null;
alter table invoices add column recipient text[] not null;
alter table invoices add column your_reference text;
alter table invoices add column cost_centre text;
alter table invoices add column order_number text;
-- One invoice per account and month; also the index an account's list is read through.
alter table invoices add constraint invoices_account_period_key unique (customer_account_id, period_from);

-- quantity × unit price = amount, rounded to whole öre; the VAT is a line (kind 'vat') too, so the
-- lines of an invoice sum exactly to its amount_ore.
create table invoice_lines (
  invoice_id text not null references invoices on delete cascade,
  line_no smallint not null,
  kind text not null check (kind in ('fixed', 'energy', 'power', 'tax', 'vat')),
  facility text,
  service text,
  description text not null,
  quantity numeric(14, 3),
  unit text,
  unit_price_ore numeric(14, 4),
  amount_ore bigint not null,
  primary key (invoice_id, line_no)
);

-- The references a customer wants printed on an account's next invoices, and who set them when.
create table invoice_references (
  customer_account_id text primary key references customer_accounts on delete cascade,
  your_reference text,
  cost_centre text,
  order_number text,
  updated_by text not null,
  updated_at timestamptz not null default now()
);
