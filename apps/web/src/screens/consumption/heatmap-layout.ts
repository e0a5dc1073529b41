import type { Quality, Resolution, SeriesValue } from '@mina-sidor/shared/consumption';
import { format, getISOWeek, parseISO } from 'date-fns';
import { sv } from 'date-fns/locale';
import { addDays, addMonths, monthName } from '@/lib/swedish.ts';

/** How much the heatmap shows: a week (Monday to Monday), a calendar month or a calendar year of hours. */
export type HeatmapSpan = 'week' | 'month' | 'year';
/** Days [from, to), local dates. */
export type HeatmapPeriod = { span: HeatmapSpan; from: string; to: string };

export const HEATMAP_SPAN_LABELS: Record<HeatmapSpan, string> = { week: 'Vecka', month: 'Månad', year: 'År' };

/** The week (from Monday), month or year holding a date. */
export function heatmapPeriodAround(span: HeatmapSpan, day: string): HeatmapPeriod {
  if (span === 'week') {
    const monday = addDays(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7));
    return { span, from: monday, to: addDays(monday, 7) };
  }
  if (span === 'month') return { span, from: `${day.slice(0, 7)}-01`, to: `${addMonths(day.slice(0, 7), 1)}-01` };
  return { span, from: `${day.slice(0, 4)}-01-01`, to: `${Number(day.slice(0, 4)) + 1}-01-01` };
}

/** The heatmap's span for what the chart showed: a day's hours → its week, a month's days → the month, longer → the year. */
export function heatmapSpanFor(resolution: Resolution): HeatmapSpan {
  if (resolution === 'quarter-hour' || resolution === 'hour') return 'week';
  return resolution === 'day' ? 'month' : 'year';
}

/** The period as a heading: "vecka 48, 23–29 november 2026", "november 2026", "2026". */
export function heatmapPeriodLabel(period: HeatmapPeriod): string {
  if (period.span === 'month') return monthName(period.from.slice(0, 7));
  if (period.span === 'year') return period.from.slice(0, 4);
  const from = parseISO(period.from);
  const last = parseISO(addDays(period.to, -1));
  const first = format(from, from.getMonth() === last.getMonth() ? 'd' : 'd MMMM', { locale: sv });
  return `vecka ${getISOWeek(from)}, ${first}–${format(last, 'd MMMM yyyy', { locale: sv })}`;
}

/** The period before (-1) or after (+1). */
export function stepHeatmapPeriod(period: HeatmapPeriod, direction: -1 | 1): HeatmapPeriod {
  return heatmapPeriodAround(period.span, direction === 1 ? period.to : addDays(period.from, -1));
}

const ZONE = 'Europe/Stockholm';
const WALL_CLOCK = new Intl.DateTimeFormat('en-US', {
  timeZone: ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});
const HOUR_MS = 3_600_000;

/** How far Swedish wall-clock time is ahead of UTC at an instant, in ms (one or two hours). */
function offsetAt(instant: number): number {
  const p = Object.fromEntries(WALL_CLOCK.formatToParts(new Date(instant)).map((part) => [part.type, part.value]));
  return Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute)) - Math.floor(instant / 60_000) * 60_000;
}

/** The instant a local date starts; midnight is never inside a clock change (those are at 02:00–03:00). */
function localMidnight(day: string): number {
  const wallClock = Date.parse(`${day}T00:00:00Z`);
  return wallClock - offsetAt(wallClock - offsetAt(wallClock));
}

/** The local hour of day of each of a day's hours: 0…23, or 23 or 25 of them on the days the clock changes. */
function hoursOfDay(midnight: number, count: number): number[] {
  if (count === 24) return Array.from({ length: 24 }, (_, i) => i);
  return Array.from({ length: count }, (_, i) => {
    const instant = midnight + i * HOUR_MS;
    return new Date(instant + offsetAt(instant)).getUTCHours();
  });
}

