import { FUSE_SIZES } from '@mina-sidor/shared/contract';
import { fuseMaxWatts, fuseMaxYearlyKwh, type GridCost, type GridCostInput } from '@mina-sidor/shared/grid-cost';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEMO_LISTS } from '../../../test/support/price-lists.ts';
import { expectedPeakKw, gridCost, hasPeakModel, isCompleteMonth, lastTwelveMonths, pricesOn } from './rules.ts';

const input = (fuseSize: GridCostInput['fuseSize'], yearlyKwh: number, peakKw: number, reducedEnergyTax = false): GridCostInput => ({
  fuseSize,
  yearlyKwh,
  peakKw,
  reducedEnergyTax,
});
/** Each line as [kind, year öre, month öre]. */
const amounts = (cost: GridCost) => cost.lines.map((l) => [l.kind, l.yearOre, l.monthOre]);
const sum = (values: readonly (number | null)[]) => values.reduce<number>((total, value) => total + (value ?? 0), 0);

/** The sums are the sums of the lines, per year and per month; the total is net + VAT. */
function expectSumsOfLines(cost: GridCost) {
  expect(cost.net.yearOre).toBe(sum(cost.lines.map((l) => l.yearOre)));
  expect(cost.net.monthOre).toBe(sum(cost.lines.map((l) => l.monthOre)));
  expect(cost.total.yearOre).toBe(cost.net.yearOre + cost.vat.yearOre);
  expect(cost.total.monthOre).toBe(cost.net.monthOre + cost.vat.monthOre);
}

