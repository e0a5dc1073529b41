import { invoiceIdOf, paymentMethodOf, type PaymentMethod } from '@mina-sidor/shared/invoice';
import type { InvoiceLineRecord, InvoiceRecord } from '@mina-sidor/shared/invoice-record';
import { sql } from 'kysely';
import type { Db } from '../../db/connection.ts';
import type { ColumnsOf } from '../../db/schema.ts';
import type { DemoOptions } from '../rows.ts';
import { addDays, addMonths, monthSpan, swedishMidnight, swedishToday } from '../../lib/swedish-time.ts';
import { CUSTOMER_IDS } from '../personas.ts';
import type { DemoBase, DemoRows } from '../rows.ts';
import { evenPaymentRun } from '../billing/even-payment.ts';
import { countingPeriods } from '../../lib/peak-model.ts';
import { readPeriodValues, modelOfMonth } from '../../modules/peak-power/index.ts';
import { type DatedPeakModel, readPriceLists } from '../../modules/price-lists/index.ts';
import { activeSpan, billMonth, type ContractToBill, type PointDay, type PriceComponent, pricedMonth } from '../billing/billing.ts';
import { type BilledMonth, type Line, PROVIDER, invoiceLines, invoiceDates, monthsToBill, ocrFor, referencesApply } from '../../modules/invoices/index.ts';
import { sendBatch } from '../send.ts';

/**
 * The demo's billing system, at every start: each account's invoice for every month of the last
 * two years that is issued by now and not yet sent, from its contracts' prices and its metering
 * points' stored values (the daily roll-up, and the hourly values for the peak), sent as the
 * billing system sends its invoices (the invoices kind, through the inbound API's code path) with
 * the payments its bank has booked by then; then, sent again with their payment, the invoices paid
 * since an earlier start. A month sent is never billed again: its invoice stays as sent.
 */

/**
 * When the demo's customers pay: autogiro draws on the due date; others pay three days before it,
 * but for the accounts numbered …002 that pay themselves, a month late — so some invoice is
 * overdue (förfallen) for a while every month.
 */
export function demoPaymentDate(invoice: { customerAccountId: string; dueDate: string; paymentMethod: PaymentMethod }): string {
  if (invoice.paymentMethod === 'autogiro') return invoice.dueDate;
  return invoice.customerAccountId.endsWith('002') ? addDays(invoice.dueDate, 30) : addDays(invoice.dueDate, -3);
}

/** What the demo's bank has booked against the invoice by `today`: all of it on its payment day (an invoice of 0 kr is settled as issued). */
export function demoPayments(
  invoice: { customerAccountId: string; dueDate: string; paymentMethod: PaymentMethod; amountOre: number },
  today: string,
): InvoiceRecord['payments'] {
  const paidOn = demoPaymentDate(invoice);
  return paidOn <= today && invoice.amountOre !== 0 ? [{ date: paidOn, amountOre: invoice.amountOre }] : [];
}

/** References two companies print on their invoices, set mid-2025: the invoices issued since carry them. */
export function demoInvoiceReferences(base: DemoBase): DemoRows {
  const subjectOf = (persona: string) => base.users.find((u) => u.persona_key === persona)!.subject;
  const at = '2025-06-12T08:30:00Z';
  const account = (customerKey: keyof typeof CUSTOMER_IDS, index: number) =>
    base.customer_accounts.filter((a) => a.customer_id === CUSTOMER_IDS[customerKey])[index]!.customer_account_id;
  return {
    invoice_references: [
      {
        customer_account_id: account('foretag', 0),
        your_reference: 'Maria Bergström',
        cost_centre: 'KS-1000',
        order_number: null,
        updated_by: subjectOf('foretag'),
        updated_at: at,
      },
      {
        customer_account_id: account('foretag', 1),
        your_reference: 'Förvaltning Sickla',
        cost_centre: 'KS-4100',
        order_number: 'PO-2025/0412',
        updated_by: subjectOf('foretag'),
        updated_at: at,
      },
      {
        customer_account_id: account('koncern', 1),
        your_reference: 'Ekonomiavdelningen',
        cost_centre: 'LOG-200',
        order_number: null,
        updated_by: subjectOf('koncern'),
        updated_at: at,
      },
    ],
  };
}

