import type { ConsumptionForecast, ForecastSpan } from '@mina-sidor/shared/consumption';
import { isWorkingDay } from '../../lib/swedish-holidays.ts';
import { addDays } from '../../lib/swedish-time.ts';
import { minusOneYear } from './periods.ts';

/** A stored day of the daily roll-up: its value in stored units (Wh or litres) and whether all its intervals arrived. */
export type StoredDay = { value: number; complete: boolean };

/** The ratio looks back at least this many days, so that early January still compares a month. */
export const RATIO_WINDOW_MIN_DAYS = 28;
/** Fewer days with both a value and a baseline than this, and the ratio says nothing: the forecast is unscaled. */
export const RATIO_MIN_DAYS = 7;

type DayType = 'working' | 'free';
/** Weekends, holidays and eves are used like each other (at home, offices closed); weekdays like each other. */
const dayType = (day: string): DayType => (isWorkingDay(day) ? 'working' : 'free');

/** The days compared for the ratio: this year so far, but at least the last four weeks, up to yesterday. */
export function ratioWindowStart(today: string): string {
  const newYear = `${today.slice(0, 4)}-01-01`;
  const fourWeeks = addDays(today, -RATIO_WINDOW_MIN_DAYS);
  return fourWeeks < newYear ? fourWeeks : newYear;
}

/** The first day a forecast made on `today` reads: the baseline month of the ratio window's first day. */
export const forecastReadFrom = (today: string): string => `${minusOneYear(ratioWindowStart(today)).slice(0, 7)}-01`;

const mean = (values: number[]) => (values.length === 0 ? null : values.reduce((a, b) => a + b, 0) / values.length);

/**
 * A day's expected use before scaling: the mean of the complete days of the same calendar month a
 * year earlier that are of the same type (working or free); without such days, of all that month's
 * complete days; without any, null.
 */
export function baselines(days: ReadonlyMap<string, StoredDay>): (day: string) => number | null {
  const byMonth = new Map<string, { working: number[]; free: number[] }>();
  for (const [day, stored] of days) {
    if (!stored.complete) continue;
    const month = day.slice(0, 7);
    const entry = byMonth.get(month) ?? { working: [], free: [] };
    byMonth.set(month, entry);
    entry[dayType(day)].push(stored.value);
  }
  const means = new Map<string, number | null>();
  return (day) => {
    const month = minusOneYear(day).slice(0, 7);
    const key = `${month}|${dayType(day)}`;
    if (!means.has(key)) {
      const entry = byMonth.get(month);
      means.set(key, entry ? (mean(entry[dayType(day)]) ?? mean([...entry.working, ...entry.free])) : null);
    }
    return means.get(key) ?? null;
  };
}

/**
 * This year's use against what last year's same months and day types would have had: the sum of
 * the window's complete days over the sum of their baselines. Null with too few such days or no
 * baseline use (a new meter, a production point in winter).
 */
export function ratioOfUse(today: string, days: ReadonlyMap<string, StoredDay>, baseline: (day: string) => number | null): number | null {
  let actual = 0;
  let expected = 0;
  let count = 0;
  for (let day = ratioWindowStart(today); day < today; day = addDays(day, 1)) {
    const stored = days.get(day);
    const base = baseline(day);
    if (!stored?.complete || base === null) continue;
    actual += stored.value;
    expected += base;
    count++;
  }
  return count >= RATIO_MIN_DAYS && expected > 0 ? actual / expected : null;
}

/** Whole stored units (Wh, litres) to the API's (kWh, m³). */
const toApiUnit = (stored: number) => stored / 1000;

function span(period: string, measured: number, forecasts: (number | null)[]): ForecastSpan {
  const forecast = forecasts.some((f) => f === null) ? null : forecasts.reduce<number>((a, b) => a + (b ?? 0), 0);
  return {
    period,
    measured: toApiUnit(measured),
    forecast: forecast === null ? null : toApiUnit(forecast),
    total: forecast === null ? null : toApiUnit(measured + forecast),
  };
}

/**
 * The forecast of the rest of the current month and year (decision 0029): each day from today to
 * the year's end is its baseline times this year's ratio; days before today are what was measured.
 * `days` holds the stored days from `forecastReadFrom(today)` up to yesterday.
 */
export function makeForecast(today: string, days: ReadonlyMap<string, StoredDay>): Omit<ConsumptionForecast, 'meteringPointId' | 'unit'> {
  const baseline = baselines(days);
  const ratio = ratioOfUse(today, days, baseline);
  const year = today.slice(0, 4);
  const remaining: { date: string; value: number | null }[] = [];
  for (let day = today; day.startsWith(year); day = addDays(day, 1)) {
    const base = baseline(day);
    // Whole stored units per day, so that a month's forecast is the sum of the days shown.
    remaining.push({ date: day, value: base === null ? null : Math.round(base * (ratio ?? 1)) });
  }
  const measuredIn = (prefix: string) => {
    let sum = 0;
    for (const [day, stored] of days) if (day.startsWith(prefix) && day < today) sum += stored.value;
    return sum;
  };
  const months = [...new Set(remaining.map((d) => d.date.slice(0, 7)))];
  return {
    madeOn: today,
    ratio: ratio === null ? null : Math.round(ratio * 1000) / 1000,
    days: remaining.map((d) => ({ date: d.date, value: d.value === null ? null : toApiUnit(d.value) })),
    months: months.map((month) =>
      span(
        month,
        measuredIn(month),
        remaining.filter((d) => d.date.startsWith(month)).map((d) => d.value),
      ),
    ),
    year: span(
      year,
      measuredIn(year),
      remaining.map((d) => d.value),
    ),
  };
}
