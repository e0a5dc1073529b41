import type { GroupReportResolution, GroupStructure } from '@mina-sidor/shared/group-report';
import { sql } from 'kysely';
import type { Db } from '../../db/connection.ts';
import { CUSTOMER_STATUS } from '@mina-sidor/shared';
import { readUse } from '../consumption/index.ts';
import { consumptionPoints } from '../reports/index.ts';
import { siteServiceKey, type SeriesInput, type SiteInput, type StoredUse } from './rules.ts';

/**
 * The customer when it is a group with special time series (spec §2.6: the group pages exist only
 * with them), with its special time series and how many metering points each sums; else null.
 */
export async function findGroup(db: Db, customerId: string) {
  const series = await db
    .selectFrom('special_time_series as s')
    .innerJoin('customers as c', 'c.customer_id', 's.customer_id')
    .select((eb) => [
      'c.name',
      'c.customer_number',
      's.time_series_id',
      's.name as series_name',
      's.unit',
      eb
        .selectFrom('special_time_series_points as m')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('m.time_series_id', '=', 's.time_series_id')
        .as('points'),
    ])
    .where('s.customer_id', '=', customerId)
    .orderBy('s.time_series_id')
    .execute();
  const first = series[0];
  if (!first) return null;
  return {
    customerName: first.name,
    customerNumber: first.customer_number,
    series: series.map((s): SeriesInput => ({ timeSeriesId: s.time_series_id, name: s.series_name, unit: s.unit, meteringPoints: s.points ?? 0 })),
  };
}

/** The group's sites with a main meter, in the customer's order, with the organisations (accounts) each belongs to. */
export async function groupSites(db: Db, customerId: string): Promise<SiteInput[]> {
  const [points, accounts] = await Promise.all([
    consumptionPoints(db, customerId, null),
    db
      .selectFrom('facility_accounts as fa')
      .innerJoin('customer_accounts as a', 'a.customer_account_id', 'fa.customer_account_id')
      .select(['fa.facility_key', 'a.name'])
      .where('a.customer_id', '=', customerId)
      .orderBy('a.sort_order')
      .execute(),
  ]);
  const sites = new Map<string, SiteInput>();
  for (const point of points) {
    const site = sites.get(point.facilityKey) ?? {
      facilityKey: point.facilityKey,
      facilityName: point.facilityName,
      address: point.address,
      organisations: accounts.filter((a) => a.facility_key === point.facilityKey).map((a) => a.name),
      services: [],
    };
    site.services.push(point.service);
    sites.set(point.facilityKey, site);
  }
  return [...sites.values()];
}

/** Each site's and service's sums per bucket over days [from, to) (local dates), from the daily roll-up. */
export async function siteUse(db: Db, customerId: string, from: string, to: string, resolution: GroupReportResolution): Promise<StoredUse[]> {
  const uses = await readUse(db, customerId, { from, to, facilityKey: null, resolution });
  return uses.map((use) => ({ key: siteServiceKey(use.facilityKey, use.service), bucket: use.bucket, value: use.value }));
}

/** Each special time series' sums per bucket over days [from, to): its metering points' days in the roll-up. */
export async function seriesUse(db: Db, customerId: string, from: string, to: string, resolution: GroupReportResolution): Promise<StoredUse[]> {
  const format = resolution === 'day' ? 'YYYY-MM-DD' : 'YYYY-MM';
  const { rows } = await sql<{ time_series_id: string; bucket: string; value: string }>`
    select s.time_series_id, to_char(d.day, ${format}) as bucket, sum(d.value)::text as value
    from special_time_series s
      join special_time_series_points m on m.time_series_id = s.time_series_id
      join meter_values_daily d on d.metering_point_id = m.metering_point_id
    where s.customer_id = ${customerId} and d.day >= ${from}::date and d.day < ${to}::date
    group by 1, 2`.execute(db);
  return rows.map((r) => ({ key: r.time_series_id, bucket: r.bucket, value: Number(r.value) }));
}

/** The group's accounts, each with its sites and every metering point of them (main meters, production, sub-meters). */
export async function groupStructure(db: Db, customerId: string, customerName: string): Promise<GroupStructure> {
  const [parent, accounts, sites, points] = await Promise.all([
    db.selectFrom('parent_organizations').select('name').where('customer_id', '=', customerId).executeTakeFirst(),
    db
      .selectFrom('customer_accounts')
      .select(['customer_account_id', 'name', 'status_id'])
      .where('customer_id', '=', customerId)
      .orderBy('sort_order')
      .orderBy('customer_account_id')
      .execute(),
    db
      .selectFrom('facilities as f')
      .innerJoin('facility_accounts as fa', 'fa.facility_key', 'f.facility_key')
      .select(['fa.customer_account_id', 'f.facility_key', 'f.display_name', 'f.address', 'f.postal_code', 'f.city'])
      .where('f.customer_id', '=', customerId)
      .orderBy('f.sort_order')
      .orderBy('f.facility_key')
      .execute(),
    db
      .selectFrom('metering_points as p')
      .innerJoin('facilities as f', 'f.facility_key', 'p.facility_key')
      .select(['p.facility_key', 'p.metering_point_id', 'p.service', 'p.type', 'p.name', 'p.meter_number'])
      .where('f.customer_id', '=', customerId)
      // Main meters first, then production, then sub-meters by name: the order a person reads a site in.
      .orderBy(sql`case p.type when 'CONSUMPTION' then 0 when 'PRODUCTION' then 1 else 2 end`)
      .orderBy('p.service')
      .orderBy('p.name')
      .orderBy('p.metering_point_id')
      .execute(),
  ]);
  return {
    customerName,
    parentOrganisation: parent?.name ?? null,
    organisations: accounts.map((account) => ({
      customerAccountId: account.customer_account_id,
      name: account.name,
      active: account.status_id === CUSTOMER_STATUS.active,
      sites: sites
        .filter((site) => site.customer_account_id === account.customer_account_id)
        .map((site) => ({
          facilityKey: site.facility_key,
          facilityName: site.display_name,
          address: `${site.address}, ${site.postal_code} ${site.city}`,
          meteringPoints: points
            .filter((p) => p.facility_key === site.facility_key)
            .map((p) => ({ meteringPointId: p.metering_point_id, service: p.service, type: p.type, name: p.name, meterNumber: p.meter_number })),
        })),
    })),
  };
}