type ContractRow = ColumnsOf<'contracts', 'customer_account_id' | 'utility_type_name' | 'product_number' | 'product_name' | 'metering_point_id'> &
  ColumnsOf<'facilities', 'display_name' | 'address' | 'postal_code' | 'city'> & {
    start_date: string;
    end_date: string | null;
    /** jsonb, which a driver may hand over as text. */
    price_components: PriceComponent[] | string;
    base_power: string | null;
  };

/** The contract's price components: json, which a driver may hand over as text. */
const pricesOf = (row: ContractRow): PriceComponent[] =>
  typeof row.price_components === 'string' ? (JSON.parse(row.price_components) as PriceComponent[]) : row.price_components;

/**
 * Each day's highest counted power (W) of the points with a power fee, under the peak model of its
 * month (peak-power), keyed "point|day": billing takes the month's highest (billedPeakWh), which
 * is the model's billed peak by construction as long as the model bills one peak a month. A month
 * before any model has none: no power fee then.
 */
async function dailyPeaks(db: Db, peakPoints: string[], from: string, to: string, peakModels: readonly DatedPeakModel[]): Promise<Map<string, number>> {
  const months: string[] = [];
  for (let month = from.slice(0, 7); month <= to.slice(0, 7); month = addMonths(month, 1)) months.push(month);
  const models = months.map((month) => ({ month, model: modelOfMonth(month, peakModels) }));
  for (const { month, model } of models) {
    if (model && model.peaks !== 1) throw new Error(`${month}: billing reads one peak a month, the peak model averages ${model.peaks}`);
  }
  const minutes = Math.min(60, ...models.map(({ model }) => model?.measuringMinutes ?? 60)) as 15 | 60;
  const values = await readPeriodValues(db, peakPoints, swedishMidnight(from), swedishMidnight(addDays(to, 1)), minutes);
  const peaks = new Map<string, number>();
  for (const [point, pointValues] of values) {
    for (const { month, model } of models) {
      if (!model) continue;
      const span = monthSpan(month);
      for (const period of countingPeriods(
        model,
        pointValues.filter((v) => v.start >= span.from && v.start < span.to),
      )) {
        const key = `${point}|${period.day}`;
        peaks.set(key, Math.max(peaks.get(key) ?? 0, Math.round(period.countedKw * 1000)));
      }
    }
  }
  return peaks;
}

/** The stored days (and, for points with a power fee, the daily peaks) of the points, from `from` to `to` inclusive. */
async function pointDays(
  db: Db,
  points: string[],
  peakPoints: string[],
  from: string,
  to: string,
  peakModels: readonly DatedPeakModel[],
): Promise<Map<string, PointDay[]>> {
  const [days, peakOf] = await Promise.all([
    sql<{ metering_point_id: string; day: string; value: string }>`
      select metering_point_id, day::text, value::text from meter_values_daily
      where metering_point_id = any(${points}) and day >= ${from}::date and day <= ${to}::date`.execute(db),
    dailyPeaks(db, peakPoints, from, to, peakModels),
  ]);
  const byPoint = new Map<string, PointDay[]>();
  for (const row of days.rows) {
    const list = byPoint.get(row.metering_point_id) ?? [];
    list.push({ day: row.day, value: Number(row.value), peakWh: peakOf.get(`${row.metering_point_id}|${row.day}`) ?? null });
    byPoint.set(row.metering_point_id, list);
  }
  return byPoint;
}

/**
 * Sends the invoices issued by `today` that are not sent yet, in one batch, with the price lists
 * stored: a month they give no VAT or energy tax for is left for a run after they arrive.
 */
