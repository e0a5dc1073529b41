import { describe, expect, it } from 'vitest';
import { countingPeriods, type MeterValue, monthPeak, type PeakModel, powerPeriods } from './peak-model.ts';
import { PEAK_MODEL_NAMES, peakModelNamed } from './peak-models.ts';

/** A model of the catalogue by the name a price list gives, at a price (öre per kW excluding VAT). */
const named = (name: string, priceOrePerKw: number): PeakModel => {
  const model = peakModelNamed(name, priceOrePerKw);
  if (!model) throw new Error(`no peak model named ${name}`);
  return model;
};
const SPEC = named('weekday-daytime-hour', 8125);
/** The other common Swedish models (docs/domain.md), prices excluding VAT. */
const GOTEBORG = named('three-days-hour', 3600);
const ELLEVIO = named('three-days-hour-night-half', 6500);
const FALKENBERG = named('three-winter-weekdays-daytime-hour', 5000);
const TEKNISKA_VERKEN = named('five-days-hour', 4000);

/** An hour's energy at a Swedish wall-clock time in winter (UTC+1) or summer (UTC+2). */
const at = (local: string, wh: number, minutes: 15 | 60 = 60): MeterValue => {
  const month = Number(local.slice(5, 7));
  const offset = month >= 4 && month <= 10 ? '+02:00' : '+01:00';
  return { start: new Date(`${local}:00${offset}`), minutes, wh };
};
const kws = (peak: ReturnType<typeof monthPeak>) => peak.peaks.map((p) => [p.day, p.hour, p.countedKw]);

describe('the spec’s peak model (§9)', () => {
  // May 2026: Thursday the 14th is Kristi himmelsfärdsdag, the 16th a Saturday.
  const values = [
    at('2026-05-12T08:00', 4200),
    at('2026-05-12T18:00', 5100), // the last counting hour
    at('2026-05-12T19:00', 9000), // after the window
    at('2026-05-14T12:00', 8000), // a holiday on a weekday
    at('2026-05-16T12:00', 7000), // a Saturday
    at('2026-05-13T06:00', 6000), // before the window
  ];

  it('bills the month’s highest hour 07:00–19:00 on a non-holiday weekday, and the fee at its price', () => {
    const peak = monthPeak(SPEC, values);
    expect(kws(peak)).toEqual([['2026-05-12', 18, 5.1]]);
    expect(peak.billedKw).toBe(5.1);
    expect(peak.feeOre).toBe(Math.round(5.1 * 8125));
    expect(peak.thresholdKw).toBe(5.1);
  });

  it('makes the hour’s mean power from its four quarter-hours', () => {
    const quarters = [1000, 1500, 2000, 500].map((wh, i) => at(`2026-05-12T10:${String(i * 15).padStart(2, '0')}`, wh, 15));
    expect(monthPeak(SPEC, quarters).billedKw).toBe(5);
  });

  it('has no peak and no fee in a month without a counting hour', () => {
    expect(monthPeak(SPEC, [at('2026-05-16T12:00', 7000)])).toMatchObject({ peaks: [], billedKw: 0, feeOre: 0, thresholdKw: 0 });
  });
});

describe('three peaks on different days, the whole day (Göteborg Energi)', () => {
  it('takes each day’s highest hour only, even when two top hours fall on one day', () => {
    const values = [
      at('2026-01-10T17:00', 9000),
      at('2026-01-10T18:00', 8500), // the second-highest hour, on the same day
      at('2026-01-11T03:00', 6000), // a night hour on a Sunday counts in full
      at('2026-01-12T12:00', 4000),
      at('2026-01-13T12:00', 3000),
    ];
    const peak = monthPeak(GOTEBORG, values);
    expect(kws(peak)).toEqual([
      ['2026-01-10', 17, 9],
      ['2026-01-11', 3, 6],
      ['2026-01-12', 12, 4],
    ]);
    expect(peak.billedKw).toBeCloseTo(19 / 3, 10);
    expect(peak.thresholdKw).toBe(4);
  });

  it('averages the peaks found so far early in the month, and any hour raises it meanwhile', () => {
    const peak = monthPeak(GOTEBORG, [at('2026-01-01T10:00', 3000), at('2026-01-02T10:00', 5000)]);
    expect(peak.billedKw).toBe(4);
    expect(peak.thresholdKw).toBe(0);
  });
});

