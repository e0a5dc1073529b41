import { MANUAL_READING } from '@mina-sidor/shared';
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../db/connection.ts';
import type { DemoOptions } from '../rows.ts';
import { swedishMidnight, swedishToday } from '../../lib/swedish-time.ts';
import { moduleRng } from '../prng.ts';
import { HISTORY_FROM } from './consumption.ts';
import { quarterDays } from '../../modules/meter-readings/index.ts';

/** The demo customers read their water meters in the morning. */
const READ_AT_HOUR = 9;

/**
 * Demo readings of every manually read water meter (privat's Villa Solbacken among them): one on
 * the first day of each quarter since the history began, each the meter's register from the
 * generated series — the newest reading (or a start value drawn per meter at the history's
 * start) plus the whole m³ metered since. Runs after the meter values are topped up, adds only
 * quarters after a meter's newest reading, and never changes the series: the readings follow it.
 */
export async function topUpMeterReadings(db: Db, { until, meterValues }: DemoOptions): Promise<void> {
  if (meterValues === 'none') return;
  const rng = moduleRng('meter-readings');
  let query = db
    .selectFrom('metering_points as p')
    .innerJoin('facility_services as s', (join) => join.onRef('s.facility_key', '=', 'p.facility_key').on('s.name', '=', 'VA'))
    .select(['p.metering_point_id', 'p.meter_number'])
    .where('p.service', '=', 'VA')
    .where('p.type', '=', 'CONSUMPTION')
    .where('s.reading_type', '=', MANUAL_READING);
  if (meterValues !== 'all') query = query.where('p.facility_key', 'in', meterValues.facilityKeys);
  const today = swedishToday(until);
  for (const point of await query.orderBy('p.metering_point_id').execute()) {
    // Drawn for every meter in the same order on every start, so a meter's start value never changes.
    const startM3 = rng.int(150, 2500);
    const newest = await db
      .selectFrom('meter_readings')
      .select([sql<string>`reading_date::text`.as('date'), 'value_m3', 'meter_number'])
      .where('metering_point_id', '=', point.metering_point_id)
      .orderBy('reading_date', 'desc')
      .executeTakeFirst();
    const anchor = newest ?? { date: HISTORY_FROM, value_m3: startM3, meter_number: point.meter_number };
    const days = quarterDays(HISTORY_FROM, today).filter((day) => day > anchor.date);
    if (days.length === 0) continue;
    const { rows } = await sql<{ day: string; litres: string }>`
      select d.day::text as day, coalesce(sum(v.value), 0)::text as litres
      from unnest(${days}::date[]) as d(day)
      left join meter_values_daily v on v.metering_point_id = ${point.metering_point_id} and v.day >= ${anchor.date}::date and v.day < d.day
      group by d.day`.execute(db);
    await db
      .insertInto('meter_readings')
      .values(
        rows.map((row) => ({
          // Random, not drawn: a later start draws the same sequence again and would collide with the ids stored.
          reading_id: randomUUID(),
          metering_point_id: point.metering_point_id,
          reading_date: row.day,
          value_m3: anchor.value_m3 + Math.floor(Number(row.litres) / 1000),
          meter_number: anchor.meter_number,
          new_meter: false,
          confirmed: false,
          spread_from: null,
          submitted_by: null,
          submitted_at: new Date(swedishMidnight(row.day).getTime() + READ_AT_HOUR * 3_600_000),
        })),
      )
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
}
