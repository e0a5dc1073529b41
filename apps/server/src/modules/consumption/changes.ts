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

/** How far into today its values reach: the wall-clock end of the last value ended by now (0: none today yet); null before the first. */
export function reachOf(values: readonly SeriesValue[], today: string, now: Date): number | null {
  const ended = values.filter((v) => v.value !== null && Date.parse(v.end) <= now.getTime());
  if (ended.length === 0) return null;
  const last = ended.at(-1)!.end;
  return inSwedishTime(new Date(last)).day < today ? 0 : clockMinutes(last, today);
}

/** Values within [from, to): their sum, and whether every minute of the span has a value. */
export function spanSide(values: readonly SeriesValue[], from: Date, to: Date): Side & Span {
  let total = 0;
  let covered = 0;
  let missing = false;
  for (const v of values) {
    const start = Date.parse(v.start);
    const end = Date.parse(v.end);
    if (start < from.getTime() || end > to.getTime()) continue;
    if (v.value === null || v.quality === 'missing') missing = true;
    else {
      total += v.value;
      covered += end - start;
    }
  }
  return { total, complete: !missing && covered === to.getTime() - from.getTime(), from: from.toISOString(), to: to.toISOString() };
}

/**
 * The hours (or quarter-hours) of a view of days [from, to) and what they are compared with: a past
 * period whole with the same days a year earlier; one running, up to the last ended hour, with the
 * same wall-clock hours a year earlier — and today alone also with yesterday's.
 */
export function intradayChanges(
  from: string,
  to: string,
  today: string,
  now: Date,
  values: readonly SeriesValue[],
  lastYear: readonly SeriesValue[],
  yesterday: readonly SeriesValue[] | null,
): PeriodChange[] {
  if (from > today) return [];
  const running = to > today;
  const oneDay = addDays(from, 1) === to;
  const last = running ? today : addDays(to, -1);
  const reach = running ? reachOf(values, today, now) : 1440;
  const minutes = reach ?? 0;
  const change = (label: string, previousValues: readonly SeriesValue[], previousFrom: string, previousLast: string) => {
    const until = swedishWallClock(last, minutes);
    const current = spanSide(values, swedishMidnight(from), until);
    const previous = spanSide(previousValues, swedishMidnight(previousFrom), swedishWallClock(previousLast, minutes));
    const spans = { from: current.from, to: current.to, previousFrom: previous.from, previousTo: previous.to };
    return changeBetween(label, spans, until > swedishMidnight(from) ? current : null, previous, 'timmar');
  };
  const yearEarlier = running ? 'Förändring mot samma timmar i fjol' : oneDay ? 'Förändring mot samma dag i fjol' : 'Förändring mot samma period i fjol';
  return [
    ...(running && oneDay ? [change('Förändring mot samma timmar i går', yesterday ?? [], addDays(from, -1), addDays(last, -1))] : []),
    change(yearEarlier, lastYear, minusOneYear(from), minusOneYear(last)),
  ];
}
