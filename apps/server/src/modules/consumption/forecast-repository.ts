import { sql } from 'kysely';
import type { Db } from '../../db/connection.ts';
import type { StoredDay } from './forecast.ts';
import type { PointOfCustomer } from './repository.ts';

/**
 * A customer's metering point's service and its stored days in [from, to) from the daily roll-up
 * (Wh or litres; complete when all the day's intervals arrived), or null when the point is not the
 * customer's. Two years of days are some 730 small rows.
 */
export async function readForecastDays(db: Db, { customerId, meteringPointId }: PointOfCustomer, from: string, to: string) {
  const point = await db
    .selectFrom('metering_points as p')
    .innerJoin('facilities as f', 'f.facility_key', 'p.facility_key')
    .select('p.service')
    .where('f.customer_id', '=', customerId)
    .where('p.metering_point_id', '=', meteringPointId)
    .executeTakeFirst();
  if (!point) return null;
  const rows = await db
    .selectFrom('meter_values_daily')
    .select([sql<string>`day::text`.as('day'), sql<string>`value::text`.as('value'), 'intervals', 'expected_intervals'])
    .where('metering_point_id', '=', meteringPointId)
    .where('day', '>=', sql<Date>`${from}::date`)
    .where('day', '<', sql<Date>`${to}::date`)
    .execute();
  const days = new Map<string, StoredDay>(rows.map((r) => [r.day, { value: Number(r.value), complete: r.intervals >= r.expected_intervals }]));
  return { service: point.service, days };
}
