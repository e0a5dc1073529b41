export const TIME_ZONE = 'Europe/Stockholm';

// Made once: building an Intl formatter costs more than the whole query.
const swedishDate = new Intl.DateTimeFormat('sv-SE', { timeZone: TIME_ZONE });

/** Today's date in Sweden, 'YYYY-MM-DD'. */
export const swedishToday = (now = new Date()) => swedishDate.format(now);

// Local dates 'YYYY-MM-DD' and months 'YYYY-MM' are counted at UTC midnight, where no clock changes.

/** A local date plus (or minus) whole days. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** A month plus (or minus) whole months. */
export function addMonths(month: string, count: number): string {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + count;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** How many days a month (YYYY-MM) has. */
export const daysInMonth = (month: string) => new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).getUTCDate();

const localParts = new Intl.DateTimeFormat('sv-SE', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

function localFields(instant: Date) {
  const parts = Object.fromEntries(localParts.formatToParts(instant).map((part) => [part.type, part.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/** An instant in Swedish time: its local date and time of day. */
export function inSwedishTime(instant: Date): { day: string; hour: number; minute: number } {
  const f = localFields(instant);
  const pad = (n: number) => String(n).padStart(2, '0');
  return { day: `${f.year}-${pad(f.month)}-${pad(f.day)}`, hour: f.hour, minute: f.minute };
}

/** How far Swedish wall-clock time is ahead of UTC at an instant (ms): one or two hours, or the local mean time of old dates. */
function offsetAt(instant: number): number {
  const f = localFields(new Date(instant));
  return Date.UTC(f.year, f.month - 1, f.day, f.hour, f.minute, f.second) - Math.floor(instant / 1000) * 1000;
}

/** The instant a local date starts. Midnight is never inside a DST change (those are at 02:00–03:00), so it exists once. */
export function swedishMidnight(day: string): Date {
  const wallClock = Date.parse(`${day}T00:00:00Z`);
  const guess = wallClock - offsetAt(wallClock);
  return new Date(wallClock - offsetAt(guess));
}

/**
 * The instant a local wall-clock time of day is reached, `minutes` after 00:00 (1440: the next
 * midnight). A time skipped in spring counts as the hour after; one repeated in autumn is its second.
 */
export function swedishWallClock(day: string, minutes: number): Date {
  const wallClock = Date.parse(`${day}T00:00:00Z`) + minutes * 60_000;
  const guess = wallClock - offsetAt(wallClock);
  return new Date(wallClock - offsetAt(guess));
}

/** The month's span as UTC instants: from its first local midnight to the next month's. */
export function monthSpan(month: string): { from: Date; to: Date } {
  return { from: swedishMidnight(`${month}-01`), to: swedishMidnight(`${addMonths(month, 1)}-01`) };
}
