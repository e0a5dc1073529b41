import type { Resolution } from '@mina-sidor/shared/consumption';
import { addDays } from '../../lib/swedish-time.ts';

/** Dates here are local calendar dates 'YYYY-MM-DD'; arithmetic on them is done at UTC noon-free midnight. */
const toDate = (day: string) => new Date(`${day}T00:00:00Z`);
const toDay = (date: Date) => date.toISOString().slice(0, 10);

/** The same date a year earlier; 29 February becomes 28 February. */
export function minusOneYear(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const lastOfMonth = new Date(Date.UTC(y - 1, m, 0)).getUTCDate();
  return toDay(new Date(Date.UTC(y - 1, m - 1, Math.min(d, lastOfMonth))));
}

export function daysBetween(from: string, to: string): number {
  return Math.round((toDate(to).getTime() - toDate(from).getTime()) / 86_400_000);
}

/**
 * The period a year earlier to compare with. Weeks move 52 weeks back so that
 * Monday stays Monday and ISO week n meets week n; everything else moves one
 * calendar year.
 */
export function comparisonPeriod(resolution: Resolution, from: string, to: string): { from: string; to: string } {
  if (resolution === 'week') return { from: addDays(from, -364), to: addDays(to, -364) };
  return { from: minusOneYear(from), to: minusOneYear(to) };
}

/** How long a period each resolution may ask for: a year of quarter-hours is 35,040 values. */
export const MAX_DAYS: Record<Resolution, number> = {
  'quarter-hour': 366,
  hour: 366,
  day: 3 * 366,
  week: 3 * 366,
  month: 11 * 366,
  year: 11 * 366,
};

export type CalendarResolution = 'day' | 'week' | 'month' | 'year';

const DAY_MS = 86_400_000;
/** Days since 1970-01-01 for a 'YYYY-MM-DD' date; integers keep bucket arithmetic cheap. */
const dayNumber = (day: string) => Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))) / DAY_MS;
// Formatting dates dominated the consumption endpoint's CPU time; the days in use are few, so keep them.
const formatted = new Map<number, string>();
function fromDayNumber(n: number): string {
  let day = formatted.get(n);
  if (day === undefined) {
    day = new Date(n * DAY_MS).toISOString().slice(0, 10);
    if (formatted.size > 50_000) formatted.clear();
    formatted.set(n, day);
  }
  return day;
}

function bucketStartNumber(resolution: CalendarResolution, n: number): number {
  if (resolution === 'day') return n;
  const date = new Date(n * DAY_MS);
  if (resolution === 'week') return n - ((date.getUTCDay() + 6) % 7);
  if (resolution === 'month') return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1) / DAY_MS;
  return Date.UTC(date.getUTCFullYear(), 0, 1) / DAY_MS;
}

function nextBucketNumber(resolution: CalendarResolution, n: number): number {
  if (resolution === 'day') return n + 1;
  if (resolution === 'week') return n + 7;
  const date = new Date(n * DAY_MS);
  return resolution === 'month' ? Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1) / DAY_MS : Date.UTC(date.getUTCFullYear() + 1, 0, 1) / DAY_MS;
}

/** The start of the bucket holding `day`: the day, its ISO week's Monday, its month's or year's first day. */
export function bucketStart(resolution: CalendarResolution, day: string): string {
  return fromDayNumber(bucketStartNumber(resolution, dayNumber(day)));
}

export type Bucket = { start: string; end: string; expectedDays: number };

/**
 * The calendar buckets covering [from, to) up to today, and how many of their
 * days lie in the period and before `today` (days that should have data by now).
 */
export function calendarBuckets(resolution: CalendarResolution, from: string, to: string, today: string): Bucket[] {
  const first = dayNumber(from);
  const last = dayNumber(to);
  const now = dayNumber(today);
  const buckets: Bucket[] = [];
  for (let start = bucketStartNumber(resolution, first); start < last && start <= now; ) {
    const end = nextBucketNumber(resolution, start);
    const expectedDays = Math.max(0, Math.min(end, last, now) - Math.max(start, first));
    buckets.push({ start: fromDayNumber(start), end: fromDayNumber(end), expectedDays });
    start = end;
  }
  return buckets;
}
