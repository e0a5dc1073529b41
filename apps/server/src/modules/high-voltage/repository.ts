import { sql } from 'kysely';
import type { Db } from '../../db/connection.ts';
import { TIME_ZONE } from '../../lib/swedish-time.ts';
import type { HourEnergy } from './rules.ts';

export interface HighVoltagePoint {
  meteringPointId: string;
  facilityKey: string;
  facilityName: string;
  subscribedKw: number;
}

/**
 * The customer's high-voltage metering point — the electricity consumption point with a subscribed
 * power — of the facility given, or of its first such facility; undefined when there is none (also
 * for another customer's facility, so facility keys cannot be probed).
 */
export async function findHighVoltagePoint(db: Db, customerId: string, facilityKey: string | undefined): Promise<HighVoltagePoint | undefined> {
  let query = db
    .selectFrom('metering_points as p')
    .innerJoin('facilities as f', 'f.facility_key', 'p.facility_key')
    .select(['p.metering_point_id', 'p.base_power', 'f.facility_key', 'f.display_name'])
    .where('f.customer_id', '=', customerId)
    .where('p.service', '=', 'EL')
    .where('p.type', '=', 'CONSUMPTION')
    .where('p.base_power', 'is not', null);
  if (facilityKey !== undefined) query = query.where('f.facility_key', '=', facilityKey);
  const row = await query.orderBy('f.sort_order').orderBy('f.facility_key').orderBy('p.metering_point_id').executeTakeFirst();
  if (!row || row.base_power === null) return undefined;
  return { meteringPointId: row.metering_point_id, facilityKey: row.facility_key, facilityName: row.display_name, subscribedKw: Number(row.base_power) };
}

/**
 * The point's complete hours from the first day of `fromMonth` until that of `toMonth` (exclusive,
 * Swedish time): active energy summed from its quarter-hours or hours, with the hour's reactive
 * energy. Swedish offsets are whole hours, so UTC hours are local hours and a 25-hour day keeps
 * both of its 02:00 hours.
 */
export async function readHours(db: Db, meteringPointId: string, fromMonth: string, toMonth: string): Promise<HourEnergy[]> {
  const from = sql`(${`${fromMonth}-01`}::date::timestamp at time zone ${TIME_ZONE})`;
  const to = sql`(${`${toMonth}-01`}::date::timestamp at time zone ${TIME_ZONE})`;
  const { rows } = await sql<{ ts: Date | string; wh: string; kvarh: string | null }>`
    with active as (
      select date_trunc('hour', ts) as ts, sum(value) as wh, sum(minutes) as minutes
      from meter_values
      where metering_point_id = ${meteringPointId} and ts >= ${from} and ts < ${to}
      group by 1
    )
    select a.ts, a.wh::text as wh, r.kvarh::text as kvarh
    from active a
    left join reactive_energy_values r on r.metering_point_id = ${meteringPointId} and r.ts = a.ts
    -- An hour still being metered (or with a quarter missing) is left out rather than shown too low.
    where a.minutes = 60
    order by a.ts`.execute(db);
  return rows.map((r) => ({ start: new Date(r.ts), kwh: Number(r.wh) / 1000, kvarh: r.kvarh === null ? null : Number(r.kvarh) }));
}