async function issueInvoices(db: Db, today: string): Promise<void> {
  const prices = await readPriceLists(db);
  const months = monthsToBill(today).filter((month) => pricedMonth(month, prices));
  const [first, last] = [months[0], months.at(-1)];
  if (first === undefined || last === undefined) return;
  const [accounts, contractRows, existing, references] = await Promise.all([
    db
      .selectFrom('customer_accounts as a')
      .innerJoin('customers as c', 'c.customer_id', 'a.customer_id')
      .select(['a.customer_account_id', 'a.customer_id', 'a.name', 'c.flex_account', 'c.direct_debit'])
      .orderBy('a.customer_account_id')
      .execute(),
    sql<ContractRow>`
      select k.customer_account_id, k.utility_type_name, k.product_number, k.product_name, k.start_date::text, k.end_date::text,
        k.metering_point_id, k.price_components, f.display_name, f.address, f.postal_code, f.city, p.base_power::text
      from contracts k
      join facilities f on f.facility_key = k.facility_key
      left join metering_points p on p.metering_point_id = k.metering_point_id
      order by f.sort_order, f.facility_key, k.contract_id`.execute(db),
    sql<{ customer_account_id: string; month: string }>`
      select customer_account_id, to_char(period_from, 'YYYY-MM') as month from invoices where period_from >= ${`${first}-01`}::date`.execute(db),
    db.selectFrom('invoice_references').selectAll().execute(),
  ]);
  const written = new Set(existing.rows.map((r) => `${r.customer_account_id}|${r.month}`));
  const contractsOf = new Map<string, ContractRow[]>();
  for (const row of contractRows.rows) contractsOf.set(row.customer_account_id, [...(contractsOf.get(row.customer_account_id) ?? []), row]);
  const due = accounts.flatMap((account) =>
    months
      .filter((month) => !written.has(`${account.customer_account_id}|${month}`))
      .filter((month) => (contractsOf.get(account.customer_account_id) ?? []).some((c) => activeSpan({ startDate: c.start_date, endDate: c.end_date }, month)))
      .map((month) => ({ account, month })),
  );
  if (due.length === 0) return;

  const needed = [...new Set(due.flatMap(({ account }) => (contractsOf.get(account.customer_account_id) ?? []).map((c) => c.metering_point_id)))].filter(
    (id): id is string => id !== null,
  );
  // Only the points of a contract with a fee on the month's peak need their hourly values read.
  const withPeak = [...new Set(contractRows.rows.filter((c) => pricesOf(c).some((p) => p.unit === 'kr/kW')).map((c) => c.metering_point_id))].filter(
    (id): id is string => id !== null && needed.includes(id),
  );
  // District heating's power looks a year back from each month.
  const firstDue = due.map((d) => d.month).sort()[0]!;
  const days = await pointDays(db, needed, withPeak, `${addMonths(firstDue, -11)}-01`, invoiceDates(last).periodTo, prices.peakModels);
  // The references customers set in the portal: a billing system hears them as se.minasidor.invoice-reference.changed,
  // the demo's reads them where the portal keeps them.
  const referencesOf = new Map(references.map((r) => [r.customer_account_id, r]));
  // An account on utjämnad betalning is invoiced its part (docs/decisions/0019-even-payment.md).
  const evenPayment = await evenPaymentRun(db);

  const records: InvoiceRecord[] = [];
  for (const { account, month } of due) {
    const rows = contractsOf.get(account.customer_account_id) ?? [];
    const contracts: ContractToBill[] = rows.map((c) => ({
      facility: c.display_name,
      service: c.utility_type_name,
      productNumber: c.product_number,
      productName: c.product_name,
      startDate: c.start_date,
      endDate: c.end_date,
      prices: pricesOf(c),
      basePowerKw: c.base_power === null ? null : Number(c.base_power),
      days: c.metering_point_id === null ? [] : (days.get(c.metering_point_id) ?? []),
    }));
    const billed = evenPayment.bill(account.customer_account_id, month, billMonth(contracts, month, prices));
    if (!billed) continue;
    const place = rows[0]!;
    const refs = referencesOf.get(account.customer_account_id);
    const printed = refs && referencesApply(invoiceDates(month).issueDate, swedishToday(refs.updated_at)) ? refs : null;
    records.push(
      invoiceRecordOf({
        month,
        customerId: account.customer_id,
        customerAccountId: account.customer_account_id,
        paymentMethod: paymentMethodOf({ flexAccount: account.flex_account, directDebit: account.direct_debit }),
        recipient: [account.name, place.address, `${place.postal_code} ${place.city}`],
        references: { yourReference: printed?.your_reference ?? null, costCentre: printed?.cost_centre ?? null, orderNumber: printed?.order_number ?? null },
        billed,
        today,
      }),
    );
  }
  if (records.length === 0) return;
  // One batch, all or nothing; a second instance starting at the same time sends the same records, which change nothing.
  await sendBatch(db, 'invoices', records);
  // The even-payment ledger has no inbound kind: the product's repository writes what these invoices billed under the
  // agreements, after them (the ledger refers to them), from the run that made them.
  await db.transaction().execute((trx) => evenPayment.save(trx));
}

