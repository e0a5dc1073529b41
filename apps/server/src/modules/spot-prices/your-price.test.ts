import { describe, expect, it } from 'vitest';
import { peakModelNamed } from '../../lib/peak-models.ts';
import { inSwedishTime, swedishMidnight } from '../../lib/swedish-time.ts';
import { dayHours, type StoredPrice } from './rules.ts';
import { cheapestWindow, type ElectricityContract, inPeakWindow, pricedInterval, type YourPriceInput, type YourPriceLists, yourPriceOf } from './your-price.ts';

const MINUTE = 60_000;
const MODEL = peakModelNamed('weekday-daytime-hour', 8125)!;
const tariff = (from: string, to: string | null, transferOrePerKwh: number) => ({
  from,
  to,
  kind: 'power' as const,
  productNumber: 'EL SÄK EFF',
  name: 'Elnät effekttariff',
  fixedOrePerMonth: { '16A': 0, '20A': 0, '25A': 0, '35A': 0, '50A': 0, '63A': 0 },
  transferOrePerKwh,
});
/** Price lists of their own, not the demo's: a transfer fee and an energy tax that change at the new year. */
const LISTS: YourPriceLists = {
  gridTariffs: [tariff('2024-01-01', '2025-12-31', 7.5), tariff('2026-01-01', null, 9)],
  energyTax: [
    { from: '2025-01-01', to: null, orePerKwh: 43.9, northernOrePerKwh: 34.3 },
    { from: '2026-01-01', to: null, orePerKwh: 36, northernOrePerKwh: null },
  ],
  vat: [{ from: '2020-01-01', to: null, percent: 25 }],
  peakModels: [{ from: '2024-01-01', to: null, name: 'weekday-daytime-hour', model: MODEL }],
};
const GRID: ElectricityContract = {
  productNumber: 'EL SÄK EFF',
  productName: 'Elnät effekttariff',
  endDate: null,
  bindingPeriodEnd: null,
  prices: [{ name: 'Överföring', price: 7.5, unit: 'öre/kWh' }],
};
const VARIABLE: ElectricityContract = {
  productNumber: 'EL RÖRLIG',
  productName: 'Elhandel rörligt pris',
  endDate: null,
  bindingPeriodEnd: null,
  prices: [
    { name: 'Påslag', price: 4.9, unit: 'öre/kWh' },
    { name: 'Månadsavgift', price: 39, unit: 'kr/mån' },
  ],
};
const FIXED: ElectricityContract = {
  productNumber: 'EL FAST 3',
  productName: 'Elhandel fast pris 3 år',
  endDate: '2027-05-31',
  bindingPeriodEnd: '2027-05-31',
  prices: [
    { name: 'Elpris', price: 89.5, unit: 'öre/kWh' },
    { name: 'Månadsavgift', price: 49, unit: 'kr/mån' },
  ],
};

/** A local day's prices, every interval priced by its local hour (and, within a day's repeated hour, its place). */
function day(date: string, minutes: 15 | 60, oreAt: (hour: number, index: number) => number): StoredPrice[] {
  const start = swedishMidnight(date).getTime();
  return Array.from({ length: (dayHours(date) * 60) / minutes }, (_, i) => {
    const at = new Date(start + i * minutes * MINUTE);
    return { start: at, minutes, ore: oreAt(inSwedishTime(at).hour, i) };
  });
}

