import { FUSE_PRODUCT_NUMBERS } from '@mina-sidor/shared/contract';
import type { PeakFacility } from '@mina-sidor/shared/peak-power';
import { sql } from 'kysely';
import type { Db } from '../../db/connection.ts';
import type { MeterValue } from './model.ts';

type FacilityRow = { facility_key: string; display_name: string; metering_point_id: string; fuse_size: string | null; accounts: string[] | string };

/**
 * The customer's facilities with a fee on the monthly peak: an electricity consumption point that
 * is not high voltage (a subscribed power is billed on that instead, with no monthly peak) and a
 * fuse-based grid contract on it, whose latest contract gives the fuse size.
 */
function peakFacilities(db: Db, customerId: string, facilityKey?: string) {
  return sql<FacilityRow>`
    select f.facility_key, f.display_name, p.metering_point_id, k.fuse_size,
      coalesce((select json_agg(a.customer_account_id order by a.customer_account_id) from facility_accounts a where a.facility_key = f.facility_key), '[]') as accounts
    from facilities f
    join metering_points p on p.facility_key = f.facility_key and p.service = 'EL' and p.type = 'CONSUMPTION' and p.base_power is null
    join lateral (
      select c.fuse_size from contracts c
      where c.metering_point_id = p.metering_point_id and c.product_number = any(${[...FUSE_PRODUCT_NUMBERS]})
      order by c.start_date desc limit 1
    ) k on true
    where f.customer_id = ${customerId} ${facilityKey === undefined ? sql`` : sql`and f.facility_key = ${facilityKey}`}
    order by f.sort_order, f.facility_key, p.metering_point_id`.execute(db);
}

const toFacility = (row: FacilityRow): PeakFacility => ({
  facilityKey: row.facility_key,
  facilityName: row.display_name,
  meteringPointId: row.metering_point_id,
  fuseSize: row.fuse_size,
  // json, which a driver may hand over as text.
  customerAccountIds: typeof row.accounts === 'string' ? (JSON.parse(row.accounts) as string[]) : row.accounts,
});

export async function listPeakFacilities(db: Db, customerId: string): Promise<PeakFacility[]> {
  return (await peakFacilities(db, customerId)).rows.map(toFacility);
}

/** The customer's facility with a peak fee; undefined for another customer's, an unknown one or one without. */
export async function findPeakFacility(db: Db, customerId: string, facilityKey: string): Promise<PeakFacility | undefined> {
  const row = (await peakFacilities(db, customerId, facilityKey)).rows[0];
  return row && toFacility(row);
}

/**
 * Metering points' energy from `from` to `to` (UTC instants) per period of `minutes`, in one
 * query: quarter-hours summed into hours in the database, so an hourly model reads a quarter of
 * the rows. A stored value longer than the period cannot be split and is refused.
 */
export async function readPeriodValues(db: Db, meteringPointIds: string[], from: Date, to: Date, minutes: 15 | 60): Promise<Map<string, MeterValue[]>> {
  const byPoint = new Map<string, MeterValue[]>();
  if (meteringPointIds.length === 0) return byPoint;
  const { rows } = await sql<{ metering_point_id: string; start: Date | string; wh: number | string; longest: number }>`
    select metering_point_id, date_bin(${`${minutes} minutes`}::interval, ts, timestamptz '2000-01-01T00:00:00Z') as start, sum(value)::float8 as wh, max(minutes) as longest
    from meter_values
    where metering_point_id = any(${meteringPointIds}) and ts >= ${from} and ts < ${to}
    group by 1, 2 order by 1, 2`.execute(db);
  for (const row of rows) {
    if (row.longest > minutes) throw new Error(`${row.metering_point_id}: ${row.longest}-minute values cannot give ${minutes}-minute power`);
    const list = byPoint.get(row.metering_point_id) ?? [];
    list.push({ start: new Date(row.start), minutes, wh: Number(row.wh) });
    byPoint.set(row.metering_point_id, list);
  }
  return byPoint;
}

/** One metering point's, as above. */
export async function readPointValues(db: Db, meteringPointId: string, from: Date, to: Date, minutes: 15 | 60): Promise<MeterValue[]> {
  return (await readPeriodValues(db, [meteringPointId], from, to, minutes)).get(meteringPointId) ?? [];
}