describe('the grid cost, worked by hand', () => {
  it('a house on 20 A with today’s power tariff: every line, per year and per month', () => {
    // 2026 prices excl. VAT: fixed 395 kr/month (20 A), transfer 7,5 öre/kWh, power 81,25 kr/kW and month, energy tax 36,0 öre/kWh.
    const cost = gridCost(input('20A', 20_000, 5.5), pricesOn('2026-11-23', DEMO_LISTS));
    expect(cost.priceList).toEqual({ name: 'Elnät effekttariff', productNumber: 'EL SÄK EFF', kind: 'power', from: '2024-01-01' });
    expect(cost.lines.map((l) => [l.name, l.quantity, l.unit, l.unitPriceOre, l.months])).toEqual([
      ['Fast avgift, huvudsäkring 20 A', 12, 'mån', 39_500, null],
      ['Överföringsavgift', 20_000, 'kWh', 7.5, null],
      ['Effektavgift', 5.5, 'kW', 8125, 12],
      ['Energiskatt', 20_000, 'kWh', 36, null],
    ]);
    expect(amounts(cost)).toEqual([
      ['fixed', 474_000, 39_500], // 12 × 395,00 kr
      ['transfer', 150_000, 12_500], // 20 000 × 7,5 öre
      ['power', 536_250, 44_688], // 5,5 × 81,25 × 12 = 5 362,50 kr; ÷ 12 = 446,875 → 446,88 kr
      ['energyTax', 720_000, 60_000], // 20 000 × 36 öre
    ]);
    expect(cost.net).toEqual({ yearOre: 1_880_250, monthOre: 156_688 });
    expect(cost.vat).toEqual({ yearOre: 470_063, monthOre: 39_172 }); // 25 % of 18 802,50 = 4 700,625 → 4 700,63 kr
    expect(cost.total).toEqual({ yearOre: 2_350_313, monthOre: 195_860 });
    expect(cost.complete).toBe(true);
    expectSumsOfLines(cost);
  });

  it('a house in a northern municipality with 2025’s reduced energy tax (34,3 öre/kWh)', () => {
    const cost = gridCost(input('16A', 12_345, 3.21, true), pricesOn('2025-06-15', DEMO_LISTS));
    expect(cost.energyTax).toEqual({ from: '2025-01-01', orePerKwh: 34.3, reduced: true });
    expect(cost.lines.at(-1)).toMatchObject({ name: 'Energiskatt, sänkt skattesats', unitPriceOre: 34.3, note: null });
    expect(amounts(cost)).toEqual([
      ['fixed', 354_000, 29_500], // 12 × 295,00 kr
      ['transfer', 92_588, 7716], // 12 345 × 7,5 = 92 587,5 öre → 92 588; ÷ 12 = 7 715,67 → 7 716
      ['power', 312_975, 26_081], // 3,21 × 81,25 × 12 = 3 129,75 kr; ÷ 12 = 26 081,25 → 26 081
      ['energyTax', 423_434, 35_286], // 12 345 × 34,3 = 423 433,5 → 423 434; ÷ 12 = 35 286,17 → 35 286
    ]);
    expect(cost.net).toEqual({ yearOre: 1_182_997, monthOre: 98_583 });
    expect(cost.vat).toEqual({ yearOre: 295_749, monthOre: 24_646 }); // 295 749,25 → 295 749; ÷ 12 = 24 645,75 → 24 646
    expect(cost.total).toEqual({ yearOre: 1_478_746, monthOre: 123_229 });
    expectSumsOfLines(cost);
  });

  it('a company on 63 A', () => {
    const cost = gridCost(input('63A', 250_000, 40), pricesOn('2026-11-23', DEMO_LISTS));
    expect(amounts(cost)).toEqual([
      ['fixed', 1_914_000, 159_500], // 12 × 1 595,00 kr
      ['transfer', 1_875_000, 156_250], // 250 000 × 7,5 öre
      ['power', 3_900_000, 325_000], // 40 × 81,25 × 12 = 39 000 kr
      ['energyTax', 9_000_000, 750_000], // 250 000 × 36 öre
    ]);
    expect(cost.net).toEqual({ yearOre: 16_689_000, monthOre: 1_390_750 });
    expect(cost.vat).toEqual({ yearOre: 4_172_250, monthOre: 347_688 }); // ÷ 12 = 347 687,5 → 347 688
    expect(cost.total).toEqual({ yearOre: 20_861_250, monthOre: 1_738_438 });
    expectSumsOfLines(cost);
  });

  it('says so at the line when the reduced rate of the year is not known, and sums only the known lines', () => {
    const cost = gridCost(input('20A', 20_000, 5.5, true), pricesOn('2026-11-23', DEMO_LISTS));
    const tax = cost.lines.at(-1)!;
    expect(tax).toMatchObject({ kind: 'energyTax', yearOre: null, monthOre: null });
    expect(tax.note).toBe('Den sänkta energiskatten som gäller från 2026-01-01 har vi inte uppgift om. Summorna nedan är därför utan energiskatt.');
    expect(cost.energyTax.orePerKwh).toBeNull();
    expect(cost.complete).toBe(false);
    expect(cost.net).toEqual({ yearOre: 474_000 + 150_000 + 536_250, monthOre: 39_500 + 12_500 + 44_688 });
    expect(cost.vat).toEqual({ yearOre: 290_063, monthOre: 24_172 }); // 25 % of 11 602,50 = 2 900,625 → 2 900,63 kr
    expectSumsOfLines(cost);
  });

  it('has no power fee under a fuse tariff', () => {
    const prices = { day: '2023-05-01', tariff: DEMO_LISTS.gridTariffs[0]!, tax: DEMO_LISTS.energyTax[0]!, powerOrePerKw: null, vatPercent: 25 };
    const cost = gridCost(input('25A', 15_000, 4), prices);
    expect(amounts(cost)).toEqual([
      ['fixed', 636_000, 53_000], // 12 × 530,00 kr
      ['transfer', 420_000, 35_000], // 15 000 × 28 öre
      ['energyTax', 642_000, 53_500], // 15 000 × 42,8 öre
    ]);
    expect(cost.total).toEqual({ yearOre: 2_122_500, monthOre: 141_500 + 35_375 });
    expectSumsOfLines(cost);
  });

  it('keeps the sums exactly the sums of the lines for any valid input, and every amount whole öre', () => {
    const valid = fc.constantFrom(...FUSE_SIZES).chain((fuse) =>
      fc.record({
        fuseSize: fc.constant(fuse),
        yearlyKwh: fc.integer({ min: 1, max: fuseMaxYearlyKwh(fuse) }),
        peakKw: fc.integer({ min: 1, max: Math.floor(fuseMaxWatts(fuse) / 10) }).map((tens) => (tens * 10) / 1000),
        reducedEnergyTax: fc.boolean(),
      }),
    );
    fc.assert(
      fc.property(valid, fc.constantFrom('2024-03-01', '2025-06-15', '2026-11-23'), (typed, day) => {
        const cost = gridCost(typed, pricesOn(day, DEMO_LISTS));
        expectSumsOfLines(cost);
        for (const amount of [...cost.lines.flatMap((l) => [l.yearOre, l.monthOre]), cost.vat.yearOre, cost.vat.monthOre]) {
          expect(amount === null || Number.isInteger(amount)).toBe(true);
        }
        // A month is the year's twelfth per line: 12 months are the year within half an öre per line.
        expect(Math.abs(12 * cost.total.monthOre - cost.total.yearOre)).toBeLessThanOrEqual(6 * (cost.lines.length + 1));
      }),
      { numRuns: 300 },
    );
  });

  it('gives a consumer every line with VAT: its unit price, and its share of the year’s and the month’s VAT, adding up to the totals', () => {
    const cost = gridCost(input('20A', 20_000, 5.5), pricesOn('2026-11-23', DEMO_LISTS), 'incl');
    expect(cost.vatBasis).toBe('incl');
    expect(cost.lines.map((l) => [l.kind, l.unitPriceOre, l.yearOre, l.monthOre])).toEqual([
      ['fixed', 49_375, 592_500, 49_375],
      ['transfer', 9.375, 187_500, 15_625],
      // 536 250 × 25 % = 134 062,5 lost the only half öre: it takes the öre the VAT on the sum (470 063) has more.
      ['power', 10_156.25, 670_313, 55_860],
      ['energyTax', 45, 900_000, 75_000],
    ]);
    expect(cost.total).toEqual({ yearOre: 2_350_313, monthOre: 195_860 });
    const valid = fc.constantFrom(...FUSE_SIZES).chain((fuse) =>
      fc.record({
        fuseSize: fc.constant(fuse),
        yearlyKwh: fc.integer({ min: 1, max: fuseMaxYearlyKwh(fuse) }),
        peakKw: fc.integer({ min: 1, max: Math.floor(fuseMaxWatts(fuse) / 10) }).map((tens) => (tens * 10) / 1000),
        reducedEnergyTax: fc.boolean(),
      }),
    );
    fc.assert(
      fc.property(valid, fc.constantFrom('2024-03-01', '2025-06-15', '2026-11-23'), (typed, day) => {
        const excl = gridCost(typed, pricesOn(day, DEMO_LISTS));
        const incl = gridCost(typed, pricesOn(day, DEMO_LISTS), 'incl');
        expect({ net: incl.net, vat: incl.vat, total: incl.total }).toEqual({ net: excl.net, vat: excl.vat, total: excl.total });
        for (const key of ['yearOre', 'monthOre'] as const) expect(sum(incl.lines.map((l) => l[key]))).toBe(incl.total[key]);
        incl.lines.forEach((line, i) => {
          const before = excl.lines[i]!;
          if (before.yearOre === null) expect(line.yearOre).toBeNull();
          else expect(Math.abs(line.yearOre! - before.yearOre * 1.25)).toBeLessThan(1);
        });
      }),
      { numRuns: 200 },
    );
  });
});

