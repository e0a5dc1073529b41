import { describe, expect, it } from 'vitest';
import { bucketLabel, bucketRange, periodAround, periodLabel, stepPeriod } from './period.ts';

describe('consumption periods', () => {
  it('shows a day of hours, a month of days and a year of months', () => {
    expect(periodAround('hour', '2026-03-29')).toEqual({ resolution: 'hour', from: '2026-03-29', to: '2026-03-30' });
    expect(periodAround('day', '2024-02-15')).toEqual({ resolution: 'day', from: '2024-02-01', to: '2024-03-01' });
    expect(periodAround('month', '2026-11-22')).toEqual({ resolution: 'month', from: '2026-01-01', to: '2027-01-01' });
    expect(periodAround('year', '2026-11-22')).toEqual({ resolution: 'year', from: '2024-01-01', to: '2027-01-01' });
  });

  it('shows weeks of an ISO week-year, Monday to Monday, across the new year', () => {
    expect(periodAround('week', '2026-01-01')).toEqual({ resolution: 'week', from: '2025-12-29', to: '2027-01-04' });
    expect(periodAround('week', '2025-12-28')).toEqual({ resolution: 'week', from: '2024-12-30', to: '2025-12-29' });
  });

  it('steps back and forth by whole periods', () => {
    const march = periodAround('day', '2026-03-10');
    expect(stepPeriod(march, -1)).toEqual(periodAround('day', '2026-02-01'));
    expect(stepPeriod(march, 1)).toEqual(periodAround('day', '2026-04-01'));
    expect(stepPeriod(periodAround('week', '2026-06-01'), -1)).toEqual(periodAround('week', '2025-06-01'));
    expect(stepPeriod(periodAround('hour', '2026-03-01'), -1)).toEqual(periodAround('hour', '2026-02-28'));
  });

  it('names periods and intervals in Swedish, in Stockholm time', () => {
    expect(periodLabel(periodAround('hour', '2026-03-29'))).toBe('söndag 29 mars 2026');
    expect(periodLabel(periodAround('day', '2026-03-29'))).toBe('mars 2026');
    expect(bucketLabel('hour', '2026-03-29T01:00:00.000Z')).toBe('03:00');
    expect(bucketRange('hour', '2026-03-29T00:00:00.000Z', '2026-03-29T01:00:00.000Z')).toBe('01:00–03:00, 29 mars 2026');
    expect(bucketRange('week', '2026-03-16', '2026-03-23')).toBe('vecka 12, 16 mars–22 mars 2026');
    expect(bucketLabel('month', '2026-03-01')).toBe('mars');
  });
});
