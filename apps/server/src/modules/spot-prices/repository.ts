import type { PriceArea, SpotPriceFacility } from '@mina-sidor/shared/spot-price';
import { sql } from 'kysely';
import type { Db } from '../../db/connection.ts';
import { accountIdsByFacility } from '../customers/index.ts';
import { addDays, swedishMidnight, TIME_ZONE } from '../../lib/swedish-time.ts';
import type { PublishedPrice } from './public-format.ts';
import { type MeteredEnergy, oreOf, type StoredPrice } from './rules.ts';
import type { ElectricityContract } from './your-price.ts';

/** The customer's facilities with electricity (decision 0072), in their order, with their price area. */
export async function listFacilities(db: Db, customerId: string): Promise<SpotPriceFacility[]> {
  const rows = await db
    .selectFrom('facilities as f')
    .innerJoin('facility_services as s', (join) => join.onRef('s.facility_key', '=', 'f.facility_key').on('s.name', '=', 'EL'))
    .select(['f.facility_key', 'f.display_name', 'f.address', 'f.postal_code', 'f.city', 'f.price_area'])
    .where('f.customer_id', '=', customerId)
    .orderBy('f.sort_order')
    .orderBy('f.facility_key')
    .execute();
  if (rows.length === 0) return [];
  const accounts = await accountIdsByFacility(
    db,
    rows.map((r) => r.facility_key),
  );
  return rows.map((r) => ({
    facilityKey: r.facility_key,
    displayName: r.display_name,
    address: `${r.address}, ${r.postal_code} ${r.city}`,
    customerAccountIds: accounts.get(r.facility_key) ?? [],
    area: r.price_area,
  }));
}

/**
 * One of the customer's facilities with electricity: its price area, its electricity meter
 * (consumption) and whether it has a production meter; undefined when it has no such facility.
 */
export async function findFacility(
  db: Db,
  customerId: string,
  facilityKey: string,
): Promise<{ area: PriceArea; meteringPointId: string | null; sellsSurplus: boolean } | undefined> {
  const row = await db
    .selectFrom('facilities as f')
    .innerJoin('facility_services as s', (join) => join.onRef('s.facility_key', '=', 'f.facility_key').on('s.name', '=', 'EL'))
    .select((eb) => [
      'f.price_area',
      eb
        .selectFrom('metering_points as p')
        .select('p.metering_point_id')
        .whereRef('p.facility_key', '=', 'f.facility_key')
        .where('p.service', '=', 'EL')
        .where('p.type', '=', 'CONSUMPTION')
        .orderBy('p.metering_point_id')
        .limit(1)
        .as('metering_point_id'),
      eb
        .exists(
          eb
            .selectFrom('metering_points as p')
            .select('p.metering_point_id')
            .whereRef('p.facility_key', '=', 'f.facility_key')
            .where('p.service', '=', 'EL')
            .where('p.type', '=', 'PRODUCTION'),
        )
        .as('sells_surplus'),
    ])
    .where('f.customer_id', '=', customerId)
    .where('f.facility_key', '=', facilityKey)
    .executeTakeFirst();
  return row && { area: row.price_area, meteringPointId: row.metering_point_id, sellsSurplus: Boolean(row.sells_surplus) };
}

/** The customer's electricity contracts of a facility running on a day (trading and grid), in contract order. */
export async function findElectricityContracts(db: Db, customerId: string, facilityKey: string, day: string): Promise<ElectricityContract[]> {
  const date = sql<Date>`${day}::date`;
  const rows = await db
    .selectFrom('contracts')
    .select([
      'product_number',
      'product_name',
      'price_components',
      // Dates as text: a date column read as a Date would move with the process's time zone.
      sql<string | null>`end_date::text`.as('end_date'),
      sql<string | null>`binding_period_end::text`.as('binding_period_end'),
    ])
    .where('customer_id', '=', customerId)
    .where('facility_key', '=', facilityKey)
    .where('utility_type_name', '=', 'EL')
    .where('start_date', '<=', date)
    .where((eb) => eb.or([eb('end_date', 'is', null), eb('end_date', '>=', date)]))
    .orderBy('contract_id')
    .execute();
  return rows.map((r) => ({
    productNumber: r.product_number,
    productName: r.product_name,
    endDate: r.end_date,
    bindingPeriodEnd: r.binding_period_end,
    prices: typeof r.price_components === 'string' ? JSON.parse(r.price_components) : r.price_components,
  }));
}

