import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { swedishMidnight } from '../../lib/swedish-time.ts';
import { readPublishedDay } from './public-format.ts';
import {
  dayHours,
  dayStatus,
  fetchableDays,
  hourlyAverages,
  priceUrl,
  spotPriceDayOf,
  spotPriceMonthOf,
  type StoredPrice,
  summarize,
  tiling,
  weightedAverage,
  withVat,
} from './rules.ts';

const at = (iso: string) => new Date(iso);
const MINUTE = 60_000;

/** A local day cut into equal intervals from its midnight, the way a published file tiles it. */
function cut(day: string, minutes: number, count?: number) {
  const start = swedishMidnight(day).getTime();
  const n = count ?? (dayHours(day) * 60) / minutes;
  return Array.from({ length: n }, (_, i) => ({ start: new Date(start + i * minutes * MINUTE), end: new Date(start + (i + 1) * minutes * MINUTE) }));
}

const fixture = (file: string) => JSON.parse(readFileSync(path.join(import.meta.dirname, '../../../test/fixtures/spot-prices', file), 'utf8')) as unknown;

describe('VAT', () => {
  it('adds 25 % to a price in öre/kWh, negative prices too', () => {
    expect(withVat(80, 25)).toEqual({ exclVat: 80, inclVat: 100 });
    expect(withVat(-4, 25)).toEqual({ exclVat: -4, inclVat: -5 });
    expect(withVat(0.5, 25)).toEqual({ exclVat: 0.5, inclVat: 0.625 });
    // Five published decimals of SEK are three of öre; binary noise below the fourth is dropped.
    expect(withVat(45.123, 25)).toEqual({ exclVat: 45.123, inclVat: 56.4038 });
  });

  it('adds the rate the price lists give, not a fixed one', () => {
    expect(withVat(80, 12)).toEqual({ exclVat: 80, inclVat: 89.6 });
  });
});

describe('days in Swedish time', () => {
  it('has 23, 24 and 25 hours, starting at local midnight', () => {
    expect(dayHours('2026-03-29')).toBe(23);
    expect(dayHours('2026-11-23')).toBe(24);
    expect(dayHours('2025-10-26')).toBe(25);
    expect(swedishMidnight('2026-11-23').toISOString()).toBe('2026-11-22T23:00:00.000Z');
    expect(swedishMidnight('2026-07-01').toISOString()).toBe('2026-06-30T22:00:00.000Z');
  });
});

describe('tiling a day', () => {
  it.each([
    ['2026-03-29', 15, 92],
    ['2026-11-23', 15, 96],
    ['2025-10-26', 15, 100],
    ['2024-03-31', 60, 23],
    ['2024-11-23', 60, 24],
    ['2024-10-27', 60, 25],
  ] as const)('accepts %s in %i-minute intervals (%i of them)', (day, minutes, count) => {
    const intervals = cut(day, minutes);
    expect(intervals).toHaveLength(count);
    expect(tiling(day, intervals)).toEqual({ minutes });
  });

  it('refuses too few, a gap, an overlap, other lengths and mixed lengths, saying why', () => {
    const day = '2026-11-23';
    const full = cut(day, 15);
    expect(tiling(day, full.slice(1))).toEqual({ error: '2026-11-23 har 24 timmar, alltså 96 kvartar, men filen har 95 priser.' });
    expect(tiling('2026-03-29', cut('2026-03-29', 15, 96))).toEqual({ error: '2026-03-29 har 23 timmar, alltså 92 kvartar, men filen har 96 priser.' });
    const gap = [...full.slice(0, 40), full[41]!, full[41]!, ...full.slice(42)];
    expect(tiling(day, gap)).toEqual({ error: 'Priserna täcker inte 2026-11-23 utan luckor eller överlapp: väntade ett pris från kl. 10:00.' });
    const late = cut(day, 15).map((i) => ({ start: new Date(i.start.getTime() + 60 * MINUTE), end: new Date(i.end.getTime() + 60 * MINUTE) }));
    expect(tiling(day, late)).toEqual({ error: 'Priserna täcker inte 2026-11-23 utan luckor eller överlapp: väntade ett pris från kl. 00:00.' });
    expect(tiling(day, cut(day, 30))).toEqual({ error: 'Ett prisintervall måste vara en kvart eller en timme, inte 30 minuter.' });
    const mixed = [...full.slice(0, 95), { start: full[95]!.start, end: new Date(full[95]!.start.getTime() + 60 * MINUTE) }];
    expect(tiling(day, mixed)).toEqual({ error: 'Alla prisintervall under ett dygn måste vara lika långa.' });
    expect(tiling(day, [])).toEqual({ error: 'Filen har inga priser för 2026-11-23.' });
  });
});

