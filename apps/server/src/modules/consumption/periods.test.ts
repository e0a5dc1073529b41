import { describe, expect, it } from 'vitest';
import { bucketStart, calendarBuckets, comparisonPeriod, daysBetween, minusOneYear } from './periods.ts';
import { addDays } from '../../lib/swedish-time.ts';

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

describe('calendar buckets', () => {
  it('covers ISO weeks from Monday across a year boundary', () => {
    expect(calendarBuckets('week', '2025-12-29', '2026-01-12', '2026-11-22')).toEqual([
      { start: '2025-12-29', end: '2026-01-05', expectedDays: 7 },
      { start: '2026-01-05', end: '2026-01-12', expectedDays: 7 },
    ]);
    expect(bucketStart('week', '2026-01-01')).toBe('2025-12-29');
  });

  it('counts only the days before today as expected, and stops at today', () => {
    expect(calendarBuckets('month', '2026-10-01', '2027-01-01', '2026-11-22')).toEqual([
      { start: '2026-10-01', end: '2026-11-01', expectedDays: 31 },
      { start: '2026-11-01', end: '2026-12-01', expectedDays: 21 },
    ]);
  });

  it('clips the first and last bucket to the period', () => {
    expect(calendarBuckets('year', '2024-02-01', '2024-03-01', '2026-11-22')).toEqual([{ start: '2024-01-01', end: '2025-01-01', expectedDays: 29 }]);
    expect(calendarBuckets('day', '2024-02-28', '2024-03-01', '2026-11-22').map((b) => b.start)).toEqual(['2024-02-28', '2024-02-29']);
  });
});
