import Holidays from 'date-holidays';

/**
 * The days Swedish grid companies do not count as weekdays (docs/domain.md, "helgfri vardag"): the
 * public holidays of lag (1989:253) and midsommarafton, julafton and nyårsafton, which
 * date-holidays gives as type `bank` (its other types are observances such as Mors dag).
 */
const sweden = new Holidays('SE', { types: ['public', 'bank'] });
// date-holidays lists annandag pingst as an observance in every year; it was a public holiday
// until the law changed in 2005 (SFS 2004:1320), when Sveriges nationaldag became one.
sweden.setHoliday('easter 50', { name: { sv: 'annandag pingst' }, type: 'public', active: [{ to: '2005-01-01' }] });

const byYear = new Map<number, readonly string[]>();

/** The year's holidays and the three eves, as local dates YYYY-MM-DD, in date order. */
export function swedishHolidays(year: number): readonly string[] {
  let days = byYear.get(year);
  if (!days) {
    // `date` is the local date and time as text ("2026-06-19 00:00:00"); `start` would be a UTC instant.
    days = sweden
      .getHolidays(year)
      .map((holiday) => holiday.date.slice(0, 10))
      .sort();
    byYear.set(year, days);
  }
  return days;
}

/** A Monday to Friday that is no holiday or eve: the days the spec's peak is counted on (§9). */
export function isWorkingDay(day: string): boolean {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  return !swedishHolidays(Number(day.slice(0, 4))).includes(day);
}
