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

/** Per consumption service of the facilities: the stored sums (Wh, litres) of two periods [from, to). */
export async function serviceTotals(db: Db, facilityKeys: string[], current: { from: string; to: string }, lastYear: { from: string; to: string }) {
  const { rows } = await sql<{ service: string; current: string | null; last_year: string | null }>`
    select p.service,
      sum(d.value) filter (where d.day >= ${current.from}::date and d.day < ${current.to}::date)::text as current,
      sum(d.value) filter (where d.day >= ${lastYear.from}::date and d.day < ${lastYear.to}::date)::text as last_year
    from metering_points p
    left join meter_values_daily d on d.metering_point_id = p.metering_point_id
      and ((d.day >= ${current.from}::date and d.day < ${current.to}::date) or (d.day >= ${lastYear.from}::date and d.day < ${lastYear.to}::date))
    where p.facility_key = any(${facilityKeys}) and p.type = 'CONSUMPTION'
    group by p.service
    order by p.service`.execute(db);
  return rows;
}