describe('night hours at half (Ellevio)', () => {
  it('counts 22:00–06:00 at half its power', () => {
    const values = [at('2026-02-02T23:00', 10_000), at('2026-02-03T05:00', 8000), at('2026-02-03T06:00', 4500), at('2026-02-04T21:00', 4000)];
    const peak = monthPeak(ELLEVIO, values);
    expect(kws(peak)).toEqual([
      ['2026-02-02', 23, 5],
      ['2026-02-03', 6, 4.5],
      ['2026-02-04', 21, 4],
    ]);
    expect(peak.peaks[0]!.kw).toBe(10);
  });
});

describe('winter months only, 06:00–20:00 on non-holiday weekdays (Falkenberg)', () => {
  it('has no fee in April, and counts 6 January as a holiday', () => {
    expect(monthPeak(FALKENBERG, [at('2026-04-07T10:00', 9000)]).feeOre).toBe(0);
    const january = [at('2026-01-06T10:00', 9000), at('2026-01-07T06:00', 3000), at('2026-01-07T20:00', 8000), at('2026-01-08T19:00', 2000)];
    expect(kws(monthPeak(FALKENBERG, january))).toEqual([
      ['2026-01-07', 6, 3],
      ['2026-01-08', 19, 2],
    ]);
  });
});

describe('five peaks on different dates (Tekniska verken)', () => {
  it('averages the five highest days', () => {
    const values = [1, 2, 3, 4, 5, 6].flatMap((d) => [at(`2026-03-0${d}T12:00`, d * 1000), at(`2026-03-0${d}T13:00`, d * 1000 - 500)]);
    const peak = monthPeak(TEKNISKA_VERKEN, values);
    expect(peak.peaks.map((p) => p.kw)).toEqual([6, 5, 4, 3, 2]);
    expect(peak.billedKw).toBe(4);
    expect(peak.thresholdKw).toBe(2);
  });
});

describe('days when the clocks change', () => {
  const quarterHours = (fromUtc: string, toUtc: string) => {
    const values: MeterValue[] = [];
    for (let t = Date.parse(fromUtc); t < Date.parse(toUtc); t += 15 * 60_000) values.push({ start: new Date(t), minutes: 15, wh: 250 });
    return values;
  };

  it('gives 25 hours on the last Sunday of October, the two 02:00 hours apart', () => {
    const periods = countingPeriods(GOTEBORG, quarterHours('2026-10-24T22:00:00Z', '2026-10-25T23:00:00Z'));
    expect(periods).toHaveLength(25);
    expect(periods.filter((p) => p.hour === 2).map((p) => p.kw)).toEqual([1, 1]);
  });

  it('gives 23 hours on the last Sunday of March, without 02:00', () => {
    const periods = countingPeriods(GOTEBORG, quarterHours('2026-03-28T23:00:00Z', '2026-03-29T22:00:00Z'));
    expect(periods).toHaveLength(23);
    expect(periods.map((p) => p.hour)).not.toContain(2);
  });

  it('refuses hourly values for a quarter-hour model rather than guess', () => {
    expect(() => powerPeriods([at('2026-01-01T10:00', 1000)], 15)).toThrow();
  });
});

describe('the catalogue of models a price list names', () => {
  it('knows each model by its name, with the price the price list gives', () => {
    expect(PEAK_MODEL_NAMES).toEqual([
      'weekday-daytime-hour',
      'three-days-hour',
      'three-days-hour-night-half',
      'three-winter-weekdays-daytime-hour',
      'five-days-hour',
    ]);
    expect(SPEC).toEqual({
      peaks: 1,
      distinctDays: false,
      window: { from: 7, to: 19 },
      weekdaysOnly: true,
      holidaysExcluded: true,
      months: null,
      night: null,
      measuringMinutes: 60,
      priceOrePerKw: 8125,
    });
    expect(peakModelNamed('toString', 100)).toBeUndefined();
    expect(peakModelNamed('okänd', 100)).toBeUndefined();
  });
});

