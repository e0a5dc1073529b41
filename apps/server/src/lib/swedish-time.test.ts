import { describe, expect, it } from 'vitest';
import { addDays, addMonths, daysInMonth, inSwedishTime, monthSpan, swedishMidnight, swedishWallClock } from './swedish-time.ts';

describe('Swedish calendar and clock', () => {
  it('counts dates and months across month, year and leap-day ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
    expect(addMonths('2026-11', 2)).toBe('2027-01');
    expect(addMonths('2026-01', -13)).toBe('2024-12');
  });

  it('starts a day at its local midnight, in winter and in summer time, and on the days the clocks change', () => {
    expect(swedishMidnight('2026-11-01').toISOString()).toBe('2026-10-31T23:00:00.000Z');
    expect(swedishMidnight('2026-07-01').toISOString()).toBe('2026-06-30T22:00:00.000Z');
    expect(swedishMidnight('2026-03-29').toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(swedishMidnight('2026-03-30').toISOString()).toBe('2026-03-29T22:00:00.000Z');
    expect(swedishMidnight('2026-10-25').toISOString()).toBe('2026-10-24T22:00:00.000Z');
  });

  it('tells an instant’s local date and time, the two 02:00 hours of a fall-back day included', () => {
    expect(inSwedishTime(new Date('2026-10-25T00:30:00Z'))).toEqual({ day: '2026-10-25', hour: 2, minute: 30 });
    expect(inSwedishTime(new Date('2026-10-25T01:30:00Z'))).toEqual({ day: '2026-10-25', hour: 2, minute: 30 });
    expect(inSwedishTime(new Date('2026-12-31T23:15:00Z'))).toEqual({ day: '2027-01-01', hour: 0, minute: 15 });
  });

  it('finds a wall-clock time of a day, on the days the clocks change too', () => {
    expect(swedishWallClock('2026-11-03', 630).toISOString()).toBe('2026-11-03T09:30:00.000Z');
    expect(swedishWallClock('2026-11-03', 1440)).toEqual(swedishMidnight('2026-11-04'));
    // 29 March 2026 has no 02:30: it counts as 03:30. By 10:00 the day has had nine hours.
    expect(swedishWallClock('2026-03-29', 150).toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(swedishWallClock('2026-03-29', 600).toISOString()).toBe('2026-03-29T08:00:00.000Z');
    // 25 October 2026 has two 02:30s: the second, in winter time.
    expect(swedishWallClock('2026-10-25', 150).toISOString()).toBe('2026-10-25T01:30:00.000Z');
    expect(swedishWallClock('2026-10-25', 1440)).toEqual(swedishMidnight('2026-10-26'));
  });

  it('counts a month’s days, a leap February included, and spans a month from local midnight to local midnight', () => {
    expect(['2026-01', '2026-02', '2024-02', '2026-04', '2026-12'].map(daysInMonth)).toEqual([31, 28, 29, 30, 31]);
    expect(monthSpan('2026-03')).toEqual({ from: new Date('2026-02-28T23:00:00Z'), to: new Date('2026-03-31T22:00:00Z') });
  });
});
