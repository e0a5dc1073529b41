/**
 * The days Swedish grid companies do not count as weekdays (DOMAIN.md, "helgfri vardag"): the
 * public holidays of lag (1989:253) and midsommarafton, julafton and nyårsafton. Computed, so no
 * list runs out: Easter by the Gregorian computus, the moving days from it or from their weekday.
 */

const iso = (date: Date) => date.toISOString().slice(0, 10);
const utc = (year: number, month: number, day: number) => new Date(Date.UTC(year, month - 1, day));
const plusDays = (date: Date, days: number) => new Date(date.getTime() + days * 86_400_000);

/** Easter Sunday (anonymous Gregorian algorithm). */
export function easterSunday(year: number): Date {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return utc(year, month, day);
}

/** The first day from `from` (inclusive) that falls on the weekday (0 Sunday … 6 Saturday). */
function firstWeekdayFrom(from: Date, weekday: number): Date {
  return plusDays(from, (weekday - from.getUTCDay() + 7) % 7);
}

/** The year's holidays and the three eves, as local dates YYYY-MM-DD, in date order. */
export function swedishHolidays(year: number): string[] {
  const easter = easterSunday(year);
  const midsummerEve = firstWeekdayFrom(utc(year, 6, 19), 5);
  const days = [
    utc(year, 1, 1), // nyårsdagen
    utc(year, 1, 6), // trettondedag jul
    plusDays(easter, -2), // långfredagen
    easter, // påskdagen
    plusDays(easter, 1), // annandag påsk
    utc(year, 5, 1), // första maj
    plusDays(easter, 39), // Kristi himmelsfärdsdag
    plusDays(easter, 49), // pingstdagen
    utc(year, 6, 6), // Sveriges nationaldag
    midsummerEve, // midsommarafton
    plusDays(midsummerEve, 1), // midsommardagen
    firstWeekdayFrom(utc(year, 10, 31), 6), // alla helgons dag
    utc(year, 12, 24), // julafton
    utc(year, 12, 25), // juldagen
    utc(year, 12, 26), // annandag jul
    utc(year, 12, 31), // nyårsafton
  ];
  return days.map(iso).sort();
}

/** A Monday to Friday that is no holiday or eve: the days the spec's peak is counted on (§9). */
export function isWorkingDay(day: string): boolean {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  return !swedishHolidays(Number(day.slice(0, 4))).includes(day);
}
