import { describe, expect, it } from 'vitest';
import { comparisonSpan, defaultResolutionMinutes, fromStoredUnit, isClosed, periodTooLong, seriesQuality, seriesTotal, unitOf } from './rules.ts';

describe('consumption rules', () => {
  it('speaks m³ for water and kWh otherwise, converting from Wh and litres', () => {
    expect(unitOf('VA')).toBe('m³');
    expect(unitOf('FJV')).toBe('kWh');
    expect(unitOf('FJK')).toBe('kWh');
    expect(unitOf('TVV')).toBe('m³');
    expect(fromStoredUnit('1234')).toBe(1.234);
    expect(fromStoredUnit(null)).toBeNull();
  });

  it('assumes quarter-hours for electricity, days for water and hours for heat before any value exists', () => {
    expect([defaultResolutionMinutes('EL'), defaultResolutionMinutes('VA'), defaultResolutionMinutes('FJV')]).toEqual([15, 1440, 60]);
  });

  it('assumes hours for cooling, tap hot water and electricity sub-meters, days for water sub-meters', () => {
    expect([defaultResolutionMinutes('FJK'), defaultResolutionMinutes('TVV')]).toEqual([60, 60]);
    expect([defaultResolutionMinutes('EL', 'SUBMETER'), defaultResolutionMinutes('FJV', 'SUBMETER'), defaultResolutionMinutes('VA', 'SUBMETER')]).toEqual([
      60, 60, 1440,
    ]);
  });

  it('rates a series by its worst value', () => {
    expect(seriesQuality([{ quality: 'measured' }, { quality: 'estimated' }])).toBe('estimated');
    expect(seriesQuality([{ quality: 'estimated' }, { quality: 'missing' }])).toBe('missing');
    expect(seriesQuality([])).toBe('measured');
  });

  it('sums to whole watt-hours, missing values counting as nothing', () => {
    expect(seriesTotal([{ value: 0.1 }, { value: 0.2 }, { value: null }])).toBe(0.3);
    expect(seriesTotal([{ value: 1.00049 }])).toBe(1);
  });

  it('refuses a period too long for its resolution, in Swedish', () => {
    expect(periodTooLong('day', '2025-01-01', '2026-01-01')).toBeNull();
    expect(periodTooLong('hour', '2024-01-01', '2026-01-01')).toBe('Perioden är för lång för upplösningen timme. Välj en kortare period.');
  });

  it('treats a period as closed once it ended before today', () => {
    expect(isClosed('2026-11-22', '2026-11-23')).toBe(true);
    expect(isClosed('2026-11-23', '2026-11-23')).toBe(false);
  });

  it('compares a running period only up to the same day a year earlier', () => {
    expect(comparisonSpan('day', '2026-11-01', '2026-12-01', '2026-11-23')).toEqual({ from: '2025-11-01', to: '2025-11-24' });
    expect(comparisonSpan('day', '2026-10-01', '2026-11-01', '2026-11-23')).toEqual({ from: '2025-10-01', to: '2025-11-01' });
  });
});
