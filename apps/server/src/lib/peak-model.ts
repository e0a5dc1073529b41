import { swedishHolidays } from './swedish-holidays.ts';
import { inSwedishTime } from './swedish-time.ts';

/**
 * How a grid company turns a month of metered energy into the peak it bills (effekttariff), as
 * data: the spec's own model (§9) and the other common Swedish ones are each one value of this
 * type (docs/domain.md). Hours are local Swedish time; a window or night runs from `from` to `to`
 * (exclusive), wrapping past midnight when `to` ≤ `from`.
 */
export interface PeakModel {
  /** How many peaks are averaged into the billed peak. */
  peaks: number;
  /** Whether the peaks must fall on different days (one per day, its highest). */
  distinctDays: boolean;
  /** The hours that count; null: the whole day. */
  window: HourSpan | null;
  /** Only Monday to Friday count. */
  weekdaysOnly: boolean;
  /** Public holidays and midsommarafton, julafton and nyårsafton do not count. */
  holidaysExcluded: boolean;
  /** The months (1–12) with a power fee; null: every month. */
  months: readonly number[] | null;
  /** Hours counted at a fraction of their power, e.g. 22:00–06:00 at half. */
  night: (HourSpan & { weight: number }) | null;
  /** The period whose mean power is a peak candidate: the hour, or the quarter-hour. */
  measuringMinutes: 60 | 15;
  /** The price per kW of billed peak and month, in öre excluding VAT (as the contracts' price components). */
  priceOrePerKw: number;
}

export interface HourSpan {
  from: number;
  to: number;
}

/** One metered value: the energy (Wh) of the period starting at `start` (15 or 60 minutes). */
export interface MeterValue {
  start: Date;
  minutes: 15 | 60;
  wh: number;
}

/** A period that counts toward the peak, with its mean power and where it falls in Swedish time. */
export interface PowerPeriod {
  start: Date;
  /** Local date YYYY-MM-DD and hour 0–23. */
  day: string;
  hour: number;
  /** Mean power over the period (kW). */
  kw: number;
  /** The power the model counts: `kw`, weighted for a night hour. */
  countedKw: number;
}

export interface MonthPeak {
  /** The periods averaged into the billed peak, highest first. */
  peaks: PowerPeriod[];
  /** Their average of counted power (kW); early in a month, of those found so far; 0 without any. */
  billedKw: number;
  /** The month's power fee (öre, excluding VAT). */
  feeOre: number;
  /**
   * The counted power above which one more period would raise the billed peak: the lowest of the
   * peaks once all are found, 0 while fewer periods than `peaks` have counted.
   */
  thresholdKw: number;
}

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
/** Sweden's offset from UTC (ms) through each UTC day, by day number; null on a day the clocks change. */
const dayOffsets = new Map<number, number | null>();

function offsetAt(instant: Date): number {
  const local = inSwedishTime(instant);
  return Date.parse(`${local.day}T${String(local.hour).padStart(2, '0')}:00:00Z`) - Math.floor(instant.getTime() / HOUR_MS) * HOUR_MS;
}

/**
 * The local date and hour of an instant. Formatting with Intl costs microseconds, a month of
 * hours thousands of them per request: the offset is found once per UTC day (the same at its
 * first and last hour: no change that day) and kept; a day with a clock change asks Intl per instant.
 */
function localDayAndHour(instant: Date): { day: string; hour: number } {
  const dayNumber = Math.floor(instant.getTime() / DAY_MS);
  let offset = dayOffsets.get(dayNumber);
  if (offset === undefined) {
    const first = offsetAt(new Date(dayNumber * DAY_MS));
    offset = first === offsetAt(new Date(dayNumber * DAY_MS + 23 * HOUR_MS)) ? first : null;
    dayOffsets.set(dayNumber, offset);
  }
  if (offset === null) return inSwedishTime(instant);
  const local = new Date(instant.getTime() + offset);
  return { day: local.toISOString().slice(0, 10), hour: local.getUTCHours() };
}

const inSpan = (span: HourSpan, hour: number) => (span.from < span.to ? hour >= span.from && hour < span.to : hour >= span.from || hour < span.to);

/**
 * Mean power per measuring period. Quarter-hour values make an hour's mean when the model counts
 * hours; the periods are grouped by their UTC start, so the two 02:00 hours of a 25-hour day stay
 * two hours and a 23-hour day has 23.
 */
export function powerPeriods(values: readonly MeterValue[], minutes: PeakModel['measuringMinutes']): { start: Date; kw: number }[] {
  const periodMs = minutes * 60_000;
  const energy = new Map<number, number>();
  for (const value of values) {
    if (value.minutes > minutes) throw new Error(`${value.minutes}-minute values cannot give ${minutes}-minute power`);
    const start = Math.floor(value.start.getTime() / periodMs) * periodMs;
    energy.set(start, (energy.get(start) ?? 0) + value.wh);
  }
  return [...energy].sort(([a], [b]) => a - b).map(([start, wh]) => ({ start: new Date(start), kw: wh / 1000 / (minutes / 60) }));
}

/** Whether a period beginning in a local hour (0–23) of a local date counts toward the month's peak under the model, at any weight. */
export function countsTowardPeak(model: PeakModel, day: string, hour: number): boolean {
  if (model.months && !model.months.includes(Number(day.slice(5, 7)))) return false;
  if (model.window && !inSpan(model.window, hour)) return false;
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  if (model.weekdaysOnly && (weekday === 0 || weekday === 6)) return false;
  return !(model.holidaysExcluded && swedishHolidays(Number(day.slice(0, 4))).includes(day));
}

/** The periods of the values that count under the model, with their counted power. */
export function countingPeriods(model: PeakModel, values: readonly MeterValue[]): PowerPeriod[] {
  const counted: PowerPeriod[] = [];
  for (const { start, kw } of powerPeriods(values, model.measuringMinutes)) {
    const { day, hour } = localDayAndHour(start);
    if (!countsTowardPeak(model, day, hour)) continue;
    const weight = model.night && inSpan(model.night, hour) ? model.night.weight : 1;
    counted.push({ start, day, hour, kw, countedKw: kw * weight });
  }
  return counted;
}

/** The month's billed peak, fee and threshold from its metered values (those of one month). */
export function monthPeak(model: PeakModel, values: readonly MeterValue[]): MonthPeak {
  const byPower = countingPeriods(model, values).sort((a, b) => b.countedKw - a.countedKw || a.start.getTime() - b.start.getTime());
  const candidates = model.distinctDays ? byPower.filter((period, index) => byPower.findIndex((other) => other.day === period.day) === index) : byPower;
  const peaks = candidates.slice(0, model.peaks);
  const billedKw = peaks.length === 0 ? 0 : peaks.reduce((total, period) => total + period.countedKw, 0) / peaks.length;
  return {
    peaks,
    billedKw,
    // kW × öre/kW in binary floating point lands just below a half öre now and then (1.004 × 8125 =
    // 8157.4999…): round the product to a millionth first, so the fee rounds half up as the invoice's does.
    feeOre: Math.round(Number((billedKw * model.priceOrePerKw).toFixed(6))),
    thresholdKw: peaks.length < model.peaks ? 0 : peaks.at(-1)!.countedKw,
  };
}