const local = (iso: string) => {
  const { day: date, hour, minute } = inSwedishTime(new Date(iso));
  return `${date} ${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
};

const input = (over: Partial<YourPriceInput>): YourPriceInput => ({
  facilityKey: 'F1',
  area: 'SE3',
  basis: 'incl',
  contracts: [GRID, VARIABLE],
  sellsSurplus: false,
  days: [],
  today: '2026-11-27',
  now: new Date('2026-11-27T12:00:00Z'),
  lists: LISTS,
  ...over,
});

describe('the price of a kWh with its parts', () => {
  it('adds mark-up, transfer fee and energy tax to the spot price, and the VAT on their sum', () => {
    const price = { start: new Date('2026-11-23T10:00:00Z'), minutes: 15, ore: 50 };
    // Computed by hand: 50 + 4.9 + 9 + 36 = 99.9 öre; 25 % VAT is 24.975; the total 124.875.
    expect(pricedInterval(price, { markup: 4.9, transfer: 9, energyTax: 36, vatPercent: 25 })).toEqual({
      start: '2026-11-23T10:00:00.000Z',
      end: '2026-11-23T10:15:00.000Z',
      spot: 50,
      markup: 4.9,
      transfer: 9,
      energyTax: 36,
      vat: 24.975,
      total: 124.875,
    });
  });

  it('has no VAT part for a customer who reads prices without VAT, and takes a negative spot price as it is', () => {
    const price = { start: new Date('2026-11-23T10:00:00Z'), minutes: 60, ore: -12.5 };
    expect(pricedInterval(price, { markup: 4.9, transfer: 9, energyTax: 36, vatPercent: 0 })).toMatchObject({ spot: -12.5, vat: 0, total: 37.4 });
  });

  it('takes each day’s transfer fee and energy tax from the price lists in force that day', () => {
    const answer = yourPriceOf(
      input({
        today: '2025-12-31',
        now: new Date('2025-12-31T11:00:00Z'),
        days: [
          { day: '2025-12-31', prices: day('2025-12-31', 15, () => 40) },
          { day: '2026-01-01', prices: day('2026-01-01', 15, () => 40) },
        ],
      }),
    );
    if (answer.kind !== 'variable') throw new Error(answer.kind);
    const [last, first] = answer.days;
    expect(last!.intervals[0]).toMatchObject({ spot: 40, markup: 4.9, transfer: 7.5, energyTax: 43.9, vat: 24.075, total: 120.375 });
    expect(first!.intervals[0]).toMatchObject({ spot: 40, markup: 4.9, transfer: 9, energyTax: 36, vat: 22.475, total: 112.375 });
    expect(answer.monthlyFee).toBe(4875);
    expect(answer.peakWindow).toEqual({ from: 7, to: 19, weekdaysOnly: true });
  });

  it('answers a day not yet published without intervals or a window, never as zero', () => {
    const answer = yourPriceOf(
      input({
        days: [
          { day: '2026-11-27', prices: day('2026-11-27', 15, () => 40) },
          { day: '2026-11-28', prices: [] },
        ],
      }),
    );
    if (answer.kind !== 'variable') throw new Error(answer.kind);
    expect(answer.days[1]).toEqual({ day: '2026-11-28', status: 'not-yet-published', resolutionMinutes: null, intervals: [], cheapest: null });
  });
});

describe('a fixed price', () => {
  it('is the contract’s energy price and fee on the customer’s basis, with its end date, and no spot price in it', () => {
    const days = [{ day: '2026-11-27', prices: day('2026-11-27', 15, () => 300) }];
    const incl = yourPriceOf(input({ contracts: [GRID, FIXED], days, sellsSurplus: true }));
    expect(incl).toEqual({
      kind: 'fixed',
      facilityKey: 'F1',
      vatBasis: 'incl',
      productName: 'Elhandel fast pris 3 år',
      energyPrice: 111.875,
      monthlyFee: 6125,
      endDate: '2027-05-31',
      sellsSurplus: true,
    });
    expect(yourPriceOf(input({ basis: 'excl', contracts: [GRID, FIXED], days }))).toMatchObject({ energyPrice: 89.5, monthlyFee: 4900 });
  });

  it('is none without an electricity trading contract: a grid contract alone', () => {
    expect(yourPriceOf(input({ contracts: [GRID], days: [{ day: '2026-11-27', prices: [] }] }))).toEqual({ kind: 'none', facilityKey: 'F1' });
  });
});

describe('the cheapest three hours outside the peak window', () => {
  const priced = (prices: StoredPrice[]) => prices.map((p) => pricedInterval(p, { markup: 0, transfer: 0, energyTax: 0, vatPercent: 0 }));
  /** Cheapest 10–13 (inside the window on a working day), next cheapest 20–23. */
  const daytimeDip = (hour: number) => (hour >= 10 && hour < 13 ? 5 : hour >= 20 && hour < 23 ? 20 : 80);

  it('keeps out of 07–19 on a weekday', () => {
    const window = cheapestWindow(priced(day('2026-11-24', 15, daytimeDip)), MODEL, new Date(0))!;
    expect([local(window.start), local(window.end), window.average]).toEqual(['2026-11-24 20:00', '2026-11-24 23:00', 20]);
    expect(inPeakWindow(MODEL, new Date('2026-11-24T09:00:00Z'))).toBe(true);
  });

  it('takes the daytime on a holiday (trettondedag jul, a Tuesday) and a weekend, which the peak does not count', () => {
    for (const holiday of ['2026-01-06', '2026-11-28']) {
      const window = cheapestWindow(priced(day(holiday, 15, daytimeDip)), MODEL, new Date(0))!;
      expect([local(window.start), local(window.end), window.average]).toEqual([`${holiday} 10:00`, `${holiday} 13:00`, 5]);
    }
  });

  it('takes the daytime where the grid tariff has no power fee', () => {
    const window = cheapestWindow(priced(day('2026-11-24', 60, daytimeDip)), null, new Date(0))!;
    expect([local(window.start), local(window.end)]).toEqual(['2026-11-24 10:00', '2026-11-24 13:00']);
  });

  it('is three real hours on the 23-hour day: 01:00–05:00 local, the clocks jumping past 02:00', () => {
    const prices = day('2026-03-29', 15, (hour) => (hour >= 1 && hour < 5 ? 3 : 60));
    expect(prices).toHaveLength(92);
    const window = cheapestWindow(priced(prices), MODEL, new Date(0))!;
    expect([window.start, window.end, window.average]).toEqual(['2026-03-29T00:00:00.000Z', '2026-03-29T03:00:00.000Z', 3]);
    expect([local(window.start), local(window.end)]).toEqual(['2026-03-29 01:00', '2026-03-29 05:00']);
  });

  it('is three real hours on the 25-hour day: both 02:00 hours and 03:00', () => {
    // The two 02:00 hours are quarter-hours 8–15; 03:00 is 16–19.
    const prices = day('2025-10-26', 15, (_hour, index) => (index >= 8 && index < 20 ? 2 : 60));
    expect(prices).toHaveLength(100);
    const window = cheapestWindow(priced(prices), MODEL, new Date(0))!;
    expect([window.start, window.end, window.average]).toEqual(['2025-10-26T00:00:00.000Z', '2025-10-26T03:00:00.000Z', 2]);
    expect([local(window.start), local(window.end)]).toEqual(['2025-10-26 02:00', '2025-10-26 04:00']);
  });

  it('today, leaves out what has passed, and is none when no three hours are left outside the window', () => {
    const intervals = priced(day('2026-11-28', 15, (hour) => (hour < 3 ? 1 : hour >= 20 && hour < 23 ? 30 : 50)));
    const later = cheapestWindow(intervals, MODEL, new Date('2026-11-28T10:00:00Z'))!;
    expect([local(later.start), local(later.end)]).toEqual(['2026-11-28 20:00', '2026-11-28 23:00']);
    // At 22:00 on a weekday only two hours of the day remain.
    expect(cheapestWindow(priced(day('2026-11-24', 60, () => 10)), MODEL, new Date('2026-11-24T21:00:00Z'))).toBeNull();
  });

  it('is given per day in the answer, from the hours still ahead today and the whole of tomorrow', () => {
    const answer = yourPriceOf(
      input({
        now: new Date('2026-11-27T21:00:00Z'),
        days: [
          { day: '2026-11-27', prices: day('2026-11-27', 15, daytimeDip) },
          { day: '2026-11-28', prices: day('2026-11-28', 15, daytimeDip) },
        ],
      }),
    );
    if (answer.kind !== 'variable') throw new Error(answer.kind);
    // Friday 22:00: 20–23 has begun and is partly over; Saturday counts no peak.
    expect(answer.days[0]!.cheapest).toBeNull();
    expect(local(answer.days[1]!.cheapest!.start)).toBe('2026-11-28 10:00');
  });
});