/** A row: an hour of the day; `repeat` is the second time that hour came, on the day the clock went back. */
export type HeatmapRow = { hour: number; repeat: boolean; label: string };
/** One hour with its value; `value` null: the hour has passed without a value (missing). */
export type HeatmapCell = { x: number; y: number; value: number | null; quality: Quality; start: string; end: string };
/** A day of 23 or 25 hours and the hour it lacked or had twice. */
export type ClockChange = { day: string; x: number; hours: number; hour: number };

export interface HeatmapLayout {
  days: string[];
  rows: HeatmapRow[];
  cells: HeatmapCell[];
  /** The cell at a position, if the hour exists and has come. */
  cellAt: (x: number, y: number) => HeatmapCell | undefined;
  clockChanges: ClockChange[];
  /** Whether the hour at a position exists at all (not the hour skipped in spring). */
  exists: (x: number, y: number) => boolean;
  min: number;
  max: number;
}

const pad = (hour: number) => String(hour).padStart(2, '0');

/**
 * Hour-of-day × day: a column per local date in [from, to), a row per hour (00 at the top). On the
 * spring day the skipped hour has no cell; on the autumn day the repeated hour's second time is a
 * row of its own, "02 igen", empty on every other day. Hours still to come have no cell.
 */
export function heatmapLayout(values: readonly SeriesValue[], from: string, to: string): HeatmapLayout {
  const byStart = new Map(values.map((v) => [Date.parse(v.start), v]));
  const days: string[] = [];
  const dayHours: { midnight: number; hours: number[] }[] = [];
  const clockChanges: ClockChange[] = [];
  let next = localMidnight(from);
  for (let day = from; day < to; day = addDays(day, 1)) {
    const midnight = next;
    next = localMidnight(addDays(day, 1));
    const hours = hoursOfDay(midnight, Math.round((next - midnight) / HOUR_MS));
    if (hours.length !== 24) {
      const changed = hours.length < 24 ? hours.findIndex((h, i) => h !== i) : hours.findIndex((h, i) => i > 0 && h === hours[i - 1]);
      clockChanges.push({ day, x: days.length, hours: hours.length, hour: hours.length < 24 ? changed : hours[changed]! });
    }
    days.push(day);
    dayHours.push({ midnight, hours });
  }
  const repeated = new Set(clockChanges.filter((c) => c.hours > 24).map((c) => c.hour));
  const rows: HeatmapRow[] = [];
  for (let hour = 0; hour < 24; hour++) {
    rows.push({ hour, repeat: false, label: `${pad(hour)}:00` });
    if (repeated.has(hour)) rows.push({ hour, repeat: true, label: `${pad(hour)}:00 igen` });
  }
  const rowOf = new Map(rows.map((r, i) => [`${r.hour}|${r.repeat}`, i]));
  const cells: HeatmapCell[] = [];
  const grid = new Map<number, HeatmapCell>();
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  dayHours.forEach(({ midnight, hours }, x) => {
    hours.forEach((hour, i) => {
      const value = byStart.get(midnight + i * HOUR_MS);
      if (!value) return;
      const y = rowOf.get(`${hour}|${i > 0 && hours[i - 1] === hour}`)!;
      const cell = { x, y, value: value.value, quality: value.quality, start: value.start, end: value.end };
      cells.push(cell);
      grid.set(x * rows.length + y, cell);
      if (value.value !== null) {
        min = Math.min(min, value.value);
        max = Math.max(max, value.value);
      }
    });
  });
  const skipped = new Map(clockChanges.filter((c) => c.hours < 24).map((c) => [c.x, rowOf.get(`${c.hour}|false`)]));
  const twice = new Map(clockChanges.filter((c) => c.hours > 24).map((c) => [c.x, c.hour]));
  return {
    days,
    rows,
    cells,
    cellAt: (x, y) => grid.get(x * rows.length + y),
    clockChanges,
    exists: (x, y) => {
      const row = rows[y];
      if (!row || x < 0 || x >= days.length || skipped.get(x) === y) return false;
      return !row.repeat || twice.get(x) === row.hour;
    },
    min: cells.length > 0 && min <= max ? min : 0,
    max: cells.length > 0 && min <= max ? max : 0,
  };
}
