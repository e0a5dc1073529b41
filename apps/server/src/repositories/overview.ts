import type { Disruption, Invoice, MonthComparison } from '@mina-sidor/shared';
import { sql } from 'kysely';
import type { Db } from '../db/connection.ts';
import { swedishToday, unitOf } from './meter-values.ts';

type InvoiceRow = {
  invoice_id: string;
  invoice_number: string;
  customer_account_id: string;
  ocr: string;
  issue_date: string;
  due_date: string;
  period_from: string;
  period_to: string;
  amount_ore: string;
  vat_ore: string;
  paid_at: string | null;
};

const toInvoice = (r: InvoiceRow): Invoice => ({
  invoiceId: r.invoice_id,
  invoiceNumber: r.invoice_number,
  customerAccountId: r.customer_account_id,
  ocr: r.ocr,
  issueDate: r.issue_date,
  dueDate: r.due_date,
  periodFrom: r.period_from,
  periodTo: r.period_to,
  amountOre: Number(r.amount_ore),
  vatOre: Number(r.vat_ore),
  paid: r.paid_at !== null,
  paidDate: r.paid_at,
});

/** Newest first; dates as text so no time zone can shift them. */
export async function listInvoices(db: Db, customerId: string, limit = 120): Promise<Invoice[]> {
  const { rows } = await sql<InvoiceRow>`
    select invoice_id, invoice_number, customer_account_id, ocr, issue_date::text, due_date::text, period_from::text,
      period_to::text, amount_ore::text, vat_ore::text, paid_at::text
    from invoices where customer_id = ${customerId}
    order by issue_date desc, invoice_number desc limit ${limit}`.execute(db);
  return rows.map(toInvoice);
}

function previousMonth(today: string): { from: string; to: string; lastYearFrom: string; lastYearTo: string; month: string } {
  const [y, m] = today.split('-').map(Number) as [number, number];
  const [py, pm] = m === 1 ? [y - 1, 12] : [y, m - 1];
  const first = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}-01`;
  return { from: first(py, pm), to: first(y, m), lastYearFrom: first(py - 1, pm), lastYearTo: first(y - 1, m), month: first(py, pm).slice(0, 7) };
}

/** Each consumption service of the facility: the last complete month against the same month last year. */
export async function monthComparisons(db: Db, facilityKey: string, today = swedishToday()): Promise<MonthComparison[]> {
  const period = previousMonth(today);
  const { rows } = await sql<{ service: string; current: string | null; last_year: string | null }>`
    select p.service,
      (select sum(value)::text from meter_values_daily d where d.metering_point_id = p.metering_point_id and d.day >= ${period.from}::date and d.day < ${period.to}::date) as current,
      (select sum(value)::text from meter_values_daily d where d.metering_point_id = p.metering_point_id and d.day >= ${period.lastYearFrom}::date and d.day < ${period.lastYearTo}::date) as last_year
    from metering_points p
    where p.facility_key = ${facilityKey} and p.type = 'CONSUMPTION'
    order by p.service`.execute(db);
  return rows.map((r) => {
    const value = r.current === null ? null : Number(r.current) / 1000;
    const lastYearValue = r.last_year === null ? null : Number(r.last_year) / 1000;
    return {
      service: r.service,
      unit: unitOf(r.service),
      month: period.month,
      value,
      lastYearValue,
      changePercent: value !== null && lastYearValue ? Math.round(((value - lastYearValue) / lastYearValue) * 1000) / 10 : null,
    };
  });
}

/** Ongoing disruptions, and planned ones in the coming week, in the postal areas of the facility. */
export async function currentDisruptions(db: Db, facilityKey: string, now = new Date()): Promise<Disruption[]> {
  const { rows } = await sql<{ disruption_id: string; service: string; title: string; description: string; planned: boolean; starts_at: Date; ends_at: Date | null }>`
    select d.disruption_id, d.service, d.title, d.description, d.planned, d.starts_at, d.ends_at
    from disruptions d
    join facilities f on f.facility_key = ${facilityKey} and f.postal_code like d.postal_code_prefix || '%'
    where (d.ends_at is null or d.ends_at > ${now}) and d.starts_at < ${new Date(now.getTime() + 7 * 86_400_000)}
      and exists (select 1 from facility_services s where s.facility_key = f.facility_key and s.name = d.service)
    order by d.starts_at`.execute(db);
  return rows.map((r) => ({
    disruptionId: r.disruption_id,
    service: r.service,
    title: r.title,
    description: r.description,
    planned: r.planned,
    startsAt: new Date(r.starts_at).toISOString(),
    endsAt: r.ends_at ? new Date(r.ends_at).toISOString() : null,
  }));
}

export async function countUnreadMessages(db: Db, customerId: string): Promise<number> {
  const row = await db
    .selectFrom('messages')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('customer_id', '=', customerId)
    .where('status_key', '=', 1)
    .executeTakeFirstOrThrow();
  return row.n;
}
