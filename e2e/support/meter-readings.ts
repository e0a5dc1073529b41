import { sql } from 'kysely';
import { inject } from 'vitest';
import { openDatabase } from '../../apps/server/src/db/connection.ts';
import { generatePointValues } from '../../apps/server/src/demo-source/world/consumption.ts';
import { refreshDailyRollup } from '../../apps/server/src/modules/consumption/repository.ts';

/**
 * Removes the meter readings people submitted since `since` (a journey's), and generates again the
 * days of the water series they replaced, so the demo data is as it was for every other file.
 */
export async function removeReadingsSince(since: Date): Promise<void> {
  const db = await openDatabase({ kind: 'postgres', url: inject('databaseUrl') });
  try {
    const kept = await db
      .selectFrom('meter_readings')
      .select(['metering_point_id', sql<string>`reading_date::text`.as('to'), sql<string | null>`spread_from::text`.as('from')])
      .where('submitted_by', 'is not', null)
      .where('submitted_at', '>=', since)
      .execute();
    await db.deleteFrom('meter_readings').where('submitted_by', 'is not', null).where('submitted_at', '>=', since).execute();
    for (const reading of kept.filter((r) => r.from !== null)) {
      await sql`delete from meter_values where metering_point_id = ${reading.metering_point_id}
        and ts >= (${reading.from}::date::timestamp at time zone 'Europe/Stockholm') and ts < (${reading.to}::date::timestamp at time zone 'Europe/Stockholm')`.execute(
        db,
      );
      await generatePointValues(
        db,
        { id: reading.metering_point_id, profile: 'water', scale: 1, minutes: 1440, from: reading.from!, to: reading.to },
        new Date(),
      );
      await refreshDailyRollup(db, [reading.metering_point_id]);
    }
  } finally {
    await db.destroy();
  }
}
