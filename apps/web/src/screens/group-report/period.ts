import { GROUP_REPORT_MAX_DAYS, type GroupReportQuery, type GroupReportResolution } from '@mina-sidor/shared/group-report';
import { formatNumber } from '@/lib/number-format.ts';
import { addDays, addMonths, monthName } from '@/lib/swedish.ts';

/** What the person chose: a calendar month, a calendar year, or days of their own. */
export type PeriodChoice = { kind: 'month'; month: string } | { kind: 'year'; year: string } | { kind: 'custom'; from: string | null; to: string | null };

/** How far back the choices go: the demo history and the provider's archive hold two calendar years before this one. */
export const YEARS_BACK = 2;

/** This month, at day resolution: what a visit starts with. */
export const initialChoice = (today: string): PeriodChoice => ({ kind: 'month', month: today.slice(0, 7) });

/** The months to choose among, newest first: this one and those of the years before it. */
export function monthChoices(today: string): string[] {
  const first = `${Number(today.slice(0, 4)) - YEARS_BACK}-01`;
  const months: string[] = [];
  for (let month = today.slice(0, 7); month >= first; month = addMonths(month, -1)) months.push(month);
  return months;
}

export const yearChoices = (today: string): string[] => Array.from({ length: YEARS_BACK + 1 }, (_, i) => String(Number(today.slice(0, 4)) - i));

const DAY_MS = 86_400_000;
const daysIn = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS) + 1;

/** Whether a period can be shown per day (at most a year of days). */
export const daysFit = (from: string, to: string): boolean => daysIn(from, to) <= GROUP_REPORT_MAX_DAYS.day;

/** The field messages of a custom period; none when it can be asked for. */
export function customProblems(from: string | null, to: string | null): { from: string | null; to: string | null } {
  if (from === null || to === null) return { from: from === null ? 'Ange ett startdatum.' : null, to: to === null ? 'Ange ett slutdatum.' : null };
  if (from > to) return { from: null, to: 'Slutdatum får inte vara före startdatum.' };
  if (daysIn(from, to) > GROUP_REPORT_MAX_DAYS.month) return { from: null, to: 'Välj högst tio år.' };
  return { from: null, to: null };
}

/**
 * The query of a choice, or null while a custom period is incomplete or wrong. A period too long
 * for days is asked for per month.
 */
export function queryOf(choice: PeriodChoice, resolution: GroupReportResolution): GroupReportQuery | null {
  let span: { from: string; to: string };
  if (choice.kind === 'month') span = { from: `${choice.month}-01`, to: addDays(`${addMonths(choice.month, 1)}-01`, -1) };
  else if (choice.kind === 'year') span = { from: `${choice.year}-01-01`, to: `${choice.year}-12-31` };
  else {
    const problems = customProblems(choice.from, choice.to);
    if (problems.from || problems.to || choice.from === null || choice.to === null) return null;
    span = { from: choice.from, to: choice.to };
  }
  return { ...span, resolution: resolution === 'day' && !daysFit(span.from, span.to) ? 'month' : resolution };
}

const DAY = new Intl.DateTimeFormat('sv-SE', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const LONG_DAY = new Intl.DateTimeFormat('sv-SE', { weekday: 'short', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** A bucket on the chart's axis: "3 mars" for a day, "mars 2026" for a month. */
export function bucketLabel(resolution: GroupReportResolution, start: string): string {
  return resolution === 'day' ? DAY.format(new Date(`${start}T00:00:00Z`)) : monthName(start.slice(0, 7));
}

/** A bucket in a table: "tis 3 mars 2026" for a day, "mars 2026" for a month. */
export function bucketName(resolution: GroupReportResolution, start: string): string {
  return resolution === 'day' ? LONG_DAY.format(new Date(`${start}T00:00:00Z`)) : monthName(start.slice(0, 7));
}

const DATE = new Intl.DateTimeFormat('sv-SE', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** The period in words: "1 januari 2026 – 31 december 2026". */
export function periodText(query: { from: string; to: string }): string {
  return `${DATE.format(new Date(`${query.from}T00:00:00Z`))} – ${DATE.format(new Date(`${query.to}T00:00:00Z`))}`;
}

/** Decimals per unit: whole kWh, tenths of m³, hundredths of MWh — what a group's sums are read in. */
const DECIMALS: Record<string, number> = { kWh: 0, 'm³': 1, MWh: 2 };

/** A quantity with its unit, in Swedish: "12 345 kWh", "3,4 m³". */
export function quantity(value: number, unit: string): string {
  return `${formatNumber(value, DECIMALS[unit] ?? 2)}\u00a0${unit}`;
}

/** The number alone, for a table column headed with its unit. */
export const figure = (value: number, unit: string): string => formatNumber(value, DECIMALS[unit] ?? 2);
