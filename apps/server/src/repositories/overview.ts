import { EMPTY_GUID, type Disruption, type Invoice, type MonthComparison } from '@mina-sidor/shared';
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

/** Newest first, of one account or all the customer's; dates as text so no time zone can shift them. */
export async function listInvoices(db: Db, customerId: string, { limit = 120, customerAccountId }: { limit?: number; customerAccountId?: string } = {}): Promise<Invoice[]> {
  const { rows } = await sql<InvoiceRow>`
    select invoice_id, invoice_number, customer_account_id, ocr, issue_date::text, due_date::text, period_from::text,
      period_to::text, amount_ore::text, vat_ore::text, paid_at::text
    from invoices where customer_id = ${customerId}
      ${customerAccountId === undefined ? sql`` : sql`and customer_account_id = ${customerAccountId}`}
    order by issue_date desc, invoice_number desc limit ${limit}`.execute(db);
  return rows.map(toInvoice);
}

function previousMonth(today: string): { from: string; to: string; lastYearFrom: string; lastYearTo: string; month: string } {
  const [y, m] = today.split('-').map(Number) as [number, number];
  const [py, pm] = m === 1 ? [y - 1, 12] : [y, m - 1];
  const first = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}-01`;
  return { from: first(py, pm), to: first(y, m), lastYearFrom: first(py - 1, pm), lastYearTo: first(y - 1, m), month: first(py, pm).slice(0, 7) };
}

export type OverviewProperty = { facilityKey: string | null; groupId: string | null; facilityKeys: string[] };

/**
 * The property the overview is about: the facility asked for, the customer's
 * group (all its facilities) when asked for or when nothing is asked and the
 * customer has one, else the first facility — or no facility at all. Null
 * when the facility or group asked for is not the customer's.
 */
export async function propertyOf(db: Db, customerId: string, asked: { facilityKey?: string; groupId?: string }): Promise<OverviewProperty | null> {
  const [customer, facilities] = await Promise.all([
    db.selectFrom('customers').select('group_id').where('customer_id', '=', customerId).executeTakeFirst(),
    db.selectFrom('facilities').select('facility_key').where('customer_id', '=', customerId).orderBy('sort_order').execute(),
  ]);
  const keys = facilities.map((f) => f.facility_key);
  const group = customer && customer.group_id !== EMPTY_GUID ? customer.group_id : null;
  if (asked.facilityKey !== undefined) return keys.includes(asked.facilityKey) ? { facilityKey: asked.facilityKey, groupId: null, facilityKeys: [asked.facilityKey] } : null;
  if (asked.groupId !== undefined) return asked.groupId === group ? { facilityKey: null, groupId: group, facilityKeys: keys } : null;
  if (group) return { facilityKey: null, groupId: group, facilityKeys: keys };
  return { facilityKey: keys[0] ?? null, groupId: null, facilityKeys: keys.slice(0, 1) };
}

export async function hasAccount(db: Db, customerId: string, customerAccountId: string): Promise<boolean> {
  const row = await db
    .selectFrom('customer_accounts')
    .select('customer_account_id')
    .where('customer_id', '=', customerId)
    .where('customer_account_id', '=', customerAccountId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Each consumption service of the facilities together: the last complete month against the same month last year. */
export async function monthComparisons(db: Db, facilityKeys: string[], today = swedishToday()): Promise<MonthComparison[]> {
  if (facilityKeys.length === 0) return [];
  const period = previousMonth(today);
  const { rows } = await sql<{ service: string; current: string | null; last_year: string | null }>`
    select p.service,
      sum(d.value) filter (where d.day >= ${period.from}::date and d.day < ${period.to}::date)::text as current,
      sum(d.value) filter (where d.day >= ${period.lastYearFrom}::date and d.day < ${period.lastYearTo}::date)::text as last_year
    from metering_points p
    left join meter_values_daily d on d.metering_point_id = p.metering_point_id
      and ((d.day >= ${period.from}::date and d.day < ${period.to}::date) or (d.day >= ${period.lastYearFrom}::date and d.day < ${period.lastYearTo}::date))
    where p.facility_key = any(${facilityKeys}) and p.type = 'CONSUMPTION'
    group by p.service
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

/** Ongoing disruptions, and planned ones in the coming week, in the postal areas of the facilities and for their services. */
export async function currentDisruptions(db: Db, facilityKeys: string[], now = new Date()): Promise<Disruption[]> {
  if (facilityKeys.length === 0) return [];
  const { rows } = await sql<{ disruption_id: string; service: string; title: string; description: string; planned: boolean; starts_at: Date; ends_at: Date | null }>`
    select d.disruption_id, d.service, d.title, d.description, d.planned, d.starts_at, d.ends_at
    from disruptions d
    where (d.ends_at is null or d.ends_at > ${now}) and d.starts_at < ${new Date(now.getTime() + 7 * 86_400_000)}
      and exists (
        select 1 from facilities f join facility_services s on s.facility_key = f.facility_key and s.name = d.service
        where f.facility_key = any(${facilityKeys}) and f.postal_code like d.postal_code_prefix || '%')
    order by d.starts_at, d.disruption_id`.execute(db);
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
