import { type BuildingCategory, type ComparisonMonth, type ComparisonYear, DEGREE_DAY_BASE_CELSIUS } from '@mina-sidor/shared/heating-comparison';
import { addDays, addMonths } from '../../lib/swedish-time.ts';
import { CATEGORY_AVERAGES, MONTHLY_PROFILE } from './categories.ts';

/** One day of the district-heating point's daily roll-up (local date). */
export interface DayEnergy {
  day: string;
  wh: number;
}

/** Stored daily mean outdoor temperatures (°C) by local date; a day without a row is missing. */
export type Temperatures = ReadonlyMap<string, number>;

/** Numbers shown with one or two decimals are summed from one-decimal temperatures: drop the float noise. */
const tenth = (value: number) => Math.round(value * 10) / 10;

/** The months from `from` to `to`, both included. */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  for (let month = from; month <= to; month = addMonths(month, 1)) months.push(month);
  return months;
}

/** The local dates of a month. */
export function daysOfMonth(month: string): string[] {
  const days: string[] = [];
  for (let day = `${month}-01`; day.startsWith(month); day = addDays(day, 1)) days.push(day);
  return days;
}

/**
 * A month's degree days: Σ(17 − daily mean) over its days with a mean below 17 °C. A day without a
 * stored temperature is not a warm day: the month's degree days are then unknown (null), and the
 * number of such days is given so the page can say why.
 */
export function monthDegreeDays(month: string, temperatures: Temperatures): { degreeDays: number | null; daysWithoutTemperature: number } {
  let sum = 0;
  let missing = 0;
  for (const day of daysOfMonth(month)) {
    const celsius = temperatures.get(day);
    if (celsius === undefined) missing += 1;
    else if (celsius < DEGREE_DAY_BASE_CELSIUS) sum += DEGREE_DAY_BASE_CELSIUS - celsius;
  }
  return { degreeDays: missing > 0 ? null : tenth(sum), daysWithoutTemperature: missing };
}

/**
 * The normal year: for each calendar month the mean of its degree days over the complete calendar
 * years before `beforeYear` (every day with a stored temperature). Our own stored history stands in
 * for SMHI's normal period, whose degree-day products need a licence to show customers.
 */
export function normalYear(temperatures: Temperatures, beforeYear: number): { years: number[]; degreeDays: number[] | null } {
  const years = [...new Set([...temperatures.keys()].map((day) => Number(day.slice(0, 4))))].filter((year) => year < beforeYear).sort((a, b) => a - b);
  const complete = years
    .map((year) => ({ year, months: monthsBetween(`${year}-01`, `${year}-12`).map((m) => monthDegreeDays(m, temperatures).degreeDays) }))
    .filter((y) => y.months.every((dd) => dd !== null));
  if (complete.length === 0) return { years: [], degreeDays: null };
  const degreeDays = Array.from({ length: 12 }, (_, i) => complete.reduce((sum, y) => sum + y.months[i]!, 0) / complete.length);
  return { years: complete.map((y) => y.year), degreeDays };
}

/**
 * The temperature-independent use per day (tap hot water, circulation and losses): the mean daily
 * use over the June–August days given, when there is next to no heating. Null without summer days.
 */
export function summerBaseKwhPerDay(days: readonly DayEnergy[]): number | null {
  const summer = days.filter((d) => ['06', '07', '08'].includes(d.day.slice(5, 7)));
  if (summer.length === 0) return null;
  return summer.reduce((sum, d) => sum + d.wh, 0) / 1000 / summer.length;
}

/**
 * Temperature-normalised use: the base as metered, the heating share (above the base) scaled by
 * normal / actual degree days. A month without degree days (all days 17 °C or warmer) has no heating
 * to scale and is kept as metered; unknown degree days give an unknown result, never a guess.
 */
export function normalisedKwh(energyKwh: number, baseKwh: number, degreeDays: number | null, normalDegreeDays: number | null): number | null {
  if (degreeDays === null || normalDegreeDays === null) return null;
  if (degreeDays === 0) return energyKwh;
  return baseKwh + (energyKwh - baseKwh) * (normalDegreeDays / degreeDays);
}

