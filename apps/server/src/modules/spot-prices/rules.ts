import type { DayStatus, Price, PriceArea, PriceInterval, SpotPriceDay, SpotPriceMonth } from '@mina-sidor/shared/spot-price';
import { addDays, inSwedishTime, swedishMidnight } from '../../lib/swedish-time.ts';

/** The day-ahead market went from hourly to quarter-hour prices with this delivery day (docs/domain.md). */
export const QUARTER_HOURS_FROM = '2025-10-01';
/** The next day's prices are published about 12:55 CET: from this local hour they are expected. */
export const PUBLISHED_FROM_HOUR = 13;

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** Prices travel with four decimals of öre: the published SEK/kWh has five, and binary floats add noise below that. */
const round4 = (value: number) => Math.round(value * 10_000) / 10_000;

/** A price in öre/kWh without VAT, and with the VAT (percent, of the price lists): the one place VAT is added to a spot price. */
export function withVat(oreExclVat: number, vatPercent: number): Price {
  return { exclVat: round4(oreExclVat), inclVat: round4((oreExclVat * (100 + vatPercent)) / 100) };
}

/** SEK/kWh as stored (a numeric's text, or a number) in öre/kWh. */
export const oreOf = (sekPerKwh: string | number): number => round4(Number(sekPerKwh) * 100);

const clock = (instant: Date) => {
  const local = inSwedishTime(instant);
  return `${String(local.hour).padStart(2, '0')}:${String(local.minute).padStart(2, '0')}`;
};

/** How long a local day is: 23, 24 or 25 hours. */
export const dayHours = (day: string): number => (swedishMidnight(addDays(day, 1)).getTime() - swedishMidnight(day).getTime()) / HOUR_MS;

/** The local dates of a month 'YYYY-MM'. */
export function daysOfMonth(month: string): string[] {
  const days: string[] = [];
  for (let day = `${month}-01`; day.startsWith(month); day = addDays(day, 1)) days.push(day);
  return days;
}

export interface Interval {
  start: Date;
  end: Date;
}

/**
 * Whether intervals cover the local day exactly — from its midnight to the next, each beginning
 * where the one before ends, all of one length, a quarter-hour or an hour: 92, 96 or 100
 * quarter-hours or 23, 24 or 25 hours. Returns their length, or what is wrong in Swedish.
 */
export function tiling(day: string, intervals: readonly Interval[]): { minutes: 15 | 60 } | { error: string } {
  const hours = dayHours(day);
  const first = intervals[0];
  if (!first) return { error: `Filen har inga priser för ${day}.` };
  const minutes = (first.end.getTime() - first.start.getTime()) / MINUTE_MS;
  if (minutes !== 15 && minutes !== 60) return { error: `Ett prisintervall måste vara en kvart eller en timme, inte ${minutes} minuter.` };
  const expected = (hours * 60) / minutes;
  const unit = minutes === 15 ? 'kvartar' : 'timmar';
  if (intervals.length !== expected) return { error: `${day} har ${hours} timmar, alltså ${expected} ${unit}, men filen har ${intervals.length} priser.` };
  let at = swedishMidnight(day).getTime();
  for (const interval of intervals) {
    if (interval.start.getTime() !== at)
      return { error: `Priserna täcker inte ${day} utan luckor eller överlapp: väntade ett pris från kl. ${clock(new Date(at))}.` };
    if (interval.end.getTime() - interval.start.getTime() !== minutes * MINUTE_MS) return { error: 'Alla prisintervall under ett dygn måste vara lika långa.' };
    at = interval.end.getTime();
  }
  return { minutes };
}

/** A stored price: the interval's start, its length, and the price in öre/kWh without VAT. */
export interface StoredPrice {
  start: Date;
  minutes: number;
  ore: number;
}

/**
 * The hourly averages of a day's prices: the four quarter-hours of each hour averaged (grouped by
 * their UTC hour, which is the local hour: Swedish offsets are whole hours, and the two 02:00
 * hours of a 25-hour day stay two). Hourly prices are their own averages.
 */
export function hourlyAverages(prices: readonly StoredPrice[]): StoredPrice[] {
  const hours = new Map<number, { sum: number; minutes: number }>();
  for (const p of prices) {
    const hour = Math.floor(p.start.getTime() / HOUR_MS) * HOUR_MS;
    const entry = hours.get(hour) ?? { sum: 0, minutes: 0 };
    entry.sum += p.ore * p.minutes;
    entry.minutes += p.minutes;
    hours.set(hour, entry);
  }
  return [...hours.entries()].sort(([a], [b]) => a - b).map(([hour, { sum, minutes }]) => ({ start: new Date(hour), minutes: 60, ore: sum / minutes }));
}

/** The average of prices over the time they cover (each interval by its length), the lowest and the highest; null without prices. */
export function summarize(prices: readonly StoredPrice[]): { average: number; min: number; max: number } | null {
  if (prices.length === 0) return null;
  const minutes = prices.reduce((sum, p) => sum + p.minutes, 0);
  return {
    average: prices.reduce((sum, p) => sum + p.ore * p.minutes, 0) / minutes,
    min: Math.min(...prices.map((p) => p.ore)),
    max: Math.max(...prices.map((p) => p.ore)),
  };
}

