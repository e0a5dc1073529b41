import { describe, expect, it } from 'vitest';
import type { MeterValue } from '../../lib/peak-model.ts';
import { DEMO_LISTS } from '../../../test/support/price-lists.ts';
import {
  comparisonAnswer,
  completeMonths,
  countingHours,
  currentMonthAnswer,
  fuseSizeOf,
  gridFeeMonth,
  historyMonth,
  isComplete,
  lastCompleteHour,
  modelOfMonth,
  monthSummary,
  topHours,
  vatOfMonth,
  type VatTerms,
} from './rules.ts';
import { monthSpan, swedishMidnight } from '../../lib/swedish-time.ts';

const SPEC = DEMO_LISTS.peakModels[0]!.model;
/** A consumer's terms and a company's, with the demo's VAT price list (25 %). */
const INCL: VatTerms = { basis: 'incl', lists: DEMO_LISTS };
const EXCL: VatTerms = { basis: 'excl', lists: DEMO_LISTS };
/** n × 1,25 rounded half up, worked here rather than read from the code under test. */
const withVat = (ore: number) => Math.floor((2 * ore * 125 + 100) / 200);
const hour = (iso: string, wh: number, minutes: 15 | 60 = 60): MeterValue => ({ start: new Date(iso), minutes, wh });
const FACILITY = {
  facilityKey: '5000101-F01',
  facilityName: 'Villa Solbacken',
  meteringPointId: '735999000000000001',
  fuseSize: '20A',
  customerAccountIds: [],
};

describe('months and hours in Swedish time', () => {
  it('starts a month at its local midnight, winter and summer', () => {
    expect(swedishMidnight('2026-11-01').toISOString()).toBe('2026-10-31T23:00:00.000Z');
    expect(swedishMidnight('2026-07-01').toISOString()).toBe('2026-06-30T22:00:00.000Z');
    // The month with the spring change: 31 days less one hour.
    const march = monthSpan('2026-03');
    expect((march.to.getTime() - march.from.getTime()) / 3_600_000).toBe(31 * 24 - 1);
  });

  it('counts up to the last complete hour', () => {
    expect(lastCompleteHour(new Date('2026-11-23T09:47:12Z')).toISOString()).toBe('2026-11-23T09:00:00.000Z');
    expect(lastCompleteHour(new Date('2026-11-23T10:00:00Z')).toISOString()).toBe('2026-11-23T10:00:00.000Z');
  });

  it('takes the complete months before the current one, oldest first, across a year', () => {
    // 00:30 on 1 December in Sweden is still 30 November in UTC: the Swedish month decides.
    expect(completeMonths(new Date('2026-11-30T23:30:00Z'), 3)).toEqual(['2026-09', '2026-10', '2026-11']);
    expect(completeMonths(new Date('2026-01-15T12:00:00Z'), 2)).toEqual(['2025-11', '2025-12']);
  });

  it('has no model, and so no fee, before the power tariff', () => {
    expect(modelOfMonth('2023-12', DEMO_LISTS.peakModels)).toBeNull();
    expect(modelOfMonth('2024-01', DEMO_LISTS.peakModels)).toBe(SPEC);
  });
});

