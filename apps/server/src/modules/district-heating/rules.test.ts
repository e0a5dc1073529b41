import { coolingKelvin, flowChargeOre, m3PerMwhOf } from '@mina-sidor/shared/district-heating';
import { describe, expect, it } from 'vitest';
import { emptyMonth, lastMonths, type MonthHours, monthCooling, monthFlowCharge, priceBasePeak, splitBasePeak, tariffFor, tariffsOver } from './rules.ts';
import { DEMO_LISTS } from '../../../test/support/price-lists.ts';

const TARIFFS = DEMO_LISTS.districtHeating;

/**
 * A hand-computed January: 10 MWh in the hours with flow, 250 m³ of water at 80 °C supply and
 * 45,6 °C return (volume-weighted), and 12 hours with 0,5 MWh but no flow reading.
 */
const january: MonthHours = {
  month: '2026-01',
  energyWh: 10_500_000,
  pairedWh: 10_000_000,
  litres: 250_000,
  supplyLitreC: 80 * 250_000,
  returnLitreC: 45.6 * 250_000,
  missingHours: 12,
};
const company = (month: string) => tariffFor(month, TARIFFS, 'company');

describe('cooling (ΔT = MWh × 860 / m³)', () => {
  it('is the standard relation, and m³/MWh its inverse', () => {
    // 1 MWh carried by 21,5 m³: 860 / 21,5 = 40 K.
    expect(coolingKelvin(1, 21.5)).toBe(40);
    expect(m3PerMwhOf(40)).toBe(21.5);
    expect(coolingKelvin(1, 0)).toBeNull();
  });

  it('computes a month over the hours with flow, with volume-weighted temperatures', () => {
    // 10 MWh × 860 / 250 m³ = 34,4 K; 250 m³ / 10 MWh = 25 m³/MWh; the 12 hours without flow are left out of both.
    expect(monthCooling(january)).toEqual({
      month: '2026-01',
      energyKwh: 10_500,
      volumeM3: 250,
      missingHours: 12,
      deltaK: 34.4,
      m3PerMwh: 25,
      supplyC: 80,
      returnC: 45.6,
    });
  });

  it('shows a month without any flow reading as missing, never as zero', () => {
    const noFlow: MonthHours = { ...emptyMonth('2026-02'), energyWh: 4_000_000, missingHours: 672 };
    expect(monthCooling(noFlow)).toEqual({
      month: '2026-02',
      energyKwh: 4000,
      volumeM3: null,
      missingHours: 672,
      deltaK: null,
      m3PerMwh: null,
      supplyC: null,
      returnC: null,
    });
    // A month not metered at all (before the meter, or a gap): nothing, not zero.
    expect(monthCooling(emptyMonth('2026-03'))).toMatchObject({ energyKwh: 0, volumeM3: null, deltaK: null });
  });
});

describe('flow premium or charge ((m³/MWh − reference) × price × MWh, October–April)', () => {
  it('charges a January with more flow than the reference, on the month’s whole energy', () => {
    // (25 − 21,5) m³/MWh × 250 öre/m³ × 10,5 MWh = 9 187,5 öre → 9 188 öre (91,88 kr), a charge.
    expect(flowChargeOre(25, 10.5, { referenceM3PerMwh: 21.5, orePerM3: 250 })).toBe(9188);
    expect(monthFlowCharge(january, company('2026-01'))).toEqual({
      month: '2026-01',
      energyKwh: 10_500,
      volumeM3: 250,
      m3PerMwh: 25,
      missingHours: 12,
      price: { referenceM3PerMwh: 21.5, orePerM3: 250 },
      amountOre: 9188,
    });
  });

  it('pays a premium (negative) for less flow than the reference, at the price valid that month', () => {
    // 2025-12 is under the first tariff (200 öre/m³): (20 − 21,5) × 200 × 10 MWh = −3 000 öre.
    const good: MonthHours = { ...january, month: '2025-12', energyWh: 10_000_000, litres: 200_000, missingHours: 0 };
    expect(monthFlowCharge(good, company('2025-12'))).toMatchObject({ m3PerMwh: 20, price: { orePerM3: 200 }, amountOre: -3000 });
  });

  it('does not apply May–September, and is missing without flow', () => {
    expect(monthFlowCharge({ ...january, month: '2026-07' }, company('2026-07'))).toMatchObject({ price: null, amountOre: null, m3PerMwh: 25 });
    const noFlow: MonthHours = { ...emptyMonth('2026-02'), energyWh: 4_000_000, missingHours: 672 };
    expect(monthFlowCharge(noFlow, company('2026-02'))).toMatchObject({ price: { orePerM3: 250 }, amountOre: null, m3PerMwh: null });
  });
});

describe('base and peak energy (a day below −5 °C is a peak day)', () => {
  it('splits a month’s days by their mean outdoor temperature and prices each part', () => {
    const days = [
      { day: '2026-01-05', wh: 2_000_000, celsius: -7.5 },
      // Exactly −5 °C is not below the threshold: base energy.
      { day: '2026-01-06', wh: 1_500_000, celsius: -5 },
      // No stored temperature: cannot be shown to be cold, so base energy, and counted.
      { day: '2026-01-07', wh: 1_000_000, celsius: null },
      // Outside the months asked for: left out.
      { day: '2025-12-31', wh: 9_000_000, celsius: -10 },
    ];
    const split = splitBasePeak(['2026-01'], days, company);
    expect(split.get('2026-01')).toEqual({ baseKwh: 2500, peakKwh: 2000, peakDays: 1, daysWithoutTemperature: 1 });
    // 2 500 kWh × 61 öre = 152 500 öre; 2 000 kWh × 108 öre = 216 000 öre.
    expect(priceBasePeak('2026-01', split.get('2026-01')!, company('2026-01')!)).toEqual({
      month: '2026-01',
      baseKwh: 2500,
      peakKwh: 2000,
      peakDays: 1,
      daysWithoutTemperature: 1,
      baseOrePerKwh: 61,
      peakOrePerKwh: 108,
      baseOre: 152_500,
      peakOre: 216_000,
    });
  });

  it('gives a month without days zeros of energy it did not use', () => {
    expect(splitBasePeak(['2026-02'], [], company).get('2026-02')).toEqual({ baseKwh: 0, peakKwh: 0, peakDays: 0, daysWithoutTemperature: 0 });
  });
});

describe('the tariff as data with validity', () => {
  it('picks the version in force in a month, with the fixed fee of the customer’s kind', () => {
    expect(tariffFor('2025-12', TARIFFS, 'company')).toMatchObject({ validTo: '2025-12', flow: { orePerM3: 200 }, fixedOrePerYear: 1_650_000 });
    expect(tariffFor('2026-01', TARIFFS, 'private')).toMatchObject({ validFrom: '2026-01', validTo: null, fixedOrePerYear: 345_000 });
    expect(tariffFor('2023-12', TARIFFS, 'company')).toBeUndefined();
  });

  it('lists the versions a period spans, and the months of a period', () => {
    expect(tariffsOver(['2025-11', '2025-12', '2026-01'], TARIFFS, 'company').map((t) => t.validFrom)).toEqual(['2024-01', '2026-01']);
    expect(tariffsOver(['2026-03'], TARIFFS, 'company').map((t) => t.validFrom)).toEqual(['2026-01']);
    const months = lastMonths('2026-11', 24);
    expect([months[0], months.at(-1), months.length]).toEqual(['2024-12', '2026-11', 24]);
  });
});