/** One metered value: the energy (Wh) of the interval starting at `start`. */
export interface MeteredEnergy {
  start: Date;
  minutes: number;
  wh: number;
}

/**
 * The consumption-weighted average price: Σ(price × kWh) / Σ kWh over the intervals that have both
 * a price and a metered value. A metered interval and a price interval of different lengths (an
 * hourly meter under quarter-hour prices) meet where they overlap, the metered energy spread
 * evenly over its interval. Null without energy to weigh by.
 */
export function weightedAverage(prices: readonly StoredPrice[], values: readonly MeteredEnergy[]): { ore: number; kWh: number } | null {
  const sorted = [...prices].sort((a, b) => a.start.getTime() - b.start.getTime());
  let priced = 0;
  let kWh = 0;
  let i = 0;
  for (const v of [...values].sort((a, b) => a.start.getTime() - b.start.getTime())) {
    const from = v.start.getTime();
    const to = from + v.minutes * MINUTE_MS;
    // Prices before this value end before every later value too.
    while (i < sorted.length && sorted[i]!.start.getTime() + sorted[i]!.minutes * MINUTE_MS <= from) i++;
    for (let j = i; j < sorted.length && sorted[j]!.start.getTime() < to; j++) {
      const p = sorted[j]!;
      const overlap = Math.min(to, p.start.getTime() + p.minutes * MINUTE_MS) - Math.max(from, p.start.getTime());
      if (overlap <= 0) continue;
      const energy = (v.wh / 1000) * (overlap / (v.minutes * MINUTE_MS));
      priced += p.ore * energy;
      kWh += energy;
    }
  }
  return kWh > 0 ? { ore: priced / kWh, kWh } : null;
}

/** A day without prices is not yet published when it lies ahead, missing when it has begun or passed. */
export function dayStatus(day: string, today: string, hasPrices: boolean): DayStatus {
  if (hasPrices) return 'published';
  return day > today ? 'not-yet-published' : 'missing';
}

/** The days whose prices can be fetched now: today, and tomorrow once the market has published (from 13:00 Swedish time). */
export function fetchableDays(now: Date): string[] {
  const local = inSwedishTime(now);
  return local.hour >= PUBLISHED_FROM_HOUR ? [local.day, addDays(local.day, 1)] : [local.day];
}

/** The last day with (demo) prices at an instant: tomorrow from 13:00 Swedish time, today before. */
export const lastPublishedDay = (now: Date): string => fetchableDays(now).at(-1)!;

/** A price source's address for a day and area, from a template with {yyyy}, {mm}, {dd} and {area}. */
export function priceUrl(template: string, area: PriceArea, day: string): string {
  const [yyyy, mm, dd] = day.split('-') as [string, string, string];
  return template.replaceAll('{yyyy}', yyyy).replaceAll('{mm}', mm).replaceAll('{dd}', dd).replaceAll('{area}', area);
}

const intervalOf =
  (vatPercent: number) =>
  (p: StoredPrice): PriceInterval => ({
    start: p.start.toISOString(),
    end: new Date(p.start.getTime() + p.minutes * MINUTE_MS).toISOString(),
    price: withVat(p.ore, vatPercent),
  });

/** A day's answer from its stored prices (VAT: the rate in force that day): the intervals, their hourly averages, the average, lowest and highest. */
export function spotPriceDayOf(input: {
  facilityKey: string;
  area: PriceArea;
  day: string;
  today: string;
  prices: readonly StoredPrice[];
  vatPercent: number;
}): SpotPriceDay {
  const { prices, vatPercent } = input;
  const summary = summarize(prices);
  const vat = (ore: number) => withVat(ore, vatPercent);
  return {
    facilityKey: input.facilityKey,
    area: input.area,
    day: input.day,
    status: dayStatus(input.day, input.today, prices.length > 0),
    resolutionMinutes: prices[0] ? (prices[0].minutes === 15 ? 15 : 60) : null,
    intervals: prices.map(intervalOf(vatPercent)),
    hours: hourlyAverages(prices).map(intervalOf(vatPercent)),
    summary: summary && { average: vat(summary.average), min: vat(summary.min), max: vat(summary.max) },
  };
}

/**
 * A month's answer: each day's average (or why it has none), the month's plain average and the
 * customer's weighted one; VAT at the rate in force on the month's first day.
 */
export function spotPriceMonthOf(input: {
  facilityKey: string;
  area: PriceArea;
  month: string;
  today: string;
  prices: readonly (StoredPrice & { day: string })[];
  energy: readonly MeteredEnergy[];
  vatPercent: number;
}): SpotPriceMonth {
  const vat = (ore: number) => withVat(ore, input.vatPercent);
  const average = summarize(input.prices)?.average;
  const weighted = weightedAverage(input.prices, input.energy);
  return {
    facilityKey: input.facilityKey,
    area: input.area,
    month: input.month,
    days: daysOfMonth(input.month).map((day) => {
      const ofDay = input.prices.filter((p) => p.day === day);
      const dayAverage = summarize(ofDay)?.average;
      return { day, status: dayStatus(day, input.today, ofDay.length > 0), average: dayAverage === undefined ? null : vat(dayAverage) };
    }),
    average: average === undefined ? null : vat(average),
    weighted: weighted && { average: vat(weighted.ore), kWh: Math.round(weighted.kWh * 1000) / 1000 },
  };
}
