import type { Resolution } from '@mina-sidor/shared';

/** Dates here are local calendar dates 'YYYY-MM-DD'; arithmetic on them is done at UTC noon-free midnight. */
const toDate = (day: string) => new Date(`${day}T00:00:00Z`);
const toDay = (date: Date) => date.toISOString().slice(0, 10);

export function addDays(day: string, days: number): string {
  const date = toDate(day);
  date.setUTCDate(date.getUTCDate() + days);
  return toDay(date);
}

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
