import {
  INVOICE_SERVICES,
  type AccountInvoiceReferences,
  type Invoice,
  type InvoiceDetail,
  type InvoiceLine,
  type InvoiceReferenceValues,
  linesOnBasis,
} from '@mina-sidor/shared/invoice';
import { vatBasisOf } from '@mina-sidor/shared/money';
import { type Insertable, sql } from 'kysely';
import type { Db } from '../../db/connection.ts';
import type { ColumnsOf, InvoiceLinesTable } from '../../db/schema.ts';
import type { Line } from './lines.ts';
import { swedishToday } from '../../lib/swedish-time.ts';
import { invoiceStatus, nextIssueDate } from './rules.ts';

/** An invoice row as the queries select it: dates and amounts as text, so no time zone or float can shift them. */
type SummaryRow = ColumnsOf<'invoices', 'invoice_id' | 'invoice_number' | 'customer_account_id' | 'ocr' | 'bankgiro' | 'payment_method'> & {
  issue_date: string;
  due_date: string;
  period_from: string;
  period_to: string;
  amount_ore: string;
  net_ore: string;
  vat_ore: string;
  paid_at: string | null;
  paid_ore: string;
  credits_invoice_number: string | null;
  services: string[];
};

const SUMMARY_COLUMNS = sql`i.invoice_id, i.invoice_number, i.customer_account_id, i.ocr, i.bankgiro, i.issue_date::text, i.due_date::text,
  i.period_from::text, i.period_to::text, i.amount_ore::text, i.net_ore::text, i.vat_ore::text, i.paid_at::text, i.payment_method,
  coalesce((select sum(p.amount_ore) from invoice_payments p where p.invoice_id = i.invoice_id), 0)::text as paid_ore,
  (select c.invoice_number from invoices c where c.invoice_id = i.credits_invoice_id) as credits_invoice_number,
  array(select distinct l.service from invoice_lines l where l.invoice_id = i.invoice_id and l.service is not null) as services`;

const serviceOrder = (a: string, b: string) => (INVOICE_SERVICES as readonly string[]).indexOf(a) - (INVOICE_SERVICES as readonly string[]).indexOf(b);

function toInvoice(r: SummaryRow, today: string): Invoice {
  const [amountOre, paidOre] = [Number(r.amount_ore), Number(r.paid_ore)];
  // paid_at says paid in full: the portal's own billing sets it without payments.
  const remainingOre = r.paid_at === null ? amountOre - paidOre : 0;
  return {
    invoiceId: r.invoice_id,
    invoiceNumber: r.invoice_number,
    customerAccountId: r.customer_account_id,
    ocr: r.ocr,
    bankgiro: r.bankgiro,
    issueDate: r.issue_date,
    dueDate: r.due_date,
    periodFrom: r.period_from,
    periodTo: r.period_to,
    amountOre,
    netOre: Number(r.net_ore),
    vatOre: Number(r.vat_ore),
    paid: r.paid_at !== null,
    paidDate: r.paid_at,
    remainingOre,
    status: invoiceStatus({ amountOre, paidOre, paidDate: r.paid_at, dueDate: r.due_date }, today),
    creditsInvoiceNumber: r.credits_invoice_number,
    paymentMethod: r.payment_method,
    services: [...r.services].sort(serviceOrder),
  };
}

/** An invoice's lines as rows of `invoice_lines`, numbered in print order. */
export function invoiceLineRows(invoiceId: string, lines: readonly Line[]): Insertable<InvoiceLinesTable>[] {
  return lines.map((line, index) => ({
    invoice_id: invoiceId,
    line_no: index + 1,
    kind: line.kind,
    facility: line.facility,
    service: line.service,
    description: line.description,
    quantity: line.quantity,
    unit: line.unit,
    unit_price_ore: line.unitPriceOre,
    amount_ore: line.amountOre,
  }));
}

export interface InvoiceFilter {
  /** One account's; without it, every account of the customer. */
  customerAccountId?: string | undefined;
  limit?: number;
  /** The Swedish date the statuses are for. */
  today?: string;
}

/**
 * The customer's (or one account's) invoices with their totals and services, newest first: what
 * the invoice list, the overview and anything that sums invoices (even payment, reports) read.
 */
export async function listInvoices(db: Db, customerId: string, filter: InvoiceFilter = {}): Promise<Invoice[]> {
  const { customerAccountId, limit = 1200, today = swedishToday() } = filter;
  const { rows } = await sql<SummaryRow>`
    select ${SUMMARY_COLUMNS}
    from invoices i
    where i.customer_id = ${customerId}
      ${customerAccountId === undefined ? sql`` : sql`and i.customer_account_id = ${customerAccountId}`}
    order by i.period_from desc, i.invoice_number desc
    limit ${limit}`.execute(db);
  return rows.map((row) => toInvoice(row, today));
}

type LineRow = {
  kind: InvoiceLine['kind'];
  facility: string | null;
  service: string | null;
  description: string;
  quantity: string | null;
  unit: string | null;
  unit_price_ore: string | null;
  amount_ore: string;
};

const numberOrNull = (value: string | null) => (value === null ? null : Number(value));

/**
 * One invoice of the customer with its lines and what was printed on it, and its lines on the
 * customer's VAT basis at the rate the VAT line was charged at: the one the billing system sent
 * with the invoice, else the one in force on the invoice period's first day (`vatPercentOn`, from
 * the stored price lists); undefined when the customer has no such invoice.
 */