/** A month's invoice as the billing system sends it: numbered by its month and account, with the payments booked by `today`. */
export function invoiceRecordOf(invoice: {
  month: string;
  customerId: string;
  customerAccountId: string;
  paymentMethod: PaymentMethod;
  recipient: string[];
  references: InvoiceRecord['references'];
  billed: BilledMonth;
  today: string;
}): InvoiceRecord {
  const { billed } = invoice;
  const dates = invoiceDates(invoice.month);
  const invoiceId = invoiceIdOf(invoice.month, invoice.customerAccountId);
  const invoiceNumber = invoiceId.slice(1);
  return {
    invoiceId,
    customerId: invoice.customerId,
    customerAccountId: invoice.customerAccountId,
    invoiceNumber,
    ocr: ocrFor(invoiceNumber),
    ...dates,
    amountOre: billed.amountOre,
    netOre: billed.netOre,
    vatOre: billed.vatOre,
    paymentMethod: invoice.paymentMethod,
    bankgiro: PROVIDER.bankgiro,
    recipient: invoice.recipient,
    references: invoice.references,
    vatPercent: billed.vatPercent,
    creditsInvoiceId: null,
    lines: billed.lines.map(asPrinted),
    payments: demoPayments({ ...invoice, dueDate: dates.dueDate, amountOre: billed.amountOre }, invoice.today),
  };
}

/**
 * A line with its quantity and unit price as the invoice prints them, to the thousandth and the ten-thousandth (the
 * portal stores them so): the invoice read back is then the record sent, and sent again with a payment it is the
 * same invoice, not a correction.
 */
const asPrinted = (line: Line): InvoiceLineRecord => ({
  ...line,
  // The billing run bills the services the kind names; the kind refuses any other.
  service: line.service as InvoiceLineRecord['service'],
  quantity: line.quantity === null ? null : toScale(line.quantity, 3),
  unitPriceOre: line.unitPriceOre === null ? null : toScale(line.unitPriceOre, 4),
});

/**
 * The number rounded as PostgreSQL rounds it into numeric(p, scale): its shortest decimal form (what the driver sends)
 * rounded half away from zero — not the binary value, which for 1.00005 lies just below the half.
 */
export function toScale(value: number, scale: number): number {
  const text = String(Math.abs(value));
  if (text.includes('e')) return Number(value.toFixed(scale));
  const [whole, fraction = ''] = text.split('.');
  if (fraction.length <= scale) return value;
  const kept = Number(`${whole}.${fraction.slice(0, scale)}`);
  const magnitude = fraction[scale]! >= '5' ? kept + 10 ** -scale : kept;
  return Math.sign(value) * Number(magnitude.toFixed(scale));
}

/**
 * The demo's own invoices (numbered by month and account, invoiceIdOf) among `invoiceIds` as the billing system sent
 * them, read back: the demo's billing system keeps no books of its own, the portal's copy of what it sent is them.
 */
