import { sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Db } from '../db/connection.ts';
import { DEMO_PARTS } from './parts.ts';
import type { DemoOptions, DemoRows } from './rows.ts';
import { buildDemoBase } from './world/customers.ts';

export async function isEmpty(db: Db): Promise<boolean> {
  const row = await db.selectFrom('customers').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
  return row.n === 0;
}

/** Every part's demo rows, in part order (foreign keys first), without what the parts send as batches. Pure: the same rows every time. */
export function buildDemoRows(): [keyof Database, NonNullable<DemoRows[keyof Database]>][] {
  const base = buildDemoBase();
  return DEMO_PARTS.flatMap((part) => Object.entries(part.rows?.(base) ?? {}) as [keyof Database, NonNullable<DemoRows[keyof Database]>][]);
}

/** Every table but the migrations' bookkeeping, emptied in one statement (it follows the foreign keys). */
async function truncateAll(db: Db): Promise<void> {
  const { rows } = await sql<{ name: string }>`select tablename as name from pg_tables where schemaname = 'public' and tablename not like 'kysely_%'`.execute(
    db,
  );
  if (rows.length > 0) await sql`truncate table ${sql.join(rows.map((r) => sql.table(r.name)))} cascade`.execute(db);
}

/**
 * The one demo data sequence (npm start, `npm run seed`, the tests and the benchmark): with `reset`, empty every table
 * first; into an empty database, write the demo world (writeDemoWorld); then let each part top its time-bound data up
 * to `until`.
 */
export async function loadDemoData(db: Db, { reset = false, ...options }: Partial<DemoOptions> & { reset?: boolean } = {}): Promise<void> {
  const demo: DemoOptions = { until: options.until ?? new Date(), meterValues: options.meterValues ?? 'all' };
  if (reset) await truncateAll(db);
  if (await isEmpty(db)) await writeDemoWorld(db);
  for (const part of DEMO_PARTS) await part.topUp?.(db, demo);
}

/**
 * The part of the demo world that does not depend on the day, part by part: its batches sent as a provider sends
 * them, one transaction each, then its rows in one. All or nothing: if any part fails, every table is emptied again,
 * so the next start tries once more instead of finding half a world.
 */
export async function writeDemoWorld(db: Db): Promise<void> {
  const base = buildDemoBase();
  try {
    for (const part of DEMO_PARTS) {
      await part.send?.(db, base);
      const rows = Object.entries(part.rows?.(base) ?? {}) as [keyof Database, NonNullable<DemoRows[keyof Database]>][];
      if (rows.length > 0) await writeRows(db, rows);
    }
  } catch (error) {
    await truncateAll(db);
    throw error;
  }
}

async function writeRows(db: Db, tables: [keyof Database, NonNullable<DemoRows[keyof Database]>][]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const [table, rows] of tables)
      if (rows.length > 0)
        await trx
          .insertInto(table)
          .values(rows as never)
          .execute();
  });
}
