import { sql } from 'kysely';
import type { Db } from '../db/connection.ts';
import { buildDemoData, type DemoData } from './demo-data.ts';

/** Insertion order respects foreign keys; deletion runs in reverse. */
const TABLES: (keyof DemoData)[] = [
  'customers',
  'customer_accounts',
  'facilities',
  'facility_accounts',
  'facility_services',
  'metering_points',
  'users',
  'linked_customers',
  'invitations',
  'special_time_series',
  'parent_organizations',
  'contracts',
  'messages',
  'powers_of_attorney',
  'panel_participation',
  'reports',
];

export async function isEmpty(db: Db): Promise<boolean> {
  const row = await db.selectFrom('customers').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
  return row.n === 0;
}

/** Writes the demo data set in one transaction; `reset` first removes what is there. */
export async function seedDemoData(db: Db, options: { reset: boolean }): Promise<void> {
  const data = buildDemoData();
  await db.transaction().execute(async (trx) => {
    if (options.reset) {
      await trx.deleteFrom('audit_log').execute();
      await trx.deleteFrom('oidc_payloads').execute();
      await trx.deleteFrom('download_tokens').execute();
      await trx.deleteFrom('feedback').execute();
      await trx.deleteFrom('company_link_requests').execute();
      await trx.deleteFrom('meter_values').execute();
      await trx.deleteFrom('meter_values_daily').execute();
      await trx.deleteFrom('outdoor_temperatures').execute();
      await trx.deleteFrom('invoices').execute();
      await trx.deleteFrom('disruptions').execute();
      for (const table of [...TABLES].reverse()) await trx.deleteFrom(table).execute();
    }
    for (const table of TABLES) {
      const rows = data[table];
      if (rows.length > 0) await trx.insertInto(table).values(rows as never).execute();
    }
  });
}
