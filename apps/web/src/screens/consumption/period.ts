import type { Resolution } from '@mina-sidor/shared/consumption';
import { addDays, addMonths, addYears, format, getISOWeek, getISOWeekYear, parseISO, startOfISOWeekYear, startOfMonth, startOfYear } from 'date-fns';
import { sv } from 'date-fns/locale';
import { clockTime, longDate } from '@/lib/swedish.ts';

/** What the screen shows: values at `resolution` over [from, to) (local dates; to exclusive). */
export type Period = { resolution: Resolution; from: string; to: string };

const day = (date: Date) => format(date, 'yyyy-MM-dd');

/** How many years the year view spans: the demo history and most customers' memory. */
const YEARS_IN_YEAR_VIEW = 3;

/**
 * The period a resolution shows around a date: quarter-hours and hours a day,
 * days a month, weeks an ISO week-year (Monday to Monday), months a year,
 * years the last three.
 */
export function periodAround(resolution: Resolution, anchor: string): Period {
  const date = parseISO(anchor);
  switch (resolution) {
    case 'quarter-hour':
    case 'hour':
      return { resolution, from: anchor, to: day(addDays(date, 1)) };
    case 'day':
      return { resolution, from: day(startOfMonth(date)), to: day(addMonths(startOfMonth(date), 1)) };
    case 'week': {
      const start = startOfISOWeekYear(date);
      return { resolution, from: day(start), to: day(startOfISOWeekYear(addDays(start, 371))) };
    }
    case 'month':
      return { resolution, from: day(startOfYear(date)), to: day(addYears(startOfYear(date), 1)) };
    case 'year':
      return { resolution, from: day(addYears(startOfYear(date), 1 - YEARS_IN_YEAR_VIEW)), to: day(addYears(startOfYear(date), 1)) };
  }
}

/** The period before (-1) or after (+1) this one, at the same resolution. */
export function stepPeriod(period: Period, direction: -1 | 1): Period {
  const from = parseISO(period.from);
  if (direction === 1) return periodAround(period.resolution, period.to);
  switch (period.resolution) {
    case 'quarter-hour':
    case 'hour':
      return periodAround(period.resolution, day(addDays(from, -1)));
    case 'day':
      return periodAround(period.resolution, day(addMonths(from, -1)));
    case 'week':
      return periodAround(period.resolution, day(addDays(from, -1)));
    case 'month':
      return periodAround(period.resolution, day(addYears(from, -1)));
    case 'year':
      return periodAround(period.resolution, day(addYears(from, -1)));
  }
}

/** The period as a heading: "söndag 29 mars 2026", "mars 2026", "2026", "2024–2026". */
export function periodLabel(period: Period): string {
  const from = parseISO(period.from);
  switch (period.resolution) {
    case 'quarter-hour':
    case 'hour':
      return format(from, 'EEEE d MMMM yyyy', { locale: sv });
    case 'day':
      return format(from, 'MMMM yyyy', { locale: sv });
    case 'week':
      return `${getISOWeekYear(from)}`;
    case 'month':
      return format(from, 'yyyy');
    case 'year':
      return `${format(from, 'yyyy')}–${format(addDays(parseISO(period.to), -1), 'yyyy')}`;
  }
}

/** A value's interval, short, for an axis or a table row: "14:15", "3 mars", "v. 12", "mars", "2025". */
export function bucketLabel(resolution: Resolution, start: string): string {
  if (resolution === 'quarter-hour' || resolution === 'hour') return clockTime(start);
  const date = parseISO(start);
  if (resolution === 'day') return format(date, 'd MMM', { locale: sv });
  if (resolution === 'week') return `v. ${getISOWeek(date)}`;
  if (resolution === 'month') return format(date, 'MMMM', { locale: sv });
  return format(date, 'yyyy');
}

/** A value's interval in full, for a tooltip: "14:00–15:00, 29 mars 2026", "vecka 12, 16–22 mars 2026". */
export function bucketRange(resolution: Resolution, start: string, end: string): string {
  if (resolution === 'quarter-hour' || resolution === 'hour') {
    return `${clockTime(start)}–${clockTime(end)}, ${longDate(start)}`;
  }
  const from = parseISO(start);
  const last = addDays(parseISO(end), -1);
  if (resolution === 'day') return format(from, 'EEEE d MMMM yyyy', { locale: sv });
  if (resolution === 'week') {
    return `vecka ${getISOWeek(from)}, ${format(from, 'd MMM', { locale: sv })}–${format(last, 'd MMM yyyy', { locale: sv })}`;
  }
  if (resolution === 'month') return format(from, 'MMMM yyyy', { locale: sv });
  return format(from, 'yyyy');
}
