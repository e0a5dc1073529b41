import { sql } from 'kysely';
import type { Db } from '../../db/connection.ts';
import { TEMPERATURE_AREA } from '../consumption/demo-data.ts';
import type { BuildingArea, DayEnergy } from './rules.ts';

export interface ComparisonPoint {
  meteringPointId: string;
  facilityKey: string;
  facilityName: string;
  building: BuildingArea;
}

/**
 * The customer's district-heating metering point of the facility given, or of its first facility
 * with district heating, with the facility's registered building; undefined when there is none
 * (also for another customer's facility, so facility keys cannot be probed).
 */
export async function findComparisonPoint(db: Db, customerId: string, facilityKey: string | undefined): Promise<ComparisonPoint | undefined> {
  let query = db
    .selectFrom('metering_points as p')
    .innerJoin('facilities as f', 'f.facility_key', 'p.facility_key')
    .leftJoin('facility_buildings as b', 'b.facility_key', 'f.facility_key')
    .select(['p.metering_point_id', 'f.facility_key', 'f.display_name', 'b.building_category', 'b.heated_area_m2'])
    .where('f.customer_id', '=', customerId)
    .where('p.service', '=', 'FJV')
    .where('p.type', '=', 'CONSUMPTION');
  if (facilityKey !== undefined) query = query.where('f.facility_key', '=', facilityKey);
  const row = await query.orderBy('f.sort_order').orderBy('f.facility_key').orderBy('p.metering_point_id').executeTakeFirst();
  if (!row) return undefined;
  return {
    meteringPointId: row.metering_point_id,
    facilityKey: row.facility_key,
    facilityName: row.display_name,
    building: row.building_category === null || row.heated_area_m2 === null ? null : { category: row.building_category, heatedAreaM2: row.heated_area_m2 },
  };
}

/** The point's days from the daily roll-up, from the first day of `fromMonth` until that of `toMonth` (exclusive). */
export async function readDays(db: Db, meteringPointId: string, fromMonth: string, toMonth: string): Promise<DayEnergy[]> {
  const rows = await db
    .selectFrom('meter_values_daily')
    .select([sql<string>`to_char(day, 'YYYY-MM-DD')`.as('day'), 'value'])
    .where('metering_point_id', '=', meteringPointId)
    .where('day', '>=', sql<Date>`${`${fromMonth}-01`}::date`)
    .where('day', '<', sql<Date>`${`${toMonth}-01`}::date`)
    .orderBy('day')
    .execute();
  return rows.map((r) => ({ day: r.day, wh: Number(r.value) }));
}

/** Every stored daily mean outdoor temperature of the area before the first day of `toMonth`: the normal year needs the whole history. */
export async function readTemperatures(db: Db, toMonth: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('outdoor_temperatures')
    .select([sql<string>`to_char(day, 'YYYY-MM-DD')`.as('day'), 'celsius'])
    .where('area', '=', TEMPERATURE_AREA)
    .where('day', '<', sql<Date>`${`${toMonth}-01`}::date`)
    .execute();
  return new Map(rows.map((r) => [r.day, Number(r.celsius)]));
}
