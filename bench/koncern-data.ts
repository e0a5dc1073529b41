// @ts-expect-error -- plain .mjs script shared with the tests, without type declarations
import { createDatabase } from '../scripts/postgres-cluster.mjs';
import { openDatabase } from '../apps/server/src/db/connection.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { CUSTOMER_IDS } from '../apps/server/src/demo-source/personas.ts';
import { loadDemoData } from '../apps/server/src/demo-source/load.ts';

export const KONCERN = CUSTOMER_IDS.koncern;
/** The benchmarks' "now": their year and two years of history lie before it whatever day they run. */
export const KONCERN_UNTIL = new Date('2026-11-01T00:00:00Z');

/**
 * A database of its own on the cluster with the demo data, and demo meter values from the history's
 * start to KONCERN_UNTIL for every site of koncern; its URL, the sites and how many values are stored.
 */
export async function seedKoncern(
  adminUrl: string,
  name: string,
  log: (message: string) => void,
): Promise<{ databaseUrl: string; facilities: string[]; meterValues: number }> {
  const databaseUrl = await createDatabase(adminUrl, name);
  const db = await openDatabase({ kind: 'postgres', url: databaseUrl });
  try {
    await migrateToLatest(db);
    await loadDemoData(db, { until: KONCERN_UNTIL, meterValues: 'none' });
    const facilities = (await db.selectFrom('facilities').select('facility_key').where('customer_id', '=', KONCERN).execute()).map((f) => f.facility_key);
    log(`meter values for the ${facilities.length} sites of koncern, two years`);
    await loadDemoData(db, { until: KONCERN_UNTIL, meterValues: { facilityKeys: facilities } });
    const counted = await db
      .selectFrom('meter_values')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    return { databaseUrl, facilities, meterValues: Number(counted.n) };
  } finally {
    await db.destroy();
  }
}
