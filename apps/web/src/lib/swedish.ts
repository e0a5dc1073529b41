/** Swedish genitive: "Annas", but "Lars" and "Max" take no extra s, and an abbreviation takes a colon: "AB:s". */
export function genitive(name: string): string {
  const trimmed = name.trim();
  if (/(^|\s)[A-ZÅÄÖ]{2,}$/.test(trimmed)) return `${trimmed}:s`;
  return /[sxz]$/i.test(trimmed) ? trimmed : `${trimmed}s`;
}

const UTILITY_NAMES: Record<string, string> = {
  EL: 'El',
  FJV: 'Fjärrvärme',
  FJK: 'Fjärrkyla',
  VA: 'Vatten och avlopp',
  TVV: 'Tappvarmvatten',
};

/** A utility type code (spec §1: EL, ELEXT, FJV, VA; our FJK and TVV) as a person reads it. */
export function utilityName(code: string): string {
  return UTILITY_NAMES[code] ?? code;
}

const LONG_DATE = new Intl.DateTimeFormat('sv-SE', { dateStyle: 'long', timeZone: 'Europe/Stockholm' });

/** An instant as a Swedish date in Stockholm time: "15 januari 2026". */
export function longDate(instant: string | Date): string {
  return LONG_DATE.format(new Date(instant));
}

const CLOCK = new Intl.DateTimeFormat('sv-SE', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Stockholm' });

/** An instant's time of day in Stockholm: "14:00". */
export function clockTime(instant: string | Date): string {
  return CLOCK.format(new Date(instant));
}

const ISO_DAY = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' });

/** Today's date in Sweden, as YYYY-MM-DD. */
export function swedishToday(now = new Date()): string {
  return ISO_DAY.format(now);
}

const MONTH = new Intl.DateTimeFormat('sv-SE', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** A calendar month 'YYYY-MM' in Swedish: "november 2026". */
export const monthName = (month: string): string => MONTH.format(new Date(`${month}-01T00:00:00Z`));

const SHORT_MONTH = new Intl.DateTimeFormat('sv-SE', { month: 'short', year: '2-digit', timeZone: 'UTC' });

/** A chart's month label: "jan. 26". */
export const shortMonthName = (month: string): string => SHORT_MONTH.format(new Date(`${month}-01T00:00:00Z`));

/** A month as a row heading: "Januari 2026". */
export function monthHeading(month: string): string {
  const name = monthName(month);
  return name.charAt(0).toUpperCase() + name.slice(1);
}

// Calendar dates 'YYYY-MM-DD' and months 'YYYY-MM' are counted at UTC midnight, where no clock changes.

/** A date plus (or minus) whole days. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** A month plus (or minus) whole months. */
export function addMonths(month: string, months: number): string {
  const date = new Date(`${month}-01T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.toISOString().slice(0, 7);
}

/** What belongs to the selected account (a facility, a meter); everything when no account is selected. */
export function ofAccount<T extends { customerAccountIds: readonly string[] }>(items: readonly T[], customerAccountId: string | null): T[] {
  return customerAccountId === null ? [...items] : items.filter((item) => item.customerAccountIds.includes(customerAccountId));
}
