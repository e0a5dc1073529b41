import type { Tariff } from '@mina-sidor/shared/district-heating';
import { describe, expect, it } from 'vitest';
import { meteredYear, parseInput, simulateYear, type YearMonth } from './simulation.ts';

const tariff: Tariff = {
  validFrom: '2026-01',
  validTo: null,
  baseOrePerKwh: 61,
  peakOrePerKwh: 108,
  peakBelowCelsius: 0,
  flow: { referenceM3PerMwh: 21.5, orePerM3: 250 },
  flowMonths: [1, 2, 3, 4, 10, 11, 12],
  coolingTargetK: 40,
  fixedOrePerYear: 1_800_000,
};
const month = (m: string, more: Partial<YearMonth>): YearMonth => ({
  month: m,
  energyKwh: 0,
  volumeM3: null,
  missingHours: 0,
  deltaK: null,
  m3PerMwh: null,
  supplyC: null,
  returnC: null,
  baseKwh: 0,
  peakKwh: 0,
  tariff,
  ...more,
});
/** A hand-computed year of two months: a January with 10 MWh (4 of them peak) at 25 m³/MWh, a July with 2 MWh at 40 m³/MWh. */
const YEAR = [
  month('2026-01', { energyKwh: 10_000, baseKwh: 6000, peakKwh: 4000, volumeM3: 250, m3PerMwh: 25, deltaK: 34.4 }),
  month('2026-07', { energyKwh: 2000, baseKwh: 2000, volumeM3: 80, m3PerMwh: 40, deltaK: 21.5 }),
];

describe('the cooling simulation', () => {
  it('starts from the metered year: its consumption, and its ΔT over the October–April months with flow', () => {
    // January only: 10 MWh × 860 / 250 m³ = 34,4 °C; July's poor summer cooling costs nothing and is left out.
    expect(meteredYear(YEAR)).toEqual({ deltaK: 34.4, yearlyMwh: 12 });
    // Without October–April months, every month with flow: (10 + 2) MWh × 860 / (250 + 80) m³ = 31,27… → 31,3 °C.
    expect(meteredYear(YEAR.map((m) => ({ ...m, tariff: { ...tariff, flowMonths: [] } })))).toEqual({ deltaK: 31.3, yearlyMwh: 12 });
  });

  it('costs the metered year line by line with each month’s prices, and simulates the same at the metered figures', () => {
    expect(simulateYear(YEAR, { deltaK: 34.4, yearlyMwh: 12 }).map((l) => [l.key, l.actualOre, l.simulatedOre])).toEqual([
      // 6 000 × 61 + 2 000 × 61 öre.
      ['base', 488_000, 488_000],
      // 4 000 × 108 öre.
      ['peak', 432_000, 432_000],
      // January only (July is outside October–April): (25 − 21,5) × 250 × 10 MWh.
      ['flow', 8750, 8750],
      // 2 × 18 000 kr / 12.
      ['fixed', 300_000, 300_000],
    ]);
  });

  it('scales the energy to the chosen consumption and sets the flow from the chosen ΔT', () => {
    // 18 MWh of 12: × 1,5. ΔT 43 °C instead of 34,4: January's 25 m³/MWh × 34,4 / 43 = 20 m³/MWh,
    // (20 − 21,5) × 250 × 15 MWh = −5 625 öre, a premium.
    expect(simulateYear(YEAR, { deltaK: 43, yearlyMwh: 18 }).map((l) => [l.key, l.simulatedOre])).toEqual([
      ['base', 732_000],
      ['peak', 648_000],
      ['flow', -5625],
      ['fixed', 300_000],
    ]);
  });

  it('takes a month without flow at the metered ΔT (here, without any flow, the target 40 °C)', () => {
    const missing = [month('2026-02', { energyKwh: 4000, baseKwh: 4000 })];
    expect(meteredYear(missing)).toEqual({ deltaK: 40, yearlyMwh: 4 });
    const [, , flow] = simulateYear(missing, { deltaK: 43, yearlyMwh: 4 });
    // As metered: 860 / 40 = 21,5 m³/MWh, the reference: 0. At 43 °C: 21,5 × 40 / 43 = 20 m³/MWh, (20 − 21,5) × 250 × 4 MWh = −1 500 öre.
    expect(flow).toEqual({ key: 'flow', actualOre: 0, simulatedOre: -1500 });
  });
});

describe('the simulation’s fields', () => {
  it('reads Swedish numbers and says in Swedish what is wrong', () => {
    const bounds = { min: 0.1, max: 100_000 };
    expect(parseInput('450,5', bounds, 'MWh')).toBe(450.5);
    expect(parseInput('1 200', bounds, 'MWh')).toBe(1200);
    expect(parseInput('', bounds, 'MWh')).toBe('Ange ett värde i MWh.');
    expect(parseInput('12a', bounds, 'MWh')).toBe('Ange ett tal i MWh, till exempel 450,5.');
    expect(parseInput('-3', bounds, 'MWh')).toBe('Ange ett tal i MWh, till exempel 450,5.');
    expect(parseInput('0', bounds, 'MWh')).toBe('Ange ett värde mellan 0,1 och 100\u00a0000 MWh.');
  });
});
