import { createHash } from 'node:crypto';
import { INVOICES_WRITE_SCOPE, invoiceRecord, type InvoiceRecord } from '@mina-sidor/shared/invoice-record';
import { type Insertable, sql, type Transaction } from 'kysely';
import type { ColumnsOf, Database, InvoicePaymentsTable, InvoicesTable } from '../../db/schema.ts';
import type { IndexedRecord, IntegrationKind, RecordProblem, WriteCounts } from '../../integration-inbound/kind.ts';
import { invoiceLineRows } from './repository.ts';
import { settledOn } from './rules.ts';

/**
 * Invoices from the billing system (decision 0053): header, lines and payments, keyed by the
 * billing system's id. The same record again changes nothing; a corrected one (same id, other
 * content) replaces the stored invoice whole, and drops a PDF sent for the old content; new
 * payments alone change only the payments and the paid date.
 */

/**
 * The record's content without its payments, as a stable digest: what decides whether a stored
 * invoice is the record's. Keys in a fixed order, so the sender's key order does not matter.
 */
export function contentFingerprint(record: InvoiceRecord): string {
  const { payments: _payments, ...content } = record;
  return createHash('sha256')
    .update(JSON.stringify(content, Object.keys(flatKeys(content)).sort()))
    .digest('hex');
}

/** Every key used anywhere in the value, for JSON.stringify's allow-list (which then sorts nested keys too). */
function flatKeys(value: unknown, keys: Record<string, true> = {}): Record<string, true> {
  if (Array.isArray(value)) for (const item of value) flatKeys(item, keys);
  else if (value !== null && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      keys[key] = true;
      flatKeys(inner, keys);
    }
  }
  return keys;
}

const samePayments = (a: readonly { date: string; amountOre: number }[], b: readonly { date: string; amountOre: number }[]) =>
  a.length === b.length && a.every((p, i) => p.date === b[i]!.date && p.amountOre === b[i]!.amountOre);

/** Why records refer to what is not there: their customer, account, or credited invoice, or an invoice number another invoice has. */
async function checkInvoices(trx: Transaction<Database>, records: readonly IndexedRecord<InvoiceRecord>[]): Promise<RecordProblem[]> {
  const ids = (pick: (r: InvoiceRecord) => string | null) => [...new Set(records.map((r) => pick(r.record)).filter((id): id is string => id !== null))];
  const [customers, accounts, credited, numbered] = await Promise.all([
    sql<ColumnsOf<'customers', 'customer_id'>>`select customer_id from customers where customer_id = any(${ids((r) => r.customerId)})`.execute(trx),
    sql<ColumnsOf<'customer_accounts', 'customer_account_id' | 'customer_id'>>`
      select customer_account_id, customer_id from customer_accounts where customer_account_id = any(${ids((r) => r.customerAccountId)})`.execute(trx),
    sql<ColumnsOf<'invoices', 'invoice_id' | 'customer_id'>>`
      select invoice_id, customer_id from invoices where invoice_id = any(${ids((r) => r.creditsInvoiceId)})`.execute(trx),
    sql<ColumnsOf<'invoices', 'invoice_id' | 'invoice_number'>>`
      select invoice_id, invoice_number from invoices where invoice_number = any(${ids((r) => r.invoiceNumber)})`.execute(trx),
  ]);
  const knownCustomers = new Set(customers.rows.map((r) => r.customer_id));
  const customerOfAccount = new Map(accounts.rows.map((r) => [r.customer_account_id, r.customer_id]));
  // Invoices as they will be once the batch is written: the stored ones, then the batch's in order.
  const customerOfInvoice = new Map(credited.rows.map((r) => [r.invoice_id, r.customer_id]));
  const invoiceOfNumber = new Map(numbered.rows.map((r) => [r.invoice_number, r.invoice_id]));

  const problems: RecordProblem[] = [];
  for (const { index, record } of records) {
    const problem = (reason: string) => problems.push({ index, key: record.invoiceId, reason });
    const accountOwner = customerOfAccount.get(record.customerAccountId);
    const numberHolder = invoiceOfNumber.get(record.invoiceNumber);
    const creditedOwner = record.creditsInvoiceId === null ? undefined : customerOfInvoice.get(record.creditsInvoiceId);
    if (!knownCustomers.has(record.customerId)) problem(`Kunden ${record.customerId} finns inte.`);
    else if (accountOwner === undefined) problem(`Kundkontot ${record.customerAccountId} finns inte.`);
    else if (accountOwner !== record.customerId) problem(`Kundkontot ${record.customerAccountId} hör inte till kunden ${record.customerId}.`);
    else if (numberHolder !== undefined && numberHolder !== record.invoiceId)
      problem(`Fakturanumret ${record.invoiceNumber} har redan fakturan ${numberHolder}.`);
    else if (record.creditsInvoiceId !== null && creditedOwner === undefined) problem(`Fakturan ${record.creditsInvoiceId} som krediteras finns inte.`);
    else if (creditedOwner !== undefined && creditedOwner !== record.customerId)
      problem(`Fakturan ${record.creditsInvoiceId} som krediteras är en annan kunds.`);
    else {
      customerOfInvoice.set(record.invoiceId, record.customerId);
      invoiceOfNumber.set(record.invoiceNumber, record.invoiceId);
    }
  }
  return problems;
}