describe('reading a file of the public format', () => {
  it.each([
    ['2026/03-29_SE3.json', '2026-03-29', 15, 92],
    ['2026/11-20_SE3.json', '2026-11-20', 15, 96],
    ['2025/10-26_SE3.json', '2025-10-26', 15, 100],
    ['2024/03-31_SE3.json', '2024-03-31', 60, 23],
  ] as const)('reads %s as %s, %i-minute prices, %i of them', (file, day, minutes, count) => {
    const read = readPublishedDay(fixture(file), { fileName: file });
    expect(read).toMatchObject({ area: 'SE3', day, minutes });
    expect('prices' in read && read.prices).toHaveLength(count);
  });

  it('keeps the published numbers as they are', () => {
    const read = readPublishedDay(fixture('2026/11-20_SE3.json'), { fileName: '11-20_SE3.json' });
    expect('prices' in read && read.prices[0]).toEqual({
      start: at('2026-11-19T23:00:00Z'),
      minutes: 15,
      sekPerKwh: 0.39153,
      eurPerKwh: 0.03562,
      exr: 10.9918,
    });
  });

  it('takes the area from --area or the name, and refuses what does not fit, in Swedish', () => {
    const day = fixture('2026/11-20_SE3.json');
    expect(readPublishedDay(day, { fileName: 'priser.json', area: 'SE4' })).toMatchObject({ area: 'SE4', day: '2026-11-20' });
    expect(readPublishedDay(day, { fileName: 'priser.json' })).toEqual({
      error: 'Ange elområdet (SE1–SE4) med --area eller i filnamnet, till exempel 11-23_SE3.json.',
    });
    expect(readPublishedDay(day, { fileName: '11-20_SE3.json', area: 'SE1' })).toEqual({ error: 'Filnamnet säger SE3 men elområdet angavs som SE1.' });
    expect(readPublishedDay(day, { fileName: '11-21_SE3.json' })).toEqual({ error: 'Filnamnet säger 11-21 men priserna gäller 2026-11-20.' });
    expect(readPublishedDay((day as object[]).slice(1), { area: 'SE3' })).toEqual({
      error: '2026-11-20 har 24 timmar, alltså 96 kvartar, men filen har 95 priser.',
    });
    const zero = (day as Record<string, unknown>[]).map((p, i) => (i === 3 ? { ...p, SEK_per_kWh: '0,45' } : p));
    expect(readPublishedDay(zero, { area: 'SE3' })).toEqual({
      error:
        'Filen följer inte formatet (en lista av SEK_per_kWh, EUR_per_kWh, EXR, time_start, time_end): 3.SEK_per_kWh — Invalid input: expected number, received string.',
    });
    expect(readPublishedDay({ data: [] }, { area: 'SE3' })).toMatchObject({ error: expect.stringContaining('Filen följer inte formatet') });
  });
});

describe('hourly averages', () => {
  const quarter = (iso: string, ore: number): StoredPrice => ({ start: at(iso), minutes: 15, ore });

  it('averages the four quarter-hours of each hour', () => {
    const prices = [10, 20, 30, 40, 5, 5, 5, -3].map((ore, i) => ({ start: new Date(Date.parse('2026-11-22T23:00:00Z') + i * 15 * MINUTE), minutes: 15, ore }));
    expect(hourlyAverages(prices)).toEqual([
      { start: at('2026-11-22T23:00:00Z'), minutes: 60, ore: 25 },
      { start: at('2026-11-23T00:00:00Z'), minutes: 60, ore: 3 },
    ]);
  });

  it('keeps the two 02:00 hours of a 25-hour day apart, and has 23 on a 23-hour day', () => {
    const long = cut('2025-10-26', 15).map((i) => ({ start: i.start, minutes: 15, ore: 1 }));
    expect(hourlyAverages(long)).toHaveLength(25);
    const short = cut('2026-03-29', 15).map((i) => ({ start: i.start, minutes: 15, ore: 1 }));
    expect(hourlyAverages(short)).toHaveLength(23);
  });

  it('leaves hourly prices as they are', () => {
    const hours = [quarter('2024-11-23T00:00:00Z', 7)].map((p) => ({ ...p, minutes: 60 }));
    expect(hourlyAverages(hours)).toEqual(hours);
  });
});

