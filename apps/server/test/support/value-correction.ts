import { sql } from 'kysely';
import type { Db } from '../../src/db/connection.ts';
import { refreshDailyRollup } from '../../src/modules/consumption/repository.ts';

/** Corrects one stored meter value by `addWh`, as an import of a late correction does: the value, then its point's roll-up. */
export async function correctMeterValue(db: Db, meteringPointId: string, ts: Date, addWh: number): Promise<void> {
  const { numUpdatedRows } = await db
    .updateTable('meter_values')
    .set({ value: sql`value + ${addWh}` })
    .where('metering_point_id', '=', meteringPointId)
    .where('ts', '=', ts)
    .executeTakeFirst();
  if (numUpdatedRows !== 1n) throw new Error(`no meter value of ${meteringPointId} at ${ts.toISOString()}`);
  await refreshDailyRollup(db, [meteringPointId]);
}

/** What `read` answers once it differs from `before`, or after two seconds: the cache hears of a change a moment after its commit. */
export async function answerAfterChange<T>(read: () => Promise<T>, before: T): Promise<T> {
  const deadline = Date.now() + 2_000;
  let now = await read();
  while (now === before && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    now = await read();
  }
  return now;
}