function invoiceRow(record: InvoiceRecord): Insertable<InvoicesTable> {
  return {
    invoice_id: record.invoiceId,
    customer_id: record.customerId,
    customer_account_id: record.customerAccountId,
    invoice_number: record.invoiceNumber,
    ocr: record.ocr,
    issue_date: record.issueDate,
    due_date: record.dueDate,
    period_from: record.periodFrom,
    period_to: record.periodTo,
    amount_ore: record.amountOre,
    net_ore: record.netOre,
    vat_ore: record.vatOre,
    paid_at: settledOn(record.amountOre, record.payments, record.issueDate),
    payment_method: record.paymentMethod,
    bankgiro: record.bankgiro,
    recipient: record.recipient,
    your_reference: record.references.yourReference,
    cost_centre: record.references.costCentre,
    order_number: record.references.orderNumber,
    credits_invoice_id: record.creditsInvoiceId,
    source_fingerprint: contentFingerprint(record),
    vat_percent: record.vatPercent ?? null,
  };
}

const paymentRows = (record: InvoiceRecord): Insertable<InvoicePaymentsTable>[] =>
  record.payments.map((p, index) => ({ invoice_id: record.invoiceId, payment_no: index + 1, paid_on: p.date, amount_ore: p.amountOre }));

/** Inserts rows a slice at a time: a statement has at most 65,535 parameters. */
async function insertAll<T extends 'invoices' | 'invoice_lines' | 'invoice_payments'>(
  trx: Transaction<Database>,
  table: T,
  rows: readonly Insertable<Database[T]>[],
  perStatement: number,
) {
  for (let i = 0; i < rows.length; i += perStatement) {
    await trx
      .insertInto(table)
      .values(rows.slice(i, i + perStatement) as never)
      .execute();
  }
}

async function writeInvoices(trx: Transaction<Database>, records: readonly InvoiceRecord[]): Promise<WriteCounts> {
  const ids = [...new Set(records.map((r) => r.invoiceId))];
  const [stored, storedPayments] = await Promise.all([
    sql<ColumnsOf<'invoices', 'invoice_id' | 'source_fingerprint'>>`
      select invoice_id, source_fingerprint from invoices where invoice_id = any(${ids}) for update`.execute(trx),
    sql<{ invoice_id: string; date: string; amount_ore: string }>`
      select invoice_id, paid_on::text as date, amount_ore::text from invoice_payments where invoice_id = any(${ids}) order by invoice_id, payment_no`.execute(
      trx,
    ),
  ]);
  const fingerprintOf = new Map(stored.rows.map((r) => [r.invoice_id, r.source_fingerprint]));
  const paymentsOf = new Map<string, { date: string; amountOre: number }[]>();
  for (const p of storedPayments.rows)
    paymentsOf.set(p.invoice_id, [...(paymentsOf.get(p.invoice_id) ?? []), { date: p.date, amountOre: Number(p.amount_ore) }]);

  const counts: WriteCounts = { inserted: 0, updated: 0, unchanged: 0 };
  // The last record of an id in the batch is the one stored; an earlier one counts as replaced by it.
  const latest = new Map(records.map((r) => [r.invoiceId, r]));
  const inserts: InvoiceRecord[] = [];
  const corrected: InvoiceRecord[] = [];
  const newlyPaid: InvoiceRecord[] = [];
  for (const record of records) {
    if (latest.get(record.invoiceId) !== record) {
      counts.updated++;
      continue;
    }
    if (!fingerprintOf.has(record.invoiceId)) inserts.push(record);
    else if (fingerprintOf.get(record.invoiceId) !== contentFingerprint(record)) corrected.push(record);
    else if (!samePayments(paymentsOf.get(record.invoiceId) ?? [], record.payments)) newlyPaid.push(record);
    else counts.unchanged++;
  }

  // New invoices first: a corrected credit note may credit one of them.
  await insertAll(trx, 'invoices', inserts.map(invoiceRow), 500);
  for (const record of corrected) {
    const { invoice_id: _id, ...row } = invoiceRow(record);
    await trx.updateTable('invoices').set(row).where('invoice_id', '=', record.invoiceId).execute();
  }
  const correctedIds = corrected.map((r) => r.invoiceId);
  if (correctedIds.length > 0) {
    await trx.deleteFrom('invoice_lines').where('invoice_id', 'in', correctedIds).execute();
    // A PDF made for the old content would contradict the new lines: the portal renders its own until the billing system sends a new one.
    await trx.deleteFrom('invoice_documents').where('invoice_id', 'in', correctedIds).execute();
  }
  await insertAll(
    trx,
    'invoice_lines',
    [...inserts, ...corrected].flatMap((r) => invoiceLineRows(r.invoiceId, r.lines)),
    1000,
  );
  for (const record of newlyPaid) {
    await trx
      .updateTable('invoices')
      .set({ paid_at: settledOn(record.amountOre, record.payments, record.issueDate) })
      .where('invoice_id', '=', record.invoiceId)
      .execute();
  }
  const repaid = [...corrected, ...newlyPaid];
  if (repaid.length > 0) {
    await trx
      .deleteFrom('invoice_payments')
      .where(
        'invoice_id',
        'in',
        repaid.map((r) => r.invoiceId),
      )
      .execute();
  }
  await insertAll(trx, 'invoice_payments', [...inserts, ...repaid].flatMap(paymentRows), 2000);
  counts.inserted += inserts.length;
  counts.updated += corrected.length + newlyPaid.length;
  return counts;
}

