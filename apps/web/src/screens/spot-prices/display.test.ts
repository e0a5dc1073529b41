import { describe, expect, it } from 'vitest';
import { addMonths, monthName } from '@/lib/swedish.ts';
import { areaLabel, currentIndex, dayAndMonth, dayTitle, formatOre, intervalLabel, shownPrice } from './display.ts';

describe('how spot prices read', () => {
  it('names the area as the price sites do', () => {
    expect(areaLabel('SE1')).toBe('Elområde 1 (SE1, Luleå)');
    expect(areaLabel('SE3')).toBe('Elområde 3 (SE3, Stockholm)');
    expect(areaLabel('SE4')).toBe('Elområde 4 (SE4, Malmö)');
  });

  it('shows öre/kWh with two decimals, with or without VAT, negative prices too', () => {
    expect(formatOre(56.40375)).toBe('56,40\u00a0öre/kWh');
    expect(formatOre(-5)).toBe('−5,00\u00a0öre/kWh');
    expect(shownPrice({ exclVat: 40, inclVat: 50 }, true)).toBe(50);
    expect(shownPrice({ exclVat: 40, inclVat: 50 }, false)).toBe(40);
  });

  it('finds the interval running now, in Swedish time', () => {
    const intervals = [
      { start: '2026-11-23T12:00:00.000Z', end: '2026-11-23T12:15:00.000Z' },
      { start: '2026-11-23T12:15:00.000Z', end: '2026-11-23T12:30:00.000Z' },
    ];
    expect(currentIndex(intervals, new Date('2026-11-23T12:15:00Z'))).toBe(1);
    expect(currentIndex(intervals, new Date('2026-11-23T12:30:00Z'))).toBe(-1);
    expect(intervalLabel(intervals[1]!)).toBe('13:15–13:30');
  });

  it('names days and months in Swedish, and steps months across years', () => {
    expect(dayTitle('2026-11-23')).toBe('måndag 23 november 2026');
    expect(dayAndMonth('2026-10-14')).toBe('14 oktober');
    expect(monthName('2026-10')).toBe('oktober 2026');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2026-12', 1)).toBe('2027-01');
  });
});
