import type { ConsumptionForecast, ConsumptionSeries, Resolution } from '@mina-sidor/shared/consumption';
import { addDays, addMonths } from '@/lib/swedish.ts';
import type { Period } from './period.ts';

/** A bucket's forecast: `total` the whole bucket's (measured and to come), `rest` what the bar adds above what is measured so far. */
export type ForecastBucket = { start: string; end: string; total: number | null; rest: number | null };

const FORECAST_RESOLUTIONS: readonly Resolution[] = ['day', 'month', 'year'];

/** The chart forecasts the days, months or years of a period that holds today. */
export const showsForecast = (period: Period, today: string): boolean =>
  FORECAST_RESOLUTIONS.includes(period.resolution) && period.from <= today && today < period.to;

function nextStart(resolution: Resolution, start: string): string {
  if (resolution === 'day') return addDays(start, 1);
  if (resolution === 'month') return `${addMonths(start.slice(0, 7), 1)}-01`;
  return `${Number(start.slice(0, 4)) + 1}-01-01`;
}

/**
 * The forecast beside a series: a row per value, then a row per bucket of the period still to come
 * (the series ends today). A bucket before today has none; today's month (day, year) has its
 * measured part in the series and the rest on top.
 */
export function forecastBuckets(series: ConsumptionSeries, forecast: ConsumptionForecast, period: Period): ForecastBucket[] {
  const days = new Map(forecast.days.map((d) => [d.date, d.value]));
  const months = new Map(forecast.months.map((m) => [m.period, m.total]));
  const totalOf = (start: string): number | null => {
    if (series.resolution === 'day') return start >= forecast.madeOn ? (days.get(start) ?? null) : null;
    if (series.resolution === 'month') return months.get(start.slice(0, 7)) ?? null;
    return start.slice(0, 4) === forecast.year.period ? forecast.year.total : null;
  };
  const rows = series.values.map((v) => {
    const total = totalOf(v.start);
    return { start: v.start, end: v.end, total, rest: total === null ? null : Math.max(0, total - (v.value ?? 0)) };
  });
  for (let start = series.values.at(-1)?.end ?? period.from; start < period.to; ) {
    const end = nextStart(series.resolution, start);
    const total = totalOf(start);
    rows.push({ start, end, total, rest: total });
    start = end;
  }
  return rows;
}

/** "Prognos för hela månaden", "… hela året": the forecast of the month and year today is in. */
export function forecastTotals(forecast: ConsumptionForecast): { month: number | null; year: number | null } {
  return { month: forecast.months[0]?.total ?? null, year: forecast.year.total };
}