/**
 * A second, brute-force reading of the models for the month test: every UTC hour's local time from
 * toLocaleString, the holidays by name of day from a hand list of 2026, every subset order tried
 * by repeatedly taking the highest remaining candidate.
 */
function bruteForceBilledKw(model: PeakModel, values: readonly MeterValue[]): number {
  const holidays2026 = [
    '01-01',
    '01-06',
    '04-03',
    '04-05',
    '04-06',
    '05-01',
    '05-14',
    '05-24',
    '06-06',
    '06-19',
    '06-20',
    '10-31',
    '12-24',
    '12-25',
    '12-26',
    '12-31',
  ];
  const hours = new Map<number, number>();
  for (const v of values) {
    const hour = v.start.getTime() - (v.start.getTime() % 3_600_000);
    hours.set(hour, (hours.get(hour) ?? 0) + v.wh);
  }
  const within = (span: { from: number; to: number }, h: number) => (span.from < span.to ? span.from <= h && h < span.to : span.from <= h || h < span.to);
  const candidates: { day: string; power: number }[] = [];
  for (const [start, wh] of hours) {
    const local = new Date(new Date(start).toLocaleString('en-US', { timeZone: 'Europe/Stockholm' }));
    const day = `${local.getFullYear()}-${String(local.getMonth() + 1).padStart(2, '0')}-${String(local.getDate()).padStart(2, '0')}`;
    const h = local.getHours();
    if (model.months && !model.months.includes(local.getMonth() + 1)) continue;
    if (model.window && !within(model.window, h)) continue;
    if (model.weekdaysOnly && (local.getDay() === 0 || local.getDay() === 6)) continue;
    if (model.holidaysExcluded && holidays2026.includes(day.slice(5))) continue;
    candidates.push({ day, power: (wh / 1000) * (model.night && within(model.night, h) ? model.night.weight : 1) });
  }
  const chosen: number[] = [];
  const usedDays = new Set<string>();
  while (chosen.length < model.peaks) {
    const open = candidates.filter((c) => !(model.distinctDays && usedDays.has(c.day)));
    if (open.length === 0) break;
    const best = open.reduce((a, b) => (b.power > a.power ? b : a));
    chosen.push(best.power);
    usedDays.add(best.day);
    candidates.splice(candidates.indexOf(best), 1);
  }
  return chosen.length === 0 ? 0 : chosen.reduce((a, b) => a + b, 0) / chosen.length;
}

describe('every model on a whole month of quarter-hour values', () => {
  /** A villa's winter month with a holiday (6 January), deterministic: a morning and an evening top, noise. */
  const month = (() => {
    let seed = 42;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const values: MeterValue[] = [];
    for (let t = Date.parse('2025-12-31T23:00:00Z'); t < Date.parse('2026-01-31T23:00:00Z'); t += 15 * 60_000) {
      const hour = (new Date(t).getUTCHours() + 1) % 24;
      const base = hour >= 6 && hour < 9 ? 900 : hour >= 17 && hour < 21 ? 1100 : 400;
      values.push({ start: new Date(t), minutes: 15, wh: Math.round(base + random() * 800) });
    }
    return values;
  })();

  it.each([
    ['the spec', SPEC],
    ['Göteborg Energi', GOTEBORG],
    ['Ellevio', ELLEVIO],
    ['Falkenberg', FALKENBERG],
    ['Tekniska verken', TEKNISKA_VERKEN],
  ])('%s: the billed peak equals the brute-force reading', (_, model) => {
    const billed = monthPeak(model, month).billedKw;
    expect(billed).toBeGreaterThan(0);
    expect(billed).toBeCloseTo(bruteForceBilledKw(model, month), 9);
  });
});
