-- Utjämnad betalning (docs/decisions/0019-even-payment.md): an invoice in equal parts carries the
-- fee, the adjustment to the part and, at a review or the end, the reconciliation as lines of
-- their own kind.
alter table invoice_lines drop constraint invoice_lines_kind_check;
alter table invoice_lines add constraint invoice_lines_kind_check check (kind in ('fixed', 'energy', 'power', 'tax', 'vat', 'even-payment'));

-- An account's agreement: the part (whole kronor) and the annual cost it was set from, the first
-- month invoiced in equal parts, the month whose invoice reconciles and sets the part again, who
-- signed up and when. Ended: the first month invoiced as used again (its invoice settles the
-- balance), who ended it and when. A review changes the part, the estimate and the review month.
create table even_payment_agreements (
  agreement_id uuid primary key,
  customer_account_id text not null references customer_accounts on delete cascade,
  monthly_part_ore bigint not null check (monthly_part_ore >= 0 and monthly_part_ore % 100 = 0),
  annual_estimate_ore bigint not null,
  start_month text not null check (start_month ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
  review_month text not null check (review_month ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
  signed_up_by text not null,
  signed_up_at timestamptz not null,
  ended_month text check (ended_month ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
  ended_by text,
  ended_at timestamptz,
  check (review_month > start_month),
  check ((ended_month is null) = (ended_at is null) and (ended_at is null) = (ended_by is null))
);
-- One running agreement per account: a second sign-up, however it races the first, is refused.
create unique index even_payment_agreements_running on even_payment_agreements (customer_account_id) where ended_at is null;
create index even_payment_agreements_account on even_payment_agreements (customer_account_id, signed_up_at desc);

-- What each invoice under an agreement did, written with the invoice: the month's total as used
-- (what the estimate at a review counts), the part and the fee asked for, the adjustment (part
-- minus used) and the reconciliation (minus the balance). The balance is the sum of the last two.
create table even_payment_invoices (
  invoice_id text primary key references invoices on delete cascade,
  agreement_id uuid not null references even_payment_agreements on delete cascade,
  month text not null,
  billed_ore bigint not null,
  part_ore bigint not null,
  fee_ore bigint not null,
  adjustment_ore bigint not null,
  reconciliation_ore bigint not null
);
create index even_payment_invoices_agreement on even_payment_invoices (agreement_id, month);
