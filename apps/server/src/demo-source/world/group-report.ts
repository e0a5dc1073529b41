import type { DemoBase, DemoRows } from '../rows.ts';

/**
 * Which main meters each demo special time series sums, by the series' name: every consumption
 * point of that service at the group's sites.
 */
const SERIES_SERVICE: Record<string, string> = {
  'Total elförbrukning koncern': 'EL',
  'Fjärrvärme koncern': 'FJV',
  'Fjärrkyla koncern': 'FJK',
};

/** The metering points of the demo special time series, from the demo customer structure. */
export function demoRows(base: DemoBase): DemoRows {
  const customerOf = new Map(base.facilities.map((f) => [f.facility_key, f.customer_id]));
  return {
    special_time_series_points: base.special_time_series.flatMap((series) => {
      const service = SERIES_SERVICE[series.name];
      return base.metering_points
        .filter((p) => p.service === service && p.type === 'CONSUMPTION' && customerOf.get(p.facility_key) === series.customer_id)
        .map((p) => ({ time_series_id: series.time_series_id, metering_point_id: p.metering_point_id }));
    }),
  };
}