describe('the consumption-weighted average', () => {
  const price = (iso: string, minutes: number, ore: number): StoredPrice => ({ start: at(iso), minutes, ore });
  const value = (iso: string, minutes: number, wh: number) => ({ start: at(iso), minutes, wh });

  it('is Σ(price × kWh) / Σ kWh, against a hand computation', () => {
    // 3 kWh at 100 öre and 1 kWh at 20 öre: (300 + 20) / 4 = 80 öre/kWh, where the plain average is 60.
    const prices = [price('2026-11-23T00:00:00Z', 60, 100), price('2026-11-23T01:00:00Z', 60, 20)];
    const values = [value('2026-11-23T00:00:00Z', 60, 3000), value('2026-11-23T01:00:00Z', 60, 1000)];
    expect(weightedAverage(prices, values)).toEqual({ ore: 80, kWh: 4 });
    expect(summarize(prices)?.average).toBe(60);
  });

  it('spreads an hourly value over quarter-hour prices, and meets quarter-hour values with an hourly price', () => {
    // 4 kWh over the hour, 1 kWh per quarter at 10, 20, 30 and 40 öre: 100 öre / 4 kWh = 25.
    const quarters = [10, 20, 30, 40].map((ore, i) => price(new Date(Date.parse('2026-11-23T00:00:00Z') + i * 15 * MINUTE).toISOString(), 15, ore));
    expect(weightedAverage(quarters, [value('2026-11-23T00:00:00Z', 60, 4000)])).toEqual({ ore: 25, kWh: 4 });
    // Quarter-hour values 1, 0, 0, 3 kWh against 10, 20, 30, 40: (10 + 120) / 4 = 32.5.
    const qValues = [1000, 0, 0, 3000].map((wh, i) => value(new Date(Date.parse('2026-11-23T00:00:00Z') + i * 15 * MINUTE).toISOString(), 15, wh));
    expect(weightedAverage(quarters, qValues)).toEqual({ ore: 32.5, kWh: 4 });
    expect(weightedAverage([price('2026-11-23T00:00:00Z', 60, 48)], qValues)).toEqual({ ore: 48, kWh: 4 });
  });

  it('counts only the intervals with both a price and a value', () => {
    const prices = [price('2026-11-23T00:00:00Z', 60, 100), price('2026-11-23T02:00:00Z', 60, 40)];
    const values = [value('2026-11-23T00:00:00Z', 60, 1000), value('2026-11-23T01:00:00Z', 60, 5000), value('2026-11-23T02:00:00Z', 60, 3000)];
    // The hour without a price (5 kWh) is left out: (100 + 120) / 4 = 55.
    expect(weightedAverage(prices, values)).toEqual({ ore: 55, kWh: 4 });
    expect(weightedAverage(prices, [])).toBeNull();
    expect(weightedAverage(prices, [value('2026-11-23T05:00:00Z', 60, 1000)])).toBeNull();
    expect(weightedAverage([], values)).toBeNull();
  });
});