export async function findInvoice(
  db: Db,
  customerId: string,
  invoiceId: string,
  vatPercentOn: (day: string) => number,
  today = swedishToday(),
): Promise<InvoiceDetail | undefined> {
  const { rows } = await sql<
    SummaryRow & {
      recipient: string[];
      your_reference: string | null;
      cost_centre: string | null;
      order_number: string | null;
      vat_percent: string | null;
      legal_part_id: number;
    }
  >`
    select ${SUMMARY_COLUMNS}, i.recipient, i.your_reference, i.cost_centre, i.order_number, i.vat_percent::text, c.legal_part_id
    from invoices i join customers c on c.customer_id = i.customer_id
    where i.customer_id = ${customerId} and i.invoice_id = ${invoiceId}`.execute(db);
  const row = rows[0];
  if (!row) return undefined;
  const vatPercent = row.vat_percent === null ? vatPercentOn(row.period_from) : Number(row.vat_percent);
  const [lines, payments] = await Promise.all([
    invoiceLines(db, [invoiceId]).then((byInvoice) => byInvoice.get(invoiceId) ?? []),
    db
      .selectFrom('invoice_payments')
      .select([sql<string>`paid_on::text`.as('date'), sql<string>`amount_ore::text`.as('amount_ore')])
      .where('invoice_id', '=', invoiceId)
      .orderBy('payment_no')
      .execute(),
  ]);
  const basis = vatBasisOf({ legalPart: { id: row.legal_part_id } });
  return {
    ...toInvoice(row, today),
    recipient: row.recipient,
    references: { yourReference: row.your_reference, costCentre: row.cost_centre, orderNumber: row.order_number },
    lines,
    vatBasis: basis,
    vatPercent,
    shownLines: linesOnBasis(lines, basis, vatPercent),
    payments: payments.map((p) => ({ date: p.date, amountOre: Number(p.amount_ore) })),
  };
}

/** The invoices' lines in print order, by invoice. */
export async function invoiceLines(db: Db, invoiceIds: readonly string[]): Promise<Map<string, InvoiceLine[]>> {
  const byInvoice = new Map<string, InvoiceLine[]>();
  if (invoiceIds.length === 0) return byInvoice;
  const rows = (await db
    .selectFrom('invoice_lines')
    .select([
      'invoice_id',
      'kind',
      'facility',
      'service',
      'description',
      sql<string | null>`quantity::text`.as('quantity'),
      'unit',
      sql<string | null>`unit_price_ore::text`.as('unit_price_ore'),
      sql<string>`amount_ore::text`.as('amount_ore'),
    ])
    .where('invoice_id', 'in', [...invoiceIds])
    .orderBy('invoice_id')
    .orderBy('line_no')
    .execute()) as (LineRow & { invoice_id: string })[];
  for (const l of rows) {
    const list = byInvoice.get(l.invoice_id) ?? [];
    list.push({
      kind: l.kind,
      facility: l.facility,
      service: l.service,
      description: l.description,
      quantity: numberOrNull(l.quantity),
      unit: l.unit,
      unitPriceOre: numberOrNull(l.unit_price_ore),
      amountOre: Number(l.amount_ore),
    });
    byInvoice.set(l.invoice_id, list);
  }
  return byInvoice;
}

/** The customer's account by id: its name, or undefined when the customer has no such account. */
export async function findAccount(db: Db, customerId: string, customerAccountId: string): Promise<{ name: string } | undefined> {
  return db
    .selectFrom('customer_accounts')
    .select('name')
    .where('customer_id', '=', customerId)
    .where('customer_account_id', '=', customerAccountId)
    .executeTakeFirst();
}

type ReferenceRow = {
  customer_account_id: string;
  name: string;
  your_reference: string | null;
  cost_centre: string | null;
  order_number: string | null;
  updated_at: Date | null;
  updated_by_name: string | null;
};

const toReferences = (r: ReferenceRow, today: string): AccountInvoiceReferences => ({
  customerAccountId: r.customer_account_id,
  accountName: r.name,
  references: { yourReference: r.your_reference, costCentre: r.cost_centre, orderNumber: r.order_number },
  updatedAt: r.updated_at?.toISOString() ?? null,
  updatedBy: r.updated_by_name,
  nextIssueDate: nextIssueDate(today),
});

/** Every account of the customer with its invoice references (none set: all null), in the customer's order; or one account's. */
export async function listReferences(db: Db, customerId: string, customerAccountId?: string, today = swedishToday()): Promise<AccountInvoiceReferences[]> {
  const { rows } = await sql<ReferenceRow>`
    select a.customer_account_id, a.name, r.your_reference, r.cost_centre, r.order_number, r.updated_at, u.display_name as updated_by_name
    from customer_accounts a
    left join invoice_references r on r.customer_account_id = a.customer_account_id
    left join users u on u.subject = r.updated_by
    where a.customer_id = ${customerId}
      ${customerAccountId === undefined ? sql`` : sql`and a.customer_account_id = ${customerAccountId}`}
    order by a.sort_order, a.customer_account_id`.execute(db);
  return rows.map((row) => toReferences(row, today));
}

/** Sets an account's references (who and when with them), in one statement. */
export async function saveReferences(db: Db, customerAccountId: string, values: InvoiceReferenceValues, subject: string, at = new Date()): Promise<void> {
  const row = { your_reference: values.yourReference, cost_centre: values.costCentre, order_number: values.orderNumber, updated_by: subject, updated_at: at };
  await db
    .insertInto('invoice_references')
    .values({ customer_account_id: customerAccountId, ...row })
    .onConflict((oc) => oc.column('customer_account_id').doUpdateSet(row))
    .execute();
}