describe('the month so far', () => {
  // Monday 2 November 2026 (UTC+1): 06:00 local is before the window, 07:00 and 08:00 count.
  const values = [
    hour('2026-11-02T05:00:00Z', 9000),
    hour('2026-11-02T06:00:00Z', 3000),
    ...[500, 700, 900, 400].map((wh, i) => hour(`2026-11-02T07:${String(i * 15).padStart(2, '0')}:00Z`, wh, 15)),
  ];

  it('lists every counting hour up to the last complete one, a missing hour as missing', () => {
    const hours = countingHours(SPEC, values.slice(0, 2), swedishMidnight('2026-11-02'), new Date('2026-11-02T08:00:00Z'));
    expect(hours).toEqual([
      { start: '2026-11-02T06:00:00.000Z', day: '2026-11-02', hour: 7, kw: 3 },
      { start: '2026-11-02T07:00:00.000Z', day: '2026-11-02', hour: 8, kw: null },
    ]);
  });

  it('answers the billed peak, the top hours, the fee on the customer’s basis and the threshold', () => {
    const answer = currentMonthAnswer({ facility: FACILITY, month: '2026-11', model: SPEC, values, until: new Date('2026-11-02T08:00:00Z'), vat: INCL });
    expect(answer.peaks.map((p) => [p.day, p.hour, p.kw])).toEqual([['2026-11-02', 7, 3]]);
    expect(answer.topHours.map((p) => [p.hour, p.kw])).toEqual([
      [7, 3],
      [8, 2.5],
    ]);
    expect(answer.billedKw).toBe(3);
    // 3 kW × 81,25 kr = 243,75 kr; with VAT 304,6875 → 304,69 kr.
    expect(answer.feeOre).toBe(30_469);
    expect(answer.vatBasis).toBe('incl');
    expect(answer.thresholdKw).toBe(3);
    expect(answer.model).toMatchObject({ peaks: 1, window: { from: 7, to: 19 }, priceOrePerKw: 10_156.25, vatBasis: 'incl' });
    expect(answer.hours.map((h) => h.kw)).toEqual([3, 2.5]);
    const company = currentMonthAnswer({ facility: FACILITY, month: '2026-11', model: SPEC, values, until: new Date('2026-11-02T08:00:00Z'), vat: EXCL });
    expect(company).toMatchObject({ feeOre: 24_375, vatBasis: 'excl', model: { priceOrePerKw: 8125, vatBasis: 'excl' } });
  });

  it('has no threshold before the first counting hour', () => {
    const answer = currentMonthAnswer({ facility: FACILITY, month: '2026-11', model: SPEC, values: [], until: swedishMidnight('2026-11-01'), vat: INCL });
    expect(answer).toMatchObject({ peaks: [], billedKw: 0, feeOre: 0, thresholdKw: null, hours: [] });
  });

  it('shows no fee in a month without a model', () => {
    const answer = currentMonthAnswer({ facility: FACILITY, month: '2023-11', model: null, values, until: new Date('2023-11-30T00:00:00Z'), vat: INCL });
    expect(answer).toMatchObject({ model: null, peaks: [], topHours: [], feeOre: 0, thresholdKw: null, hours: [] });
  });

  it('lists at most ten top hours, highest first, an earlier hour before a later equal one', () => {
    const many = Array.from({ length: 12 }, (_, i) => hour(`2026-11-03T${String(6 + i).padStart(2, '0')}:00:00Z`, i === 11 ? 1001 : 1000 + i));
    const top = topHours(SPEC, many);
    expect(top).toHaveLength(10);
    expect(top[0]!.kw).toBe(1.01);
    expect(top.at(-1)!.start).toBe('2026-11-03T07:00:00.000Z');
  });
});

describe('a closed month', () => {
  it('is complete only with a value for each of its hours', () => {
    const { from, to } = monthSpan('2026-02');
    const all: MeterValue[] = [];
    for (let t = from.getTime(); t < to.getTime(); t += 3_600_000) all.push({ start: new Date(t), minutes: 60, wh: 1000 });
    expect(isComplete(all, '2026-02')).toBe(true);
    expect(isComplete(all.slice(1), '2026-02')).toBe(false);
    const summary = monthSummary('2026-02', SPEC, all);
    expect(summary).toMatchObject({ billedKw: 1, feeOre: 8125, energyWh: 672_000, complete: true });
  });

  it('shows the invoice’s fee once invoiced, whatever the peak gives now; until then the peak’s fee on the basis, as an estimate', () => {
    const summary = { month: '2026-02', model: SPEC, peaks: [], billedKw: 1, feeOre: 8125, energyWh: 672_000, complete: true };
    expect(historyMonth(summary, undefined, INCL)).toMatchObject({ feeOre: 10_156, vatBasis: 'incl', estimated: true, invoiceId: null });
    expect(historyMonth(summary, undefined, EXCL)).toMatchObject({ feeOre: 8125, vatBasis: 'excl', estimated: true, invoiceId: null });
    // A value corrected after the invoice was issued does not move the invoiced fee.
    expect(historyMonth(summary, { ore: 10_157, invoiceId: 'F26025000101001' }, INCL)).toMatchObject({
      feeOre: 10_157,
      estimated: false,
      invoiceId: 'F26025000101001',
    });
    const none = { ...summary, model: null, billedKw: null, feeOre: null };
    expect(historyMonth(none, undefined, INCL)).toMatchObject({ feeOre: null, estimated: false, invoiceId: null });
  });
});

