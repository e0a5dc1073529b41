import { isCompanyCustomer } from '@mina-sidor/shared';
import { sql } from 'kysely';
import type { Db } from '../../db/connection.ts';
import { TIME_ZONE } from '../../lib/swedish-time.ts';
import { TEMPERATURE_AREA } from '../consumption/index.ts';
import type { CustomerKind, DayEnergy, MonthHours } from './rules.ts';

export interface DistrictHeatingPoint {
  meteringPointId: string;
  facilityKey: string;
  facilityName: string;
  kind: CustomerKind;
}

/**
 * The customer's district-heating metering point of the facility given, or of its first facility
 * with district heating; undefined when there is none (also for another customer's facility, so
 * facility keys cannot be probed).
 */
export async function findDistrictHeatingPoint(db: Db, customerId: string, facilityKey: string | undefined): Promise<DistrictHeatingPoint | undefined> {
  let query = db
    .selectFrom('metering_points as p')
    .innerJoin('facilities as f', 'f.facility_key', 'p.facility_key')
    .innerJoin('customers as c', 'c.customer_id', 'f.customer_id')
    .select(['p.metering_point_id', 'f.facility_key', 'f.display_name', 'c.customer_type_id', 'c.legal_part_id'])
    .where('f.customer_id', '=', customerId)
    .where('p.service', '=', 'FJV')
    .where('p.type', '=', 'CONSUMPTION');
  if (facilityKey !== undefined) query = query.where('f.facility_key', '=', facilityKey);
  const row = await query.orderBy('f.sort_order').orderBy('f.facility_key').orderBy('p.metering_point_id').executeTakeFirst();
  if (!row) return undefined;
  const company = isCompanyCustomer({ customerType: { id: row.customer_type_id }, legalPart: { id: row.legal_part_id } });
  return { meteringPointId: row.metering_point_id, facilityKey: row.facility_key, facilityName: row.display_name, kind: company ? 'company' : 'private' };
}

const localMonthStart = (month: string) => sql`(${`${month}-01`}::date::timestamp at time zone ${TIME_ZONE})`;

/**
 * The point's hours from the first day of `fromMonth` until that of `toMonth` (exclusive, Swedish
 * time), summed per Swedish month in the database: energy of every hour, and energy, flow and
 * volume-weighted temperatures of the hours that also have a flow reading. District-heating energy
 * is metered per hour, so an hour is one meter value.
 */
export async function readMonthHours(db: Db, meteringPointId: string, fromMonth: string, toMonth: string): Promise<MonthHours[]> {
  const { rows } = await sql<{
    month: string;
    wh: string;
    paired_wh: string | null;
    litres: string | null;
    supply_lc: string | null;
    return_lc: string | null;
    missing: number;
  }>`
    select to_char(v.ts at time zone ${TIME_ZONE}, 'YYYY-MM') as month,
      sum(v.value)::text as wh,
      (sum(v.value) filter (where h.ts is not null))::text as paired_wh,
      sum(h.volume_litres)::text as litres,
      sum(h.volume_litres * h.supply_c)::text as supply_lc,
      sum(h.volume_litres * h.return_c)::text as return_lc,
      (count(*) filter (where h.ts is null))::int as missing
    from meter_values v
    left join heat_meter_values h on h.metering_point_id = v.metering_point_id and h.ts = v.ts
    where v.metering_point_id = ${meteringPointId} and v.ts >= ${localMonthStart(fromMonth)} and v.ts < ${localMonthStart(toMonth)}
    group by 1
    order by 1`.execute(db);
  return rows.map((r) => ({
    month: r.month,
    energyWh: Number(r.wh),
    pairedWh: Number(r.paired_wh ?? 0),
    litres: Number(r.litres ?? 0),
    supplyLitreC: Number(r.supply_lc ?? 0),
    returnLitreC: Number(r.return_lc ?? 0),
    missingHours: r.missing,
  }));
}

/** The point's days from `fromMonth` until `toMonth` (exclusive) from the daily roll-up, with each day's mean outdoor temperature. */
export async function readDays(db: Db, meteringPointId: string, fromMonth: string, toMonth: string): Promise<DayEnergy[]> {
  const rows = await db
    .selectFrom('meter_values_daily as d')
    .leftJoin('outdoor_temperatures as t', (join) => join.onRef('t.day', '=', 'd.day').on('t.area', '=', TEMPERATURE_AREA))
    .select([sql<string>`to_char(d.day, 'YYYY-MM-DD')`.as('day'), 'd.value', 't.celsius'])
    .where('d.metering_point_id', '=', meteringPointId)
    .where('d.day', '>=', sql<Date>`${`${fromMonth}-01`}::date`)
    .where('d.day', '<', sql<Date>`${`${toMonth}-01`}::date`)
    .orderBy('d.day')
    .execute();
  return rows.map((r) => ({ day: r.day, wh: Number(r.value), celsius: r.celsius === null ? null : Number(r.celsius) }));
}
