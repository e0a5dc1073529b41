import type { SpecialTimeSeriesRecordInput } from '@mina-sidor/shared/special-time-series-record';
import type { Db } from '../../db/connection.ts';
import type { DemoBase } from '../rows.ts';
import { sendBatch } from '../send.ts';

/**
 * Which main meters each demo special time series sums, by the series' name: every consumption
 * point of that service at the group's sites.
 */
const SERIES_SERVICE: Record<string, string> = {
  'Total elförbrukning koncern': 'EL',
  'Fjärrvärme koncern': 'FJV',
  'Fjärrkyla koncern': 'FJK',
};

/** The demo special time series (customers.ts) with the metering points they sum, as the provider's system sends them. */
export function specialTimeSeriesRecords(base: DemoBase): SpecialTimeSeriesRecordInput[] {
  const customerOf = new Map(base.facilities.map((f) => [f.facility_key, f.customer_id]));
  return base.special_time_series.map((series) => ({
    timeSeriesId: series.time_series_id,
    customerId: series.customer_id,
    name: series.name,
    unit: series.unit as SpecialTimeSeriesRecordInput['unit'],
    meteringPoints: base.metering_points
      .filter((p) => p.service === SERIES_SERVICE[series.name] && p.type === 'CONSUMPTION' && customerOf.get(p.facility_key) === series.customer_id)
      .map((p) => p.metering_point_id),
  }));
}

/** After the facilities (the customers part): a series' points are checked against the customer's facilities. */
export async function sendDemoSpecialTimeSeries(db: Db, base: DemoBase): Promise<void> {
  await sendBatch(db, 'special-time-series', specialTimeSeriesRecords(base));
}