describe('the price lists the fees are read from', () => {
  it('take a new peak price from its first month on, and leave the months before it', () => {
    const models = [...DEMO_LISTS.peakModels, { ...DEMO_LISTS.peakModels[0]!, from: '2027-02-01', model: { ...SPEC, priceOrePerKw: 9000 } }];
    expect(modelOfMonth('2027-01', models)?.priceOrePerKw).toBe(8125);
    expect(modelOfMonth('2027-02', models)?.priceOrePerKw).toBe(9000);
  });

  it('show the fee with the VAT of the month, and tell the customer when no rate is known', () => {
    const twelve = { vat: [...DEMO_LISTS.vat, { from: '2026-11-01', to: null, percent: 12 }] };
    const month = (vat: VatTerms) =>
      currentMonthAnswer({
        facility: FACILITY,
        month: '2026-11',
        model: SPEC,
        values: [hour('2026-11-02T06:00:00Z', 3000)],
        until: new Date('2026-11-02T08:00:00Z'),
        vat,
      });
    expect(month({ basis: 'incl', lists: twelve }).feeOre).toBe(27_300);
    expect(month({ basis: 'excl', lists: twelve }).feeOre).toBe(24_375);
    expect(vatOfMonth('2026-11', DEMO_LISTS)).toBe(25);
    expect(() => vatOfMonth('2019-12', DEMO_LISTS)).toThrow(expect.objectContaining({ statusCode: 404, code: 'no_price_list' }));
    // Without VAT no rate is needed: a company's fee is shown whether or not one is stored.
    expect(month({ basis: 'excl', lists: { vat: [] } }).feeOre).toBe(24_375);
    expect(() => month({ basis: 'incl', lists: { vat: [] } })).toThrow(expect.objectContaining({ code: 'no_price_list' }));
  });

  it('leave out a month no grid price list covers, as one under the fuse tariff', () => {
    expect(
      gridFeeMonth({ month: '2026-10', fuse: '20A', energyWh: 1000, powerFeeOre: 0, billedKw: null }, { ...DEMO_LISTS, gridTariffs: [] }, 'incl'),
    ).toBeNull();
  });
});

describe('the grid fee under the power tariff and the last fuse tariff', () => {
  it('adds the fixed fee by fuse, the transfer and the power fee (given on the basis), with VAT per line for a consumer', () => {
    const month = gridFeeMonth({ month: '2026-10', fuse: '20A', energyWh: 1_234_567, powerFeeOre: 50_781, billedKw: 5 }, DEMO_LISTS, 'incl');
    // Power tariff: 395 kr, 1 234,567 kWh × 7,5 öre = 9 259,25 → 9 259 öre, 5 kW × 81,25 kr; fuse tariff: 420 kr, × 28 öre = 34 567,876 → 34 568 öre.
    expect(month).toEqual({
      month: '2026-10',
      energyKwh: 1234.567,
      billedKw: 5,
      power: { fixedOre: 49_375, transferOre: withVat(9259), powerOre: withVat(40_625), totalOre: 49_375 + 11_574 + 50_781 },
      fuse: { fixedOre: 52_500, transferOre: withVat(34_568), powerOre: 0, totalOre: 52_500 + 43_210 },
      differenceOre: 49_375 + 11_574 + 50_781 - (52_500 + 43_210),
    });
    expect(withVat(9259)).toBe(11_574);
    expect(withVat(40_625)).toBe(50_781);
    expect(withVat(34_568)).toBe(43_210);
    const company = gridFeeMonth({ month: '2026-10', fuse: '20A', energyWh: 1_234_567, powerFeeOre: 40_625, billedKw: 5 }, DEMO_LISTS, 'excl');
    expect(company?.power).toEqual({ fixedOre: 39_500, transferOre: 9259, powerOre: 40_625, totalOre: 39_500 + 9259 + 40_625 });
    expect(company?.fuse).toEqual({ fixedOre: 42_000, transferOre: 34_568, powerOre: 0, totalOre: 42_000 + 34_568 });
  });

  it('has nothing to compare in a month still under the fuse tariff', () => {
    expect(gridFeeMonth({ month: '2023-12', fuse: '20A', energyWh: 1000, powerFeeOre: 0, billedKw: null }, DEMO_LISTS, 'incl')).toBeNull();
  });

  it('sums the months line by line, names the tariffs, and knows only the price lists’ fuse sizes', () => {
    const summaries = ['2023-12', '2024-01', '2024-02'].map((m) => ({
      month: m,
      model: modelOfMonth(m, DEMO_LISTS.peakModels),
      peaks: [],
      billedKw: 2,
      feeOre: 16_250,
      energyWh: 500_000,
      complete: true,
    }));
    const answer = comparisonAnswer(
      '16A',
      summaries.map((summary) => ({ summary, feeOre: 20_313 })),
      '2026-11-23',
      DEMO_LISTS,
      'incl',
    );
    expect(answer.vatBasis).toBe('incl');
    expect(answer.months[0]!.power.powerOre).toBe(20_313);
    expect(answer.months.map((m) => m.month)).toEqual(['2024-01', '2024-02']);
    expect(answer.total.power.totalOre).toBe(answer.months[0]!.power.totalOre * 2);
    expect(answer.total.differenceOre).toBe(answer.total.power.totalOre - answer.total.fuse.totalOre);
    expect(answer.powerTariff).toEqual({ productNumber: 'EL SÄK EFF', name: 'Elnät effekttariff' });
    expect(answer.fuseTariff).toEqual({ productNumber: 'EL SÄKR', name: 'Elnät säkringstariff' });
    expect(fuseSizeOf('25A')).toBe('25A');
    expect(fuseSizeOf('24A')).toBeNull();
    expect(fuseSizeOf(null)).toBeNull();
  });
});
