import { invoiceIdOf, paymentMethodOf, type PaymentMethod } from '@mina-sidor/shared/invoice';
import { sql, type Insertable } from 'kysely';
import type { Db } from '../../db/connection.ts';
import type { InvoiceLinesTable, InvoicesTable } from '../../db/schema.ts';
import type { DemoOptions } from '../rows.ts';
import { addDays, addMonths, swedishMidnight, swedishToday } from '../../lib/swedish-time.ts';
import { CUSTOMER_IDS } from '../personas.ts';
import type { DemoBase, DemoRows } from '../rows.ts';
import { evenPaymentRun } from '../billing/even-payment.ts';
import { countingPeriods } from '../../modules/peak-power/model.ts';
import { readPeriodValues } from '../../modules/peak-power/repository.ts';
import { modelOfMonth, monthSpan } from '../../modules/peak-power/rules.ts';
import type { DatedPeakModel } from '../../modules/price-lists/lists.ts';
import { readPriceLists } from '../../modules/price-lists/repository.ts';
import { activeSpan, billMonth, type ContractToBill, type PointDay, type PriceComponent, pricedMonth } from '../billing/billing.ts';
import { PROVIDER } from '../../modules/invoices/provider.ts';
import { invoiceLineRows } from '../../modules/invoices/repository.ts';
import { invoiceDates, monthsToBill, ocrFor, referencesApply } from '../../modules/invoices/rules.ts';

/**
 * The demo's billing run, at every start: each account's invoice for every month of the last two
 * years that is issued by now and not yet written, from its contracts' prices and its metering
 * points' stored values (the daily roll-up, and the hourly values for the peak), frozen once
 * written. Then the payments the demo's bank has reported by now.
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

type ContractRow = {
  customer_account_id: string;
  utility_type_name: string;
  product_number: string;
  product_name: string;
  start_date: string;
  end_date: string | null;
  metering_point_id: string | null;
  price_components: PriceComponent[] | string;
  display_name: string;
  address: string;
  postal_code: string;
  city: string;
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
 * Issues the invoices due by `until` that are not written yet, in one transaction, with the price
 * lists stored: a month they give no VAT or energy tax for is left for a run after they arrive.
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
  const referencesOf = new Map(references.map((r) => [r.customer_account_id, r]));
  // An account on utjämnad betalning is invoiced its part (docs/decisions/0019-even-payment.md).
  const evenPayment = await evenPaymentRun(db);

  const invoices: Insertable<InvoicesTable>[] = [];
  const lines: Insertable<InvoiceLinesTable>[] = [];
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
    const dates = invoiceDates(month);
    const invoiceId = invoiceIdOf(month, account.customer_account_id);
    const invoiceNumber = invoiceId.slice(1);
    const place = rows[0]!;
    const refs = referencesOf.get(account.customer_account_id);
    const printed = refs && referencesApply(dates.issueDate, swedishToday(refs.updated_at)) ? refs : null;
    invoices.push({
      invoice_id: invoiceId,
      customer_id: account.customer_id,
      customer_account_id: account.customer_account_id,
      invoice_number: invoiceNumber,
      ocr: ocrFor(invoiceNumber),
      issue_date: dates.issueDate,
      due_date: dates.dueDate,
      period_from: dates.periodFrom,
      period_to: dates.periodTo,
      amount_ore: billed.amountOre,
      net_ore: billed.netOre,
      vat_ore: billed.vatOre,
      paid_at: null,
      payment_method: paymentMethodOf({ flexAccount: account.flex_account, directDebit: account.direct_debit }),
      bankgiro: PROVIDER.bankgiro,
      recipient: [account.name, place.address, `${place.postal_code} ${place.city}`],
      your_reference: printed?.your_reference ?? null,
      cost_centre: printed?.cost_centre ?? null,
      order_number: printed?.order_number ?? null,
    });
    lines.push(...invoiceLineRows(invoiceId, billed.lines));
  }
  // An invoice is written with its lines or not at all; a second instance starting at the same time writes the same rows and skips them.
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < invoices.length; i += 500) {
      await trx
        .insertInto('invoices')
        .values(invoices.slice(i, i + 500))
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
    for (let i = 0; i < lines.length; i += 1000) {
      await trx
        .insertInto('invoice_lines')
        .values(lines.slice(i, i + 1000))
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
    await evenPayment.save(trx);
  });
}

/** Marks the invoices the demo's customers have paid by `today` (demoPaymentDate). */
async function recordPayments(db: Db, today: string): Promise<void> {
  const open = await db
    .selectFrom('invoices')
    .select(['invoice_id', 'customer_account_id', sql<string>`due_date::text`.as('due_date'), 'payment_method'])
    .where('paid_at', 'is', null)
    .execute();
  const byDate = new Map<string, string[]>();
  for (const invoice of open) {
    const paidOn = demoPaymentDate({ customerAccountId: invoice.customer_account_id, dueDate: invoice.due_date, paymentMethod: invoice.payment_method });
    if (paidOn <= today) byDate.set(paidOn, [...(byDate.get(paidOn) ?? []), invoice.invoice_id]);
  }
  for (const [paidOn, ids] of byDate) {
    await db.updateTable('invoices').set({ paid_at: paidOn }).where('invoice_id', 'in', ids).where('paid_at', 'is', null).execute();
  }
}

export async function topUpInvoices(db: Db, { until }: Pick<DemoOptions, 'until'>): Promise<void> {
  const today = swedishToday(until);
  await issueInvoices(db, today);
  await recordPayments(db, today);
}
