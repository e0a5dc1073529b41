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

/** Every part's demo rows, in part order (foreign keys first). Pure: the same rows every time. */
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
 * The one demo data sequence (npm start, `npm run seed`, the tests and the benchmark): with
 * `reset`, empty every table first; into an empty database, write every part's demo rows in one
 * transaction; then let each part top its time-bound data up to `until`.
 */
export async function loadDemoData(db: Db, { reset = false, ...options }: Partial<DemoOptions> & { reset?: boolean } = {}): Promise<void> {
  const demo: DemoOptions = { until: options.until ?? new Date(), meterValues: options.meterValues ?? 'all' };
  if (reset) await truncateAll(db);
  if (await isEmpty(db)) await writeDemoRows(db);
  for (const part of DEMO_PARTS) await part.topUp?.(db, demo);
}

/** Every part's demo rows, in one transaction: the part of the demo data that does not depend on the day. */
export async function writeDemoRows(db: Db): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const [table, rows] of buildDemoRows())
      if (rows.length > 0)
        await trx
          .insertInto(table)
          .values(rows as never)
          .execute();
  });
}
