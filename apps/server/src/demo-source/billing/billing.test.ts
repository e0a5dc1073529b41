import { describe, expect, it } from 'vitest';
import { DEMO_LISTS } from '../../../test/support/price-lists.ts';
import { activeSpan, billedPeakWh, billMonth, contractLines, pricedMonth, spotAverage, type ContractToBill, type PointDay } from './billing.ts';
import { roundDiv } from '../../lib/round-div.ts';

/** A day for every date of the month with the same energy, and a peak hour on the given days. */
function month(monthId: string, days: number, value: number, peaks: Record<string, number> = {}): PointDay[] {
  return Array.from({ length: days }, (_, i) => {
    const day = `${monthId}-${String(i + 1).padStart(2, '0')}`;
    return { day, value, peakWh: peaks[day] ?? 1000 };
  });
}

const grid: ContractToBill = {
  facility: 'Villa Solbacken',
  service: 'EL',
  productNumber: 'EL SÄK EFF',
  productName: 'Elnät effekttariff',
  startDate: '2019-03-01',
  endDate: null,
  prices: [
    { name: 'Fast avgift', price: 395, unit: 'kr/mån' },
    { name: 'Effektavgift', price: 81.25, unit: 'kr/kW' },
    { name: 'Överföring', price: 7.5, unit: 'öre/kWh' },
  ],
  basePowerKw: null,
  // 30 days × 20 003 Wh = 600,09 kWh; the peak on Monday 2026-11-02, 07–19.
  days: month('2026-11', 30, 20_003, { '2026-11-02': 4_321 }),
};
const fixedPrice: ContractToBill = {
  ...grid,
  productNumber: 'EL FAST 3',
  productName: 'Elhandel fast pris 3 år',
  startDate: '2024-05-01',
  endDate: '2027-04-30',
  prices: [
    { name: 'Elpris', price: 89.5, unit: 'öre/kWh' },
    { name: 'Månadsavgift', price: 49, unit: 'kr/mån' },
  ],
};

describe('a contract’s lines for a month', () => {
  it('bills the grid: fixed fee, the month’s peak, the energy and the energy tax', () => {
    expect(contractLines(grid, '2026-11', DEMO_LISTS)).toEqual([
      expect.objectContaining({
        kind: 'fixed',
        description: 'Elnät effekttariff – Fast avgift',
        quantity: 1,
        unit: 'mån',
        unitPriceOre: 39_500,
        amountOre: 39_500,
      }),
      // 4 321 Wh in an hour: a mean of 4,321 kW × 81,25 kr = 351,08 kr.
      expect.objectContaining({
        kind: 'power',
        description: 'Elnät effekttariff – Effektavgift',
        quantity: 4.321,
        unit: 'kW',
        unitPriceOre: 8125,
        amountOre: 35_108,
      }),
      // 600,09 kWh × 7,5 öre = 45,006 kr.
      expect.objectContaining({
        kind: 'energy',
        description: 'Elnät effekttariff – Överföring',
        quantity: 600.09,
        unit: 'kWh',
        unitPriceOre: 7.5,
        amountOre: 4501,
      }),
      // 600,09 kWh × 36,0 öre (2026) = 216,03 kr.
      expect.objectContaining({ kind: 'tax', description: 'Energiskatt', quantity: 600.09, unit: 'kWh', unitPriceOre: 36, amountOre: 21_603 }),
    ]);
    expect(contractLines(grid, '2026-11', DEMO_LISTS).every((l) => l.facility === 'Villa Solbacken' && l.service === 'EL')).toBe(true);
  });

  it('counts the peak only 07–19 on weekdays that are not holidays (spec §9)', () => {
    const days = month('2026-12', 31, 10_000, { '2026-12-05': 9_000, '2026-12-24': 8_000, '2026-12-22': 3_000 });
    // 5 December is a Saturday and 24 December julafton: the Tuesday before wins.
    expect(billedPeakWh(days)).toBe(3_000);
    expect(billedPeakWh([{ day: '2026-12-05', value: 1, peakWh: 9_000 }])).toBe(0);
    expect(billedPeakWh([{ day: '2026-12-07', value: 1, peakWh: null }])).toBe(0);
  });

  it('bills a fixed-price trade on the same energy', () => {
    expect(contractLines(fixedPrice, '2026-11', DEMO_LISTS).map((l) => [l.description, l.amountOre])).toEqual([
      ['Elhandel fast pris 3 år – Elpris', roundDiv(600_090 * 8950, 100_000)],
      ['Elhandel fast pris 3 år – Månadsavgift', 4900],
    ]);
  });

  it('bills a variable price at the month’s average spot price and its mark-up', () => {
    const variable: ContractToBill = {
      ...fixedPrice,
      productNumber: 'EL RÖRLIG',
      productName: 'Elhandel rörligt pris',
      prices: [{ name: 'Påslag', price: 4.9, unit: 'öre/kWh' }],
    };
    const [spot, markUp] = contractLines(variable, '2026-11', DEMO_LISTS);
    expect(spot).toMatchObject({
      description: 'Elhandel rörligt pris – Elpris, månadens medelspotpris',
      unitPriceOre: 67.9,
      amountOre: roundDiv(600_090 * 6790, 100_000),
    });
    expect(markUp).toMatchObject({ unitPriceOre: 4.9, amountOre: roundDiv(600_090 * 490, 100_000) });
  });

  it('bills water by the m³ and a yearly fee by the month', () => {
    const water: ContractToBill = {
      ...grid,
      service: 'VA',
      productNumber: 'VA BRUK',
      productName: 'Vatten och avlopp',
      prices: [
        { name: 'Brukningsavgift', price: 48.9, unit: 'kr/m³' },
        { name: 'Fast avgift', price: 3450, unit: 'kr/år' },
      ],
      days: month('2026-11', 30, 451),
    };
    expect(contractLines(water, '2026-11', DEMO_LISTS)).toEqual([
      expect.objectContaining({ kind: 'energy', quantity: 13.53, unit: 'm³', unitPriceOre: 4890, amountOre: roundDiv(13_530 * 489_000, 100_000) }),
      expect.objectContaining({ kind: 'fixed', quantity: 1, unit: 'mån', unitPriceOre: 28_750, amountOre: 28_750 }),
    ]);
  });

  it('bills district heating’s power on the highest daily mean of the 12 months up to the period', () => {
    const heating: ContractToBill = {
      ...grid,
      service: 'FJV',
      productNumber: 'FJV BAS',
      productName: 'Fjärrvärme Bas',
      prices: [{ name: 'Effektpris', price: 1180, unit: 'kr/kW/år' }],
      // 240 000 Wh in a January day is a mean of 10 kW; a day 13 months back does not count.
      days: [{ day: '2025-10-15', value: 480_000, peakWh: null }, { day: '2026-01-20', value: 240_000, peakWh: null }, ...month('2026-11', 30, 48_000)],
    };
    expect(contractLines(heating, '2026-11', DEMO_LISTS)).toEqual([
      expect.objectContaining({ kind: 'power', quantity: 10, unit: 'kW', amountOre: roundDiv(10_000 * 11_800_000, 100_000 * 12) }),
    ]);
  });

  it('shares the month’s fees by the days a contract ran, and bills the energy of those days only', () => {
    const started = { ...grid, startDate: '2026-11-16' };
    expect(activeSpan(started, '2026-11')).toEqual(['2026-11-16', '2026-11-30']);
    const [fixed, , energy] = contractLines(started, '2026-11', DEMO_LISTS);
    expect(fixed).toMatchObject({ description: 'Elnät effekttariff – Fast avgift (15 av 30 dagar)', quantity: 0.5, amountOre: 19_750 });
    expect(energy).toMatchObject({ quantity: 300.045 });
    expect(contractLines({ ...grid, endDate: '2026-10-31' }, '2026-11', DEMO_LISTS)).toEqual([]);
    expect(contractLines({ ...grid, startDate: '2026-12-01' }, '2026-11', DEMO_LISTS)).toEqual([]);
  });

  it('refuses a price unit it has no rule for', () => {
    expect(() => contractLines({ ...grid, prices: [{ name: 'Okänt', price: 1, unit: 'kr/dag' }] }, '2026-11', DEMO_LISTS)).toThrow(/kr\/dag/);
  });
});

