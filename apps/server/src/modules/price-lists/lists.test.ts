import { FUSE_SIZES } from '@mina-sidor/shared/contract';
import { type PriceListRecordInput, priceListRecord } from '@mina-sidor/shared/price-list';
import { describe, expect, it } from 'vitest';
import { DEMO_LISTS } from '../../../test/support/price-lists.ts';
import { energyTaxOn, gridTariffOn, inForceOn, lastFuseTariff, peakModelFor, priceListsOf, vatOn } from './lists.ts';

const listsOf = (records: PriceListRecordInput[]) => priceListsOf(records.map((record) => priceListRecord.parse(record)));

describe('grid price lists', () => {
  it('takes the list in force on the day: the fuse tariff until 2023, the power tariff from 2024', () => {
    expect(gridTariffOn('2023-12-31', DEMO_LISTS.gridTariffs)?.kind).toBe('fuse');
    expect(gridTariffOn('2024-01-01', DEMO_LISTS.gridTariffs)?.kind).toBe('power');
    expect(gridTariffOn('2026-11-23', DEMO_LISTS.gridTariffs)?.productNumber).toBe('EL SÄK EFF');
    expect(gridTariffOn('2019-12-31', DEMO_LISTS.gridTariffs)).toBeUndefined();
  });

  it('finds the last fuse tariff as the one before the power tariff', () => {
    expect(lastFuseTariff(DEMO_LISTS.gridTariffs)?.productNumber).toBe('EL SÄKR');
    expect(lastFuseTariff([])).toBeUndefined();
  });

  it('prices every allowed fuse size (spec §5), a larger fuse never cheaper', () => {
    for (const tariff of DEMO_LISTS.gridTariffs) {
      const fees = FUSE_SIZES.map((fuse) => tariff.fixedOrePerMonth[fuse]);
      expect(fees.every((fee) => Number.isInteger(fee) && fee > 0)).toBe(true);
      expect(fees).toEqual([...fees].sort((a, b) => a - b));
    }
  });
});

describe('energy tax and VAT', () => {
  it('takes the rate in force on the day, the northern rate only where known', () => {
    expect(energyTaxOn('2025-12-31', DEMO_LISTS.energyTax)).toEqual({ from: '2025-01-01', to: null, orePerKwh: 43.9, northernOrePerKwh: 34.3 });
    expect(energyTaxOn('2026-01-01', DEMO_LISTS.energyTax)).toEqual({ from: '2026-01-01', to: null, orePerKwh: 36, northernOrePerKwh: null });
    expect(energyTaxOn('2023-12-31', DEMO_LISTS.energyTax)).toBeUndefined();
    expect(vatOn('2026-11-23', DEMO_LISTS.vat)).toBe(25);
    expect(vatOn('2019-12-31', DEMO_LISTS.vat)).toBeUndefined();
  });
});

describe('the entry in force', () => {
  it('is the latest to start by the day, until its own last day when it has one', () => {
    const entries = [
      { from: '2024-01-01', to: null, price: 1 },
      { from: '2025-01-01', to: '2025-06-30', price: 2 },
    ];
    expect(inForceOn(entries, '2023-12-31')).toBeUndefined();
    expect(inForceOn(entries, '2024-12-31')?.price).toBe(1);
    expect(inForceOn(entries, '2025-06-30')?.price).toBe(2);
    // Ended without a successor: nothing, rather than the price before it again.
    expect(inForceOn(entries, '2025-07-01')).toBeUndefined();
  });

  it('bills each month with the peak model in force on its first day', () => {
    const lists = listsOf([
      { id: 'E1', kind: 'peak-model', validFrom: '2024-01-01', model: 'weekday-daytime-hour', priceOrePerKw: 8125 },
      { id: 'E2', kind: 'peak-model', validFrom: '2026-07-01', model: 'weekday-daytime-hour', priceOrePerKw: 9000 },
    ]);
    expect(peakModelFor('2026-06', lists.peakModels)?.priceOrePerKw).toBe(8125);
    expect(peakModelFor('2026-07', lists.peakModels)?.priceOrePerKw).toBe(9000);
    expect(peakModelFor('2023-12', lists.peakModels)).toBeUndefined();
  });
});

describe('the price lists from the stored records', () => {
  it('put each kind in date order, whatever order they were sent in', () => {
    const lists = listsOf([
      { id: 'T26', kind: 'energy-tax', validFrom: '2026-01-01', orePerKwh: 36 },
      { id: 'T24', kind: 'energy-tax', validFrom: '2024-01-01', orePerKwh: 42.8 },
      { id: 'T25', kind: 'energy-tax', validFrom: '2025-01-01', orePerKwh: 43.9, northernOrePerKwh: 34.3 },
    ]);
    expect(lists.energyTax.map((rate) => rate.from)).toEqual(['2024-01-01', '2025-01-01', '2026-01-01']);
  });

  it('give district heating whole months, each version ending the month before the next', () => {
    expect(DEMO_LISTS.districtHeating.map((v) => [v.validFrom, v.validTo])).toEqual([
      ['2024-01', '2025-12'],
      ['2026-01', null],
    ]);
    const heating = { kind: 'district-heating', baseOrePerKwh: 56, peakOrePerKwh: 98, peakBelowCelsius: -5 } as const;
    const rest = { flow: { referenceM3PerMwh: 21.5, orePerM3: 200 }, flowMonths: [1, 2, 3, 4, 10, 11, 12], coolingTargetK: 40 };
    const ended = listsOf([{ id: 'H', ...heating, ...rest, validFrom: '2024-01-01', validTo: '2024-06-30', fixedOrePerYear: { private: 1, company: 2 } }]);
    expect(ended.districtHeating.map((v) => [v.validFrom, v.validTo])).toEqual([['2024-01', '2024-06']]);
  });

  it('leave out a peak model whose name the portal does not know: no fee rather than a wrong one', () => {
    const known = priceListRecord.parse({ id: 'P', kind: 'peak-model', validFrom: '2024-01-01', model: 'weekday-daytime-hour', priceOrePerKw: 1 });
    expect(priceListsOf([{ ...known, model: 'gammal-modell' } as typeof known]).peakModels).toEqual([]);
  });
});
