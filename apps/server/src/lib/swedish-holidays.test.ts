import { describe, expect, it } from 'vitest';
import { easterSunday, isWorkingDay, swedishHolidays } from './swedish-holidays.ts';

describe('Swedish holidays', () => {
  it('finds Easter Sunday', () => {
    expect(easterSunday(2024).toISOString().slice(0, 10)).toBe('2024-03-31');
    expect(easterSunday(2025).toISOString().slice(0, 10)).toBe('2025-04-20');
    expect(easterSunday(2026).toISOString().slice(0, 10)).toBe('2026-04-05');
    expect(easterSunday(2038).toISOString().slice(0, 10)).toBe('2038-04-25');
  });

  it('lists the public holidays of 2026 and the three eves grid companies treat as holidays', () => {
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

  it('puts midsommarafton on the Friday between 19 and 25 June and alla helgons dag on the Saturday from 31 October', () => {
    expect(swedishHolidays(2025)).toContain('2025-06-20');
    expect(swedishHolidays(2025)).toContain('2025-11-01');
    expect(swedishHolidays(2027)).toContain('2027-06-25');
    expect(swedishHolidays(2027)).toContain('2027-11-06');
  });

  it('counts Monday to Friday that are not holidays as working days', () => {
    expect(isWorkingDay('2026-11-23')).toBe(true); // a Monday
    expect(isWorkingDay('2026-11-21')).toBe(false); // a Saturday
    expect(isWorkingDay('2026-04-03')).toBe(false); // långfredagen
    expect(isWorkingDay('2026-12-24')).toBe(false); // julafton, a Thursday
    expect(isWorkingDay('2026-06-19')).toBe(false); // midsommarafton
    expect(isWorkingDay('2005-05-16')).toBe(true); // annandag pingst, no longer a holiday
  });
});