/** The stored prices of an area from the start of local date `from` to the start of `to` (exclusive), in time order, each with its local date. */
export async function readPrices(db: Db, area: PriceArea, from: string, to: string): Promise<(StoredPrice & { day: string })[]> {
  const rows = await db
    .selectFrom('spot_prices')
    .select(['start', 'minutes', 'sek_per_kwh', sql<string>`(start at time zone ${TIME_ZONE})::date::text`.as('day')])
    .where('area', '=', area)
    .where('start', '>=', swedishMidnight(from))
    .where('start', '<', swedishMidnight(to))
    .orderBy('start')
    .execute();
  return rows.map((r) => ({ start: new Date(r.start), minutes: r.minutes, ore: oreOf(r.sek_per_kwh), day: r.day }));
}

/** A metering point's values (Wh) from the start of local date `from` to the start of `to`, leaving out the ones missing (quality 2). */
export async function readEnergy(db: Db, meteringPointId: string, from: string, to: string): Promise<MeteredEnergy[]> {
  const rows = await db
    .selectFrom('meter_values')
    .select(['ts', 'minutes', 'value'])
    .where('metering_point_id', '=', meteringPointId)
    .where('ts', '>=', swedishMidnight(from))
    .where('ts', '<', swedishMidnight(to))
    .where('quality', '<', 2)
    .execute();
  return rows.map((r) => ({ start: new Date(r.ts), minutes: r.minutes, wh: Number(r.value) }));
}

/** The price areas of the facilities with electricity: those whose prices are fetched. */
export async function areasInUse(db: Db): Promise<PriceArea[]> {
  const rows = await db
    .selectFrom('facilities as f')
    .innerJoin('facility_services as s', (join) => join.onRef('s.facility_key', '=', 'f.facility_key').on('s.name', '=', 'EL'))
    .select('f.price_area')
    .distinct()
    .orderBy('f.price_area')
    .execute();
  return rows.map((r) => r.price_area);
}

/** Whether a day of an area has its published prices (a published day is stored whole, never in part). */
export async function isPublished(db: Db, area: PriceArea, day: string): Promise<boolean> {
  const row = await db
    .selectFrom('spot_prices')
    .select('start')
    .where('area', '=', area)
    .where('source', '=', 'published')
    .where('start', '>=', swedishMidnight(day))
    .where('start', '<', swedishMidnight(addDays(day, 1)))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export type StoreOutcome = 'imported' | 'replaced' | 'unchanged';

const sameRows = (
  stored: { start: Date; minutes: number; sek_per_kwh: string; eur_per_kwh: string; exr: string; source: string }[],
  prices: PublishedPrice[],
) =>
  stored.length === prices.length &&
  stored.every((row, i) => {
    const p = prices[i]!;
    return (
      row.source === 'published' &&
      new Date(row.start).getTime() === p.start.getTime() &&
      row.minutes === p.minutes &&
      Number(row.sek_per_kwh) === p.sekPerKwh &&
      Number(row.eur_per_kwh) === p.eurPerKwh &&
      Number(row.exr) === p.exr
    );
  });

/**
 * Stores a published day of an area in one transaction: the same day again changes nothing; a
 * re-published (or demo) day is replaced whole, so a day is never half old and half new.
 */
export async function storePublishedDay(db: Db, file: { area: PriceArea; day: string; prices: PublishedPrice[] }): Promise<StoreOutcome> {
  return db.transaction().execute(async (trx) => {
    const from = swedishMidnight(file.day);
    const to = swedishMidnight(addDays(file.day, 1));
    const stored = await trx
      .selectFrom('spot_prices')
      .select(['start', 'minutes', 'sek_per_kwh', 'eur_per_kwh', 'exr', 'source'])
      .where('area', '=', file.area)
      .where('start', '>=', from)
      .where('start', '<', to)
      .orderBy('start')
      .forUpdate()
      .execute();
    if (sameRows(stored, file.prices)) return 'unchanged';
    await trx.deleteFrom('spot_prices').where('area', '=', file.area).where('start', '>=', from).where('start', '<', to).execute();
    await trx
      .insertInto('spot_prices')
      .values(
        file.prices.map((p) => ({
          area: file.area,
          start: p.start,
          minutes: p.minutes,
          // The published decimals as they are: a number's shortest text is the decimal that was published.
          sek_per_kwh: String(p.sekPerKwh),
          eur_per_kwh: String(p.eurPerKwh),
          exr: String(p.exr),
          source: 'published' as const,
        })),
      )
      .execute();
    return stored.length > 0 ? 'replaced' : 'imported';
  });
}
