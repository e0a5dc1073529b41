import { sql } from 'kysely';
import type { Db } from '../../db/connection.ts';

/** The customer's group and facilities with the accounts that reach them, in the customer's order. */
export async function findProperties(db: Db, customerId: string) {
  const [customer, facilities] = await Promise.all([
    db.selectFrom('customers').select('group_id').where('customer_id', '=', customerId).executeTakeFirst(),
    db
      .selectFrom('facilities as f')
      .leftJoin('facility_accounts as a', 'a.facility_key', 'f.facility_key')
      .select(['f.facility_key', 'a.customer_account_id'])
      .where('f.customer_id', '=', customerId)
      .orderBy('f.sort_order')
      .orderBy('a.customer_account_id')
      .execute(),
  ]);
  if (!customer) return undefined;
  const byKey = new Map<string, string[]>();
  for (const row of facilities) {
    const accounts = byKey.get(row.facility_key) ?? [];
    if (row.customer_account_id) accounts.push(row.customer_account_id);
    byKey.set(row.facility_key, accounts);
  }
  return { groupId: customer.group_id, facilities: [...byKey].map(([facilityKey, customerAccountIds]) => ({ facilityKey, customerAccountIds })) };
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

/**
 * Per consumption service of the facilities: the stored sums (Wh, litres) of two periods [from, to),
 * with how many point-days each has, whether one of those days is incomplete, and how many points there are.
 */
export async function serviceTotals(db: Db, facilityKeys: string[], current: { from: string; to: string }, lastYear: { from: string; to: string }) {
  const inCurrent = sql`d.day >= ${current.from}::date and d.day < ${current.to}::date`;
  const inLastYear = sql`d.day >= ${lastYear.from}::date and d.day < ${lastYear.to}::date`;
  const { rows } = await sql<{
    service: string;
    current: string | null;
    last_year: string | null;
    current_days: number;
    last_year_days: number;
    current_partial: boolean | null;
    last_year_partial: boolean | null;
    points: number;
  }>`
    select p.service,
      sum(d.value) filter (where ${inCurrent})::text as current,
      sum(d.value) filter (where ${inLastYear})::text as last_year,
      count(d.day) filter (where ${inCurrent})::int as current_days,
      count(d.day) filter (where ${inLastYear})::int as last_year_days,
      bool_or(d.intervals < d.expected_intervals) filter (where ${inCurrent}) as current_partial,
      bool_or(d.intervals < d.expected_intervals) filter (where ${inLastYear}) as last_year_partial,
      count(distinct p.metering_point_id)::int as points
    from metering_points p
    left join meter_values_daily d on d.metering_point_id = p.metering_point_id and ((${inCurrent}) or (${inLastYear}))
    where p.facility_key = any(${facilityKeys}) and p.type = 'CONSUMPTION'
    group by p.service
    order by p.service`.execute(db);
  return rows;
}

/**
 * Per service read by hand (water), what the invoices of exactly the month [from, to) billed for the
 * facilities, in stored units (litres): an invoice prints a facility by its name and bills the month's
 * m³ on each usage line, so the largest quantity of each invoice and facility is taken once. A credit
 * note and the invoice it credits are left out.
 */
export async function invoicedQuantities(db: Db, customerId: string, facilityKeys: string[], month: { from: string; to: string }) {
  const { rows } = await sql<{ service: string; litres: string }>`
    select service, round(sum(quantity) * 1000)::text as litres from (
      select l.invoice_id, l.facility, l.service, max(l.quantity) as quantity
      from invoices i join invoice_lines l on l.invoice_id = i.invoice_id
      where i.customer_id = ${customerId} and i.period_from = ${month.from}::date and i.period_to = ${month.to}::date - 1
        and i.credits_invoice_id is null and not exists (select 1 from invoices c where c.credits_invoice_id = i.invoice_id)
        and l.kind = 'energy' and l.service = 'VA' and l.unit = 'm³'
        and l.facility in (select display_name from facilities where customer_id = ${customerId} and facility_key = any(${facilityKeys}))
      group by 1, 2, 3
    ) billed
    group by service`.execute(db);
  return new Map(rows.map((r) => [r.service, Number(r.litres)]));
}
