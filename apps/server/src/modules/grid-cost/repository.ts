import { FUSE_PRODUCT_NUMBERS, FUSE_SIZES } from '@mina-sidor/shared/contract';
import { type FuseSize, type GridCostFacility, type GridCostMonth, reducedTaxMunicipality } from '@mina-sidor/shared/grid-cost';
import { sql } from 'kysely';
import type { Db } from '../../db/connection.ts';
import { addMonths, monthSpan } from '../../lib/swedish-time.ts';
import { accountIdsByFacility } from '../customers/index.ts';
import { monthPeak } from '../../lib/peak-model.ts';
import { readPointValues } from '../peak-power/index.ts';
import { type DatedPeakModel, peakModelFor } from '../price-lists/index.ts';
import { expectedPeakKw, hasPeakModel, isCompleteMonth, lastTwelveMonths, type MonthStats } from './rules.ts';

const isFuseSize = (value: string | null): value is FuseSize => (FUSE_SIZES as readonly string[]).includes(value ?? '');

/** The month totals of a point's daily roll-up over the months. */
async function monthStats(db: Db, meteringPointId: string, months: readonly string[]): Promise<MonthStats[]> {
  const rows = await sql<{ month: string; wh: string; days: string; intervals: string; expected: string }>`
    select to_char(day, 'YYYY-MM') as month, sum(value)::text as wh, count(*)::text as days,
      sum(intervals)::text as intervals, sum(expected_intervals)::text as expected
    from meter_values_daily
    where metering_point_id = ${meteringPointId} and day >= ${`${months[0]}-01`}::date and day < ${`${addMonths(months.at(-1)!, 1)}-01`}::date
    group by 1 order by 1`.execute(db);
  return rows.rows.map((r) => ({
    month: r.month,
    wh: Number(r.wh),
    days: Number(r.days),
    intervals: Number(r.intervals),
    expectedIntervals: Number(r.expected),
  }));
}

/** Each month's billed peak (kW) by the peak model in force then (every month given has one), from the point's stored values of those months. */
async function monthPeaks(db: Db, meteringPointId: string, months: readonly string[], models: readonly DatedPeakModel[]): Promise<Map<string, number>> {
  const peaks = new Map<string, number>();
  const modelOf = (month: string) => peakModelFor(month, models)!;
  if (months.length === 0) return peaks;
  const minutes = Math.min(...months.map((month) => modelOf(month).measuringMinutes)) as 15 | 60;
  const values = await readPointValues(db, meteringPointId, monthSpan(months[0]!).from, monthSpan(months.at(-1)!).to, minutes);
  for (const month of months) {
    const span = monthSpan(month);
    peaks.set(
      month,
      monthPeak(
        modelOf(month),
        values.filter((v) => v.start >= span.from && v.start < span.to),
      ).billedKw,
    );
  }
  return peaks;
}

/** What the calculator starts from of a point's last 12 whole months (only months stored in full). */
export type PointFigures = Pick<GridCostFacility, 'months' | 'yearlyKwh' | 'peakKw'>;

/** The months' consumption and billed peaks of a point (under the peak models given), from its stored values. */
export async function readPointFigures(db: Db, meteringPointId: string, months: readonly string[], models: readonly DatedPeakModel[]): Promise<PointFigures> {
  const complete = (await monthStats(db, meteringPointId, months)).filter(isCompleteMonth);
  const peaks = await monthPeaks(
    db,
    meteringPointId,
    complete.map((m) => m.month).filter((month) => hasPeakModel(month, models)),
    models,
  );
  const shown: GridCostMonth[] = complete.map((m) => ({
    month: m.month,
    kwh: Math.round(m.wh / 1000),
    peakKw: peaks.has(m.month) ? Math.round(peaks.get(m.month)! * 100) / 100 : null,
  }));
  return {
    months: shown,
    yearlyKwh: complete.length === months.length ? Math.round(complete.reduce((total, m) => total + m.wh, 0) / 1000) : null,
    // The average of the peaks as shown, so the customer can check it against the months.
    peakKw: expectedPeakKw(shown.flatMap((m) => (m.peakKw === null ? [] : [m.peakKw]))),
  };
}

const NO_FIGURES: PointFigures = { months: [], yearlyKwh: null, peakKw: null };

/**
 * The customer's facilities with a fuse-based grid contract running today, and what the
 * calculator starts from for each: the contract's fuse, and the last 12 whole months' figures of
 * its metering point (`figuresOf`: readPointFigures, or a cache of it).
 */
export async function gridCostFacilities(
  db: Db,
  customerId: string,
  today: string,
  figuresOf: (meteringPointId: string, months: readonly string[]) => Promise<PointFigures>,
): Promise<GridCostFacility[]> {
  const day = sql<Date>`${today}::date`;
  const contracts = await db
    .selectFrom('contracts as c')
    .innerJoin('facilities as f', 'f.facility_key', 'c.facility_key')
    .select(['f.facility_key', 'f.display_name', 'f.city', 'c.fuse_size', 'c.metering_point_id'])
    .where('c.customer_id', '=', customerId)
    .where('f.customer_id', '=', customerId)
    .where('c.utility_type_name', '=', 'EL')
    .where('c.product_number', 'in', [...FUSE_PRODUCT_NUMBERS])
    .where('c.start_date', '<=', day)
    .where((eb) => eb.or([eb('c.end_date', 'is', null), eb('c.end_date', '>=', day)]))
    .orderBy('f.sort_order')
    .orderBy('f.facility_key')
    .execute();
  if (contracts.length === 0) return [];
  const accounts = await accountIdsByFacility(
    db,
    contracts.map((c) => c.facility_key),
  );
  const months = lastTwelveMonths(today);

  return Promise.all(
    contracts.map(async (contract) => ({
      facilityKey: contract.facility_key,
      facilityName: contract.display_name,
      city: contract.city,
      customerAccountIds: accounts.get(contract.facility_key) ?? [],
      fuseSize: isFuseSize(contract.fuse_size) ? contract.fuse_size : null,
      reducedTaxMunicipality: reducedTaxMunicipality(contract.city),
      ...(contract.metering_point_id ? await figuresOf(contract.metering_point_id, months) : NO_FIGURES),
    })),
  );
}
