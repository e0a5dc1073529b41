import { FUSE_SIZES } from '@mina-sidor/shared/contract';
import { describe, expect, it } from 'vitest';
import { ENERGY_TAX, energyTaxOn, GRID_TARIFFS, gridTariffOn, lastFuseTariff } from './tariffs.ts';

describe('grid price lists', () => {
  it('takes the list in force on the day: the fuse tariff until 2023, the power tariff from 2024', () => {
    expect(gridTariffOn('2023-12-31').kind).toBe('fuse');
    expect(gridTariffOn('2024-01-01').kind).toBe('power');
    expect(gridTariffOn('2026-11-23').productNumber).toBe('EL SÄK EFF');
    expect(() => gridTariffOn('2019-12-31')).toThrow();
  });

  it('finds the last fuse tariff as the one before the power tariff', () => {
    expect(lastFuseTariff().productNumber).toBe('EL SÄKR');
  });

  it('prices every allowed fuse size (spec §5), a larger fuse never cheaper', () => {
    for (const tariff of GRID_TARIFFS) {
      const fees = FUSE_SIZES.map((fuse) => tariff.fixedOrePerMonth[fuse]);
      expect(fees.every((fee) => Number.isInteger(fee) && fee > 0)).toBe(true);
      expect(fees).toEqual([...fees].sort((a, b) => a - b));
    }
  });

  it('lists each kind of data in date order', () => {
    for (const table of [GRID_TARIFFS, ENERGY_TAX]) {
      const days = table.map((entry) => entry.from);
      expect(days).toEqual([...days].sort());
    }
  });
});

describe('energy tax', () => {
  it('takes the rate in force on the day, the northern rate only where known', () => {
    expect(energyTaxOn('2025-12-31')).toEqual({ from: '2025-01-01', orePerKwh: 43.9, northernOrePerKwh: 34.3 });
    expect(energyTaxOn('2026-01-01')).toEqual({ from: '2026-01-01', orePerKwh: 36, northernOrePerKwh: null });
    expect(() => energyTaxOn('2023-12-31')).toThrow();
  });
});