describe('a day’s status and the fetch schedule', () => {
  it('calls a day without prices missing up to today and not yet published after', () => {
    expect(dayStatus('2026-11-23', '2026-11-23', true)).toBe('published');
    expect(dayStatus('2026-10-14', '2026-11-23', false)).toBe('missing');
    expect(dayStatus('2026-11-23', '2026-11-23', false)).toBe('missing');
    expect(dayStatus('2026-11-24', '2026-11-23', false)).toBe('not-yet-published');
  });

  it('fetches today, and tomorrow from 13:00 Swedish time (CET and CEST)', () => {
    expect(fetchableDays(at('2026-11-23T11:59:00Z'))).toEqual(['2026-11-23']);
    expect(fetchableDays(at('2026-11-23T12:00:00Z'))).toEqual(['2026-11-23', '2026-11-24']);
    expect(fetchableDays(at('2026-06-30T10:59:00Z'))).toEqual(['2026-06-30']);
    expect(fetchableDays(at('2026-06-30T11:00:00Z'))).toEqual(['2026-06-30', '2026-07-01']);
    expect(fetchableDays(at('2026-12-31T22:30:00Z'))).toEqual(['2026-12-31', '2027-01-01']);
  });

  it('fills the source’s address template', () => {
    expect(priceUrl('https://www.elprisetjustnu.se/api/v1/prices/{yyyy}/{mm}-{dd}_{area}.json', 'SE4', '2026-03-09')).toBe(
      'https://www.elprisetjustnu.se/api/v1/prices/2026/03-09_SE4.json',
    );
  });
});

describe('the answers', () => {
  it('answers a day with its intervals, hourly averages and summary with and without VAT', () => {
    const prices = cut('2026-11-23', 15).map((i, n) => ({ start: i.start, minutes: 15, ore: n < 4 ? [10, 20, 30, 40][n]! : 80 }));
    const day = spotPriceDayOf({ facilityKey: 'F', area: 'SE3', day: '2026-11-23', today: '2026-11-23', prices, vatPercent: 25 });
    expect(day).toMatchObject({ status: 'published', resolutionMinutes: 15 });
    expect(day.intervals).toHaveLength(96);
    expect(day.intervals[0]).toEqual({ start: '2026-11-22T23:00:00.000Z', end: '2026-11-22T23:15:00.000Z', price: { exclVat: 10, inclVat: 12.5 } });
    expect(day.hours).toHaveLength(24);
    expect(day.hours[0]!.price).toEqual({ exclVat: 25, inclVat: 31.25 });
    // (25 + 23 × 80) / 24 = 77.7083…
    expect(day.summary).toEqual({ average: withVat((25 + 23 * 80) / 24, 25), min: withVat(10, 25), max: withVat(80, 25) });
  });

  it('answers a day without prices as missing or not yet published, with nothing in it (never zeros)', () => {
    expect(spotPriceDayOf({ facilityKey: 'F', area: 'SE3', day: '2026-10-14', today: '2026-11-23', prices: [], vatPercent: 25 })).toEqual({
      facilityKey: 'F',
      area: 'SE3',
      day: '2026-10-14',
      status: 'missing',
      resolutionMinutes: null,
      intervals: [],
      hours: [],
      summary: null,
    });
  });

  it('answers a month with every day, the missing one without an average, and both averages', () => {
    const prices = ['2026-02-01', '2026-02-03'].flatMap((day, d) => cut(day, 60).map((i) => ({ start: i.start, minutes: 60, ore: d === 0 ? 40 : 100, day })));
    // 1 kWh an hour on the 1st (40 öre), 3 kWh an hour on the 3rd (100 öre): (24 × 40 + 72 × 100) / 96 = 85.
    const energy = prices.map((p) => ({ start: p.start, minutes: 60, wh: p.day === '2026-02-01' ? 1000 : 3000 }));
    const month = spotPriceMonthOf({ facilityKey: 'F', area: 'SE3', month: '2026-02', today: '2026-02-04', prices, energy, vatPercent: 25 });
    expect(month.days).toHaveLength(28);
    expect(month.days.slice(0, 5)).toEqual([
      { day: '2026-02-01', status: 'published', average: withVat(40, 25) },
      { day: '2026-02-02', status: 'missing', average: null },
      { day: '2026-02-03', status: 'published', average: withVat(100, 25) },
      { day: '2026-02-04', status: 'missing', average: null },
      { day: '2026-02-05', status: 'not-yet-published', average: null },
    ]);
    expect(month.average).toEqual(withVat(70, 25));
    expect(month.weighted).toEqual({ average: withVat(85, 25), kWh: 96 });
  });
});