describe('the price lists a calculation reads', () => {
  it('take each price in force on the day: a later price list changes the days after it starts, not before', () => {
    const later = { ...DEMO_LISTS.gridTariffs.at(-1)!, from: '2027-01-01', transferOrePerKwh: 9 };
    const lists = { ...DEMO_LISTS, gridTariffs: [...DEMO_LISTS.gridTariffs, later] };
    expect(pricesOn('2026-12-31', lists).tariff.transferOrePerKwh).toBe(7.5);
    expect(pricesOn('2027-01-01', lists).tariff.transferOrePerKwh).toBe(9);
  });

  it('calculate without the energy tax when none is known for the day, and say so', () => {
    const cost = gridCost(input('20A', 20_000, 5.5), pricesOn('2026-11-23', { ...DEMO_LISTS, energyTax: [] }));
    const tax = cost.lines.find((l) => l.kind === 'energyTax')!;
    expect([tax.yearOre, tax.monthOre]).toEqual([null, null]);
    expect(tax.note).toBe('Energiskatten som gäller 2026-11-23 har vi inte uppgift om. Summorna nedan är därför utan energiskatt.');
    expect(cost.complete).toBe(false);
    expectSumsOfLines(cost);
  });

  it('tell the customer which price list is missing rather than calculate without it', () => {
    for (const [lists, missing] of [
      [{ ...DEMO_LISTS, gridTariffs: [] }, 'elnätsprislista'],
      [{ ...DEMO_LISTS, vat: [] }, 'momssats'],
      [{ ...DEMO_LISTS, peakModels: [] }, 'effektmodell'],
    ] as const) {
      expect(() => pricesOn('2026-11-23', lists)).toThrow(
        expect.objectContaining({ statusCode: 404, code: 'no_price_list', message: expect.stringContaining(`ingen ${missing} som gäller 2026-11-23`) }),
      );
    }
  });
});

describe('the prefill', () => {
  it('takes the 12 whole months before today’s', () => {
    expect(lastTwelveMonths('2026-11-23')).toEqual([
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
    ]);
    expect(lastTwelveMonths('2026-01-01')[0]).toBe('2025-01');
  });

  it('counts a month only when every day is stored with every interval', () => {
    expect(isCompleteMonth({ month: '2026-02', wh: 1, days: 28, intervals: 2688, expectedIntervals: 2688 })).toBe(true);
    expect(isCompleteMonth({ month: '2026-03', wh: 1, days: 30, intervals: 2880, expectedIntervals: 2880 })).toBe(false);
    expect(isCompleteMonth({ month: '2026-02', wh: 1, days: 28, intervals: 2687, expectedIntervals: 2688 })).toBe(false);
  });

  it('has a peak only in the power tariff’s months', () => {
    expect(hasPeakModel('2023-12', DEMO_LISTS.peakModels)).toBe(false);
    expect(hasPeakModel('2024-01', DEMO_LISTS.peakModels)).toBe(true);
  });

  it('expects the average of the billed peaks, to two decimals; nothing without one', () => {
    expect(expectedPeakKw([4.1, 5.2, 3.33])).toBe(4.21); // 12,63 / 3
    expect(expectedPeakKw([])).toBeNull();
  });
});
