import type { PeriodChange, SeriesValue } from '@mina-sidor/shared/consumption';
import { addDays, inSwedishTime, swedishMidnight, swedishWallClock } from '../../lib/swedish-time.ts';
import { type CalendarResolution, comparisonPeriod, daysBetween, minusOneYear } from './periods.ts';

// Comparisons that never mislead (decision 0071): only equal, complete spans are compared, and a
// side that lacks values gives no percentage but the reason. Pure: the sums come from the caller.

type Span = { from: string; to: string };

/** One side of a comparison: its sum, and whether every day or minute of its span has a value. */
export type Side = { total: number; complete: boolean };

type Parts = 'dagar' | 'timmar';

const round3 = (n: number) => Math.round(n * 1000) / 1000;

/** The change from `previous` to `current`, or why there is none; a sum is given only for a complete side. */
export function changeBetween(
  label: string,
  spans: Span & { previousFrom: string; previousTo: string },
  current: Side | null,
  previous: Side,
  parts: Parts,
): PeriodChange {
  const reason =
    current === null
      ? `Inga hela ${parts} att jämföra än.`
      : !current.complete
        ? `Mätvärden saknas för några ${parts} i perioden.`
        : !previous.complete
          ? `Mätvärden saknas för några ${parts} att jämföra med.`
          : previous.total === 0
            ? 'Ingen förbrukning att jämföra med.'
            : null;
  return {
    label,
    ...spans,
    current: current?.complete ? round3(current.total) : null,
    previous: current !== null && previous.complete ? round3(previous.total) : null,
    percent: reason === null ? Math.round(((current!.total - previous.total) / previous.total) * 1000) / 10 : null,
    reason,
  };
}

/** What a calendar view compares: its complete days and the same days a year earlier (weeks: 52 weeks earlier). */
export type CalendarComparison = { label: string; current: Span; previous: Span };

/**
 * The days of a calendar view that are compared: the view up to today (its last complete day) — in
 * the year view only its last year, so that a year meets the one before it — and the same days a
 * year earlier. Null for a view that starts after today.
 */
export function calendarComparison(resolution: CalendarResolution, from: string, to: string, today: string): CalendarComparison | null {
  if (from > today) return null;
  const running = to > today;
  const end = running ? today : to;
  const start = resolution === 'year' && end > from ? `${addDays(end, -1).slice(0, 4)}-01-01` : from;
  const year = Number(start.slice(0, 4));
  const label =
    resolution === 'year'
      ? running
        ? `Förändring ${year} hittills mot samma dagar ${year - 1}`
        : `Förändring ${year} mot ${year - 1}`
      : running
        ? 'Förändring mot samma dagar i fjol'
        : 'Förändring mot samma period i fjol';
  return { label, current: { from: start, to: end }, previous: comparisonPeriod(resolution, start, end) };
}

/** A span's sum from the daily roll-up: its value (kWh, m³; null without rows), its days with rows, and whether one is incomplete. */
export type DaySum = { value: number | null; days: number; partial: boolean };

/** One side of a calendar comparison; null for an empty span (a view that starts today). */
export function calendarSide(sum: DaySum, span: Span): Side | null {
  const days = daysBetween(span.from, span.to);
  if (days === 0) return null;
  return { total: sum.value ?? 0, complete: sum.days === days && !sum.partial };
}

/** The side of a span with no days: nothing in it is complete. */
const NO_SIDE: Side = { total: 0, complete: false };

/** A calendar view's change from the sums of the days it compares. */
export function calendarChange(comparison: CalendarComparison, current: DaySum, previous: DaySum): PeriodChange {
  const spans = { ...comparison.current, previousFrom: comparison.previous.from, previousTo: comparison.previous.to };
  return changeBetween(comparison.label, spans, calendarSide(current, comparison.current), calendarSide(previous, comparison.previous) ?? NO_SIDE, 'dagar');
}

/** Minutes after the local midnight of `day` that an instant's wall clock shows; 1440 from the next midnight on. */
function clockMinutes(instant: string, day: string): number {
  const local = inSwedishTime(new Date(instant));
  return local.day > day ? 1440 : local.hour * 60 + local.minute;
}

/** How far into today its values reach: the wall-clock end of the last value ended by now; null before the first. */
export function reachOf(values: readonly SeriesValue[], day: string, now: Date): number | null {
  const ended = values.filter((v) => v.value !== null && Date.parse(v.end) <= now.getTime());
  return ended.length === 0 ? null : clockMinutes(ended.at(-1)!.end, day);
}

/** A day's values from midnight to a wall-clock time: their sum, and whether every minute of it has a value. */
export function daySide(values: readonly SeriesValue[], day: string, minutes: number): Side & Span {
  const from = swedishMidnight(day).getTime();
  const to = swedishWallClock(day, minutes).getTime();
  let total = 0;
  let covered = 0;
  let missing = false;
  for (const v of values) {
    const start = Date.parse(v.start);
    const end = Date.parse(v.end);
    if (start < from || end > to) continue;
    if (v.value === null || v.quality === 'missing') missing = true;
    else {
      total += v.value;
      covered += end - start;
    }
  }
  return { total, complete: !missing && covered === to - from, from: new Date(from).toISOString(), to: new Date(to).toISOString() };
}

/** The hours of a day view and what they are compared with: a past day with the same day a year earlier; today so far also with yesterday. */
export function intradayChanges(
  day: string,
  today: string,
  now: Date,
  values: readonly SeriesValue[],
  lastYear: readonly SeriesValue[],
  yesterday: readonly SeriesValue[] | null,
): PeriodChange[] {
  if (day > today) return [];
  const change = (label: string, previousValues: readonly SeriesValue[], previousDay: string, minutes: number | null) => {
    const current = daySide(values, day, minutes ?? 0);
    const previous = daySide(previousValues, previousDay, minutes ?? 0);
    const spans = { from: current.from, to: current.to, previousFrom: previous.from, previousTo: previous.to };
    return changeBetween(label, spans, minutes === null ? null : current, previous, 'timmar');
  };
  if (day < today) return [change('Förändring mot samma dag i fjol', lastYear, minusOneYear(day), 1440)];
  const reach = reachOf(values, day, now);
  return [
    change('Förändring mot samma timmar i går', yesterday ?? [], addDays(day, -1), reach),
    change('Förändring mot samma timmar i fjol', lastYear, minusOneYear(day), reach),
  ];
}