/** The demo villa's October invoice as the billing system sends it, partly paid (docs/integration.md, "Invoices"). */
const INVOICE_EXAMPLE: InvoiceRecord = {
  invoiceId: 'FS-2026-000417',
  customerId: '10000000001',
  customerAccountId: '5000101001',
  invoiceNumber: '900004171',
  ocr: '9000041716',
  issueDate: '2026-11-05',
  dueDate: '2026-11-30',
  periodFrom: '2026-10-01',
  periodTo: '2026-10-31',
  amountOre: 125000,
  netOre: 100000,
  vatOre: 25000,
  paymentMethod: 'pdf-faktura',
  bankgiro: '5555-1238',
  recipient: ['Anna Andersson', 'Solbackevägen 12', '131 40 Nacka'],
  references: { yourReference: null, costCentre: null, orderNumber: null },
  vatPercent: 25,
  creditsInvoiceId: null,
  lines: [
    {
      kind: 'fixed',
      facility: 'Villa Solbacken',
      service: 'EL',
      description: 'Elnät – Fast avgift',
      quantity: 1,
      unit: 'mån',
      unitPriceOre: 39500,
      amountOre: 39500,
    },
    {
      kind: 'energy',
      facility: 'Villa Solbacken',
      service: 'EL',
      description: 'Elnät – Överföring',
      quantity: 812.5,
      unit: 'kWh',
      unitPriceOre: 7.445,
      amountOre: 6049,
    },
    { kind: 'tax', facility: 'Villa Solbacken', service: 'EL', description: 'Energiskatt', quantity: 812.5, unit: 'kWh', unitPriceOre: 44.4, amountOre: 36075 },
    {
      kind: 'energy',
      facility: 'Villa Solbacken',
      service: 'EL',
      description: 'Elhandel – Elpris',
      quantity: 812.5,
      unit: 'kWh',
      unitPriceOre: 22.617,
      amountOre: 18376,
    },
    { kind: 'vat', facility: null, service: null, description: 'Moms 25 %', quantity: null, unit: null, unitPriceOre: null, amountOre: 25000 },
  ],
  payments: [{ date: '2026-11-12', amountOre: 50000 }],
};

/** The invoices kind of the integration API (POST /v1/integration/invoices). */
export const invoicesKind: IntegrationKind<InvoiceRecord> = {
  name: 'invoices',
  scope: INVOICES_WRITE_SCOPE,
  title: 'Fakturor med rader, OCR, förfallodag och betalningar',
  record: invoiceRecord,
  example: [INVOICE_EXAMPLE],
  key: (record) => record.invoiceId,
  check: checkInvoices,
  write: writeInvoices,
};