async function sentInvoices(db: Db, invoiceIds: readonly string[]): Promise<InvoiceRecord[]> {
  const [headers, linesOf, payments] = await Promise.all([
    sql<{
      invoice_id: string;
      customer_id: string;
      customer_account_id: string;
      invoice_number: string;
      ocr: string;
      issue_date: string;
      due_date: string;
      period_from: string;
      period_to: string;
      amount_ore: string;
      net_ore: string;
      vat_ore: string;
      payment_method: PaymentMethod;
      bankgiro: string;
      recipient: string[];
      your_reference: string | null;
      cost_centre: string | null;
      order_number: string | null;
      credits_invoice_id: string | null;
      vat_percent: string | null;
    }>`
      select invoice_id, customer_id, customer_account_id, invoice_number, ocr, issue_date::text, due_date::text, period_from::text,
        period_to::text, amount_ore::text, net_ore::text, vat_ore::text, payment_method, bankgiro, recipient, your_reference, cost_centre,
        order_number, credits_invoice_id, vat_percent::text
      from invoices where invoice_id = any(${invoiceIds}) order by invoice_id`.execute(db),
    invoiceLines(db, invoiceIds),
    sql<{ invoice_id: string; date: string; amount_ore: string }>`
      select invoice_id, paid_on::text as date, amount_ore::text from invoice_payments where invoice_id = any(${invoiceIds})
      order by invoice_id, payment_no`.execute(db),
  ]);
  return headers.rows.map((r) => ({
    invoiceId: r.invoice_id,
    customerId: r.customer_id,
    customerAccountId: r.customer_account_id,
    invoiceNumber: r.invoice_number,
    ocr: r.ocr,
    issueDate: r.issue_date,
    dueDate: r.due_date,
    periodFrom: r.period_from,
    periodTo: r.period_to,
    amountOre: Number(r.amount_ore),
    netOre: Number(r.net_ore),
    vatOre: Number(r.vat_ore),
    paymentMethod: r.payment_method,
    bankgiro: r.bankgiro,
    recipient: r.recipient,
    references: { yourReference: r.your_reference, costCentre: r.cost_centre, orderNumber: r.order_number },
    ...(r.vat_percent === null ? {} : { vatPercent: Number(r.vat_percent) }),
    creditsInvoiceId: r.credits_invoice_id,
    lines: (linesOf.get(r.invoice_id) ?? []).map((l) => ({ ...l, service: l.service as InvoiceLineRecord['service'] })),
    payments: payments.rows.filter((p) => p.invoice_id === r.invoice_id).map((p) => ({ date: p.date, amountOre: Number(p.amount_ore) })),
  }));
}

/**
 * The demo's invoices its customers have paid by `today` (demoPayments) that were sent unpaid: sent again, whole, with
 * the payment added, as the billing system sends an invoice when a payment is booked (docs/integration.md, "Invoices").
 */
async function sendPayments(db: Db, today: string): Promise<void> {
  const open = await db
    .selectFrom('invoices')
    .select([
      'invoice_id',
      'customer_account_id',
      'payment_method',
      sql<string>`due_date::text`.as('due_date'),
      sql<string>`to_char(period_from, 'YYYY-MM')`.as('month'),
      sql<string>`amount_ore::text`.as('amount_ore'),
    ])
    .where('paid_at', 'is', null)
    .execute();
  const paid = open.filter(
    (i) =>
      i.invoice_id === invoiceIdOf(i.month, i.customer_account_id) &&
      demoPaymentDate({ customerAccountId: i.customer_account_id, dueDate: i.due_date, paymentMethod: i.payment_method }) <= today,
  );
  if (paid.length === 0) return;
  const records = (
    await sentInvoices(
      db,
      paid.map((i) => i.invoice_id),
    )
  ).map((record) => ({ ...record, payments: demoPayments(record, today) }));
  await sendBatch(db, 'invoices', records);
}

export async function topUpInvoices(db: Db, { until }: Pick<DemoOptions, 'until'>): Promise<void> {
  const today = swedishToday(until);
  await issueInvoices(db, today);
  await sendPayments(db, today);
}
