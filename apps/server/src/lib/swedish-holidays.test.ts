import { describe, expect, it } from 'vitest';
import { isWorkingDay, swedishHolidays } from './swedish-holidays.ts';

/** Easter Sunday by the anonymous Gregorian computus (Meeus/Jones/Butcher), independent of the library. */
function easterSunday(year: number): Date {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const h = (19 * a + b - Math.floor(b / 4) - Math.floor((b - Math.floor((b + 8) / 25) + 1) / 3) + 15) % 30;
  const l = (32 + 2 * (b % 4) + 2 * Math.floor(c / 4) - h - (c % 4)) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  return new Date(Date.UTC(year, month - 1, ((h + l - 7 * m + 114) % 31) + 1));
}

const plusDays = (date: Date, days: number) => new Date(date.getTime() + days * 86_400_000);
const firstOnWeekday = (year: number, month: number, day: number, weekday: number) => {
  const from = new Date(Date.UTC(year, month - 1, day));
  return plusDays(from, (weekday - from.getUTCDay() + 7) % 7);
};

/** Written from lag (1989:253) §1 as amended by SFS 2004:1320, plus the three eves. */
function fromTheLaw(year: number): string[] {
  const easter = easterSunday(year);
  const midsummerEve = firstOnWeekday(year, 6, 19, 5);
  const days = [
    new Date(Date.UTC(year, 0, 1)), // nyårsdagen
    new Date(Date.UTC(year, 0, 6)), // trettondedag jul
    plusDays(easter, -2), // långfredagen
    easter, // påskdagen
    plusDays(easter, 1), // annandag påsk
    new Date(Date.UTC(year, 4, 1)), // första maj
    plusDays(easter, 39), // Kristi himmelsfärdsdag
    plusDays(easter, 49), // pingstdagen
    ...(year < 2005 ? [plusDays(easter, 50)] : [new Date(Date.UTC(year, 5, 6))]), // annandag pingst, then Sveriges nationaldag
    midsummerEve, // midsommarafton
    plusDays(midsummerEve, 1), // midsommardagen
    firstOnWeekday(year, 10, 31, 6), // alla helgons dag
    new Date(Date.UTC(year, 11, 24)), // julafton
    new Date(Date.UTC(year, 11, 25)), // juldagen
    new Date(Date.UTC(year, 11, 26)), // annandag jul
    new Date(Date.UTC(year, 11, 31)), // nyårsafton
  ];
  return days.map((date) => date.toISOString().slice(0, 10)).sort();
}

describe('Swedish holidays', () => {
  it('are the law’s public holidays and the three eves in every year 2000–2099', () => {
    for (let year = 2000; year <= 2099; year += 1) expect(swedishHolidays(year), String(year)).toEqual(fromTheLaw(year));
  });

  it('finds the moving days of 2026', () => {
    expect(swedishHolidays(2026)).toEqual([
      '2026-01-01',
      '2026-01-06',
      '2026-04-03',
      '2026-04-05',
      '2026-04-06',
      '2026-05-01',
      '2026-05-14',
      '2026-05-24',
      '2026-06-06',
      '2026-06-19',
      '2026-06-20',
      '2026-10-31',
      '2026-12-24',
      '2026-12-25',
      '2026-12-26',
      '2026-12-31',
    ]);
  });

  it('counts Monday to Friday that are not holidays as working days', () => {
    expect(isWorkingDay('2026-11-23')).toBe(true); // a Monday
    expect(isWorkingDay('2026-11-21')).toBe(false); // a Saturday
    expect(isWorkingDay('2026-04-03')).toBe(false); // långfredagen
    expect(isWorkingDay('2026-12-24')).toBe(false); // julafton, a Thursday
    expect(isWorkingDay('2026-06-19')).toBe(false); // midsommarafton
    expect(isWorkingDay('2026-05-25')).toBe(true); // annandag pingst, no holiday since 2005
    expect(isWorkingDay('2004-05-31')).toBe(false); // annandag pingst 2004, still one
    expect(isWorkingDay('2026-12-10')).toBe(true); // Nobeldagen, an observance, a Thursday
  });
});
