import { describe, expect, it } from 'vitest';
import { addDays, comparisonPeriod, daysBetween, minusOneYear } from './periods.ts';

describe('periods', () => {
  it('moves a leap day to 28 February a year earlier', () => {
    expect(minusOneYear('2024-02-29')).toBe('2023-02-28');
    expect(minusOneYear('2026-03-01')).toBe('2025-03-01');
  });

  it('compares weeks with the same ISO week a year earlier (Monday to Monday)', () => {
    // ISO week 1 of 2026 starts on Monday 2025-12-29; week 1 of 2025 on Monday 2024-12-30.
    expect(comparisonPeriod('week', '2025-12-29', '2026-01-05')).toEqual({ from: '2024-12-30', to: '2025-01-06' });
  });

  it('compares months and years by calendar', () => {
    expect(comparisonPeriod('month', '2026-01-01', '2027-01-01')).toEqual({ from: '2025-01-01', to: '2026-01-01' });
    expect(comparisonPeriod('day', '2026-03-29', '2026-03-30')).toEqual({ from: '2025-03-29', to: '2025-03-30' });
  });

  it('counts days across month ends and leap years', () => {
    expect(daysBetween('2024-02-01', '2024-03-01')).toBe(29);
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
  });
});
