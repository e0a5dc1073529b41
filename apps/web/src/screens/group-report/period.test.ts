import { describe, expect, it } from 'vitest';
import { bucketName, customProblems, monthChoices, periodText, quantity, queryOf } from './period.ts';

describe('the group report’s period', () => {
  it('makes a month, a year and a custom period into days, both ends included', () => {
    expect(queryOf({ kind: 'month', month: '2024-02' }, 'day')).toEqual({ from: '2024-02-01', to: '2024-02-29', resolution: 'day' });
    expect(queryOf({ kind: 'year', year: '2025' }, 'day')).toEqual({ from: '2025-01-01', to: '2025-12-31', resolution: 'day' });
    expect(queryOf({ kind: 'custom', from: '2025-03-15', to: '2025-04-14' }, 'month')).toEqual({ from: '2025-03-15', to: '2025-04-14', resolution: 'month' });
  });

  it('asks per month for a period longer than a year of days', () => {
    expect(queryOf({ kind: 'custom', from: '2024-01-01', to: '2025-06-30' }, 'day')?.resolution).toBe('month');
  });

  it('asks nothing for a custom period that is incomplete or back to front, and says why at the field', () => {
    expect(queryOf({ kind: 'custom', from: null, to: '2025-01-01' }, 'day')).toBeNull();
    expect(customProblems(null, null)).toEqual({ from: 'Ange ett startdatum.', to: 'Ange ett slutdatum.' });
    expect(customProblems('2025-02-01', '2025-01-31')).toEqual({ from: null, to: 'Slutdatum får inte vara före startdatum.' });
    expect(queryOf({ kind: 'custom', from: '2025-02-01', to: '2025-01-31' }, 'day')).toBeNull();
  });

  it('offers this month and those of the two calendar years before, newest first', () => {
    const months = monthChoices('2026-11-24');
    expect(months[0]).toBe('2026-11');
    expect(months.at(-1)).toBe('2024-01');
    expect(months).toHaveLength(35);
  });

  it('writes periods, days and quantities in Swedish', () => {
    expect(periodText({ from: '2026-01-01', to: '2026-12-31' })).toBe('1 januari 2026 – 31 december 2026');
    expect(bucketName('day', '2026-03-03')).toBe('tis 3 mars 2026');
    expect(bucketName('month', '2026-03-01')).toBe('mars 2026');
    expect(quantity(1234567.891, 'kWh')).toBe('1\u00a0234\u00a0568\u00a0kWh');
    expect(quantity(3.44, 'm³')).toBe('3,4\u00a0m³');
    expect(quantity(12.345, 'MWh')).toBe('12,35\u00a0MWh');
  });
});