/** kWh per m² of heated area; null without an area. */
export const perM2 = (kwh: number | null, areaM2: number | null) => (kwh === null || areaM2 === null ? null : kwh / areaM2);

/** A month's metered energy and its base: the summer base per day for each day with energy, never more than the month used. */
export function monthEnergy(month: string, days: readonly DayEnergy[], baseKwhPerDay: number | null): { energyKwh: number; baseKwh: number } {
  const own = days.filter((d) => d.day.startsWith(month));
  const energyKwh = own.reduce((sum, d) => sum + d.wh, 0) / 1000;
  return { energyKwh, baseKwh: Math.min(energyKwh, (baseKwhPerDay ?? 0) * own.length) };
}

/** The use against the category in per cent: +12 is 12 % above the average. */
export const versusPercent = (own: number | null, category: number | null) =>
  own === null || category === null || category === 0 ? null : (own / category - 1) * 100;

/** The category's average for a calendar month of a normal year (kWh/m²). */
export const categoryMonthKwhPerM2 = (category: BuildingCategory, month: string) =>
  CATEGORY_AVERAGES[category].kwhPerM2Year * MONTHLY_PROFILE[Number(month.slice(5, 7)) - 1]!;

/** The facility's building as the comparison needs it; null when no heated area is registered. */
export type BuildingArea = { category: BuildingCategory; heatedAreaM2: number } | null;

/** Each month's metered and normalised use, per m² and against the category. */
export function compareMonths(
  months: readonly string[],
  days: readonly DayEnergy[],
  temperatures: Temperatures,
  normal: number[] | null,
  baseKwhPerDay: number | null,
  building: BuildingArea,
): ComparisonMonth[] {
  const area = building?.heatedAreaM2 ?? null;
  return months.map((month) => {
    const { energyKwh, baseKwh } = monthEnergy(month, days, baseKwhPerDay);
    const { degreeDays, daysWithoutTemperature } = monthDegreeDays(month, temperatures);
    const normalDegreeDays = normal?.[Number(month.slice(5, 7)) - 1] ?? null;
    const normalised = normalisedKwh(energyKwh, baseKwh, degreeDays, normalDegreeDays);
    return {
      month,
      energyKwh,
      baseKwh,
      degreeDays,
      daysWithoutTemperature,
      normalDegreeDays,
      normalisedKwh: normalised,
      kwhPerM2: perM2(energyKwh, area),
      normalisedKwhPerM2: perM2(normalised, area),
      categoryKwhPerM2: building ? categoryMonthKwhPerM2(building.category, month) : null,
    };
  });
}

/**
 * Rolling years of twelve complete months, the latest first: a calendar year would leave this
 * year's comparison half-empty until January. A year's normalised figure needs every month's.
 */
export function rollingYears(months: readonly ComparisonMonth[], building: BuildingArea): ComparisonYear[] {
  const years: ComparisonYear[] = [];
  for (let end = months.length; end >= 12; end -= 12) {
    const year = months.slice(end - 12, end);
    const energyKwh = year.reduce((sum, m) => sum + m.energyKwh, 0);
    const normalisedKwh = year.every((m) => m.normalisedKwh !== null) ? year.reduce((sum, m) => sum + m.normalisedKwh!, 0) : null;
    const area = building?.heatedAreaM2 ?? null;
    const categoryKwhPerM2 = building ? CATEGORY_AVERAGES[building.category].kwhPerM2Year : null;
    const normalisedKwhPerM2 = perM2(normalisedKwh, area);
    years.push({
      from: year[0]!.month,
      to: year.at(-1)!.month,
      energyKwh,
      normalisedKwh,
      kwhPerM2: perM2(energyKwh, area),
      normalisedKwhPerM2,
      categoryKwhPerM2,
      versusCategoryPercent: versusPercent(normalisedKwhPerM2, categoryKwhPerM2),
    });
  }
  return years;
}