describe('a month’s invoice', () => {
  it('lists the grid before the trade and adds 25 % VAT: the lines sum exactly to the total', () => {
    const billed = billMonth([fixedPrice, grid], '2026-11', DEMO_LISTS)!;
    expect(billed.lines.map((l) => l.kind)).toEqual(['fixed', 'power', 'energy', 'tax', 'energy', 'fixed', 'vat']);
    const net = billed.lines.filter((l) => l.kind !== 'vat').reduce((sum, l) => sum + l.amountOre, 0);
    expect(billed.netOre).toBe(net);
    expect(billed.vatOre).toBe(roundDiv(net * 25, 100));
    expect(billed.lines.at(-1)).toMatchObject({ kind: 'vat', description: 'Moms 25 %', amountOre: billed.vatOre, facility: null, service: null });
    expect(billed.lines.reduce((sum, l) => sum + l.amountOre, 0)).toBe(billed.amountOre);
  });

  it('takes the VAT and the energy tax in force from the price lists', () => {
    const lists = {
      ...DEMO_LISTS,
      vat: [{ from: '2026-11-01', to: null, percent: 12 }],
      energyTax: [{ from: '2026-01-01', to: null, orePerKwh: 40, northernOrePerKwh: null }],
    };
    const billed = billMonth([grid], '2026-11', lists)!;
    expect(billed.lines.find((l) => l.kind === 'tax')).toMatchObject({ unitPriceOre: 40, amountOre: roundDiv(600_090 * 4000, 100_000) });
    expect(billed.lines.at(-1)).toMatchObject({ kind: 'vat', description: 'Moms 12 %', amountOre: roundDiv(billed.netOre * 12, 100) });
    expect(billed.vatPercent).toBe(12);
  });

  it('knows a month is priced only when the price lists give its VAT and energy tax', () => {
    expect(pricedMonth('2026-11', DEMO_LISTS)).toBe(true);
    expect(pricedMonth('2026-11', { ...DEMO_LISTS, vat: [] })).toBe(false);
    expect(pricedMonth('2023-12', DEMO_LISTS)).toBe(false);
  });

  it('is none for a month no contract runs', () => {
    expect(billMonth([{ ...grid, endDate: '2025-12-31' }], '2026-11', DEMO_LISTS)).toBeNull();
    expect(billMonth([], '2026-11', DEMO_LISTS)).toBeNull();
  });
});

describe('tariffs as dated data', () => {
  it('takes a month past the spot price table from the same month of its last year', () => {
    expect(spotAverage('2026-02')).toBe(84.9);
    expect(spotAverage('2028-02')).toBe(84.9);
  });
});
