import { sql } from 'kysely';
import type { Db } from '../../db/connection.ts';
import { TEMPERATURE_AREA } from '../consumption/index.ts';
import { findDistrictHeatingPoint } from '../district-heating/index.ts';
import type { BuildingArea, DayEnergy } from './rules.ts';

export interface ComparisonPoint {
  meteringPointId: string;
  facilityKey: string;
  facilityName: string;
  building: BuildingArea;
}

/**
 * The customer's district-heating metering point of the facility given, or of its first facility
 * with district heating (as the other district-heating pages find it), with the facility's
 * registered building; undefined when there is none (also for another customer's facility).
 */
export async function findComparisonPoint(db: Db, customerId: string, facilityKey: string | undefined): Promise<ComparisonPoint | undefined> {
  const point = await findDistrictHeatingPoint(db, customerId, facilityKey);
  if (!point) return undefined;
  const building = await db
    .selectFrom('facility_buildings')
    .select(['building_category', 'heated_area_m2'])
    .where('facility_key', '=', point.facilityKey)
    .executeTakeFirst();
  return {
    meteringPointId: point.meteringPointId,
    facilityKey: point.facilityKey,
    facilityName: point.facilityName,
    building: building ? { category: building.building_category, heatedAreaM2: building.heated_area_m2 } : null,
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
