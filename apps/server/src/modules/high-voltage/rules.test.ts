import { describe, expect, it } from 'vitest';
import {
  aboveAllowance,
  type HourEnergy,
  hoursByMonth,
  lastMonths,
  monthHours,
  monthOf,
  powerFactor,
  reactiveAllowance,
  summarizeMonth,
  versusSubscribedPower,
} from './rules.ts';

const HOUR = 3_600_000;
const at = (iso: string) => new Date(iso);
const hour = (iso: string, kwh: number, kvarh: number | null = kwh * 0.3): HourEnergy => ({ start: at(iso), kwh, kvarh });

/** Every hour from one instant until another, with the power a function gives. */
function hoursBetween(from: string, to: string, power: (start: Date, index: number) => number): HourEnergy[] {
  const out: HourEnergy[] = [];
  for (let t = Date.parse(from), i = 0; t < Date.parse(to); t += HOUR, i++) out.push({ start: new Date(t), kwh: power(new Date(t), i), kvarh: 0 });
  return out;
}

describe('the months of the high-voltage summary', () => {
  it('are the last 13 calendar months up to this one, over a year end', () => {
    expect(lastMonths('2026-11-23', 13)).toEqual([
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
      '2026-11',
    ]);
    expect(lastMonths('2027-01-01', 2)).toEqual(['2026-12', '2027-01']);
  });

  it('sort an hour into the Swedish month it starts in', () => {
    // 23:00 UTC on 31 October is midnight of 1 November in Stockholm (CET).
    expect(monthOf(at('2026-10-31T22:00:00Z'))).toBe('2026-10');
    expect(monthOf(at('2026-10-31T23:00:00Z'))).toBe('2026-11');
    // 22:00 UTC on 31 March is midnight of 1 April (CEST).
    expect(monthOf(at('2026-03-31T21:00:00Z'))).toBe('2026-03');
    expect(monthOf(at('2026-03-31T22:00:00Z'))).toBe('2026-04');
  });

  it('leave out hours outside the months asked for', () => {
    const byMonth = hoursByMonth(
      ['2026-07'],
      [hour('2026-06-30T21:00:00Z', 1), hour('2026-06-30T22:00:00Z', 2), hour('2026-07-31T21:00:00Z', 3), hour('2026-07-31T22:00:00Z', 4)],
    );
    expect(byMonth.get('2026-07')!.map((h) => h.kwh)).toEqual([2, 3]);
  });
});

describe('each month’s maximum hourly power', () => {
  it('counts every hour of a month with a 25-hour day and finds a maximum in the repeated 02:00 hour', () => {
    // October 2026 in Stockholm: from 22:00 UTC on 30 September to 23:00 UTC on 31 October; the
    // clocks go back on 25 October, so the month has 31 × 24 + 1 hours.
    const october = hoursBetween('2026-09-30T22:00:00Z', '2026-10-31T23:00:00Z', (start) =>
      // The second 02:00 hour of 25 October (01:00 UTC) is the month's highest.
      start.toISOString() === '2026-10-25T01:00:00.000Z' ? 812.4 : start.toISOString() === '2026-10-25T00:00:00.000Z' ? 790 : 400,
    );
    expect(october).toHaveLength(745);
    const november = [hour('2026-10-31T23:00:00Z', 900)];
    expect(monthHours('2026-10', [...november, ...october])).toHaveLength(745);
    const byMonth = hoursByMonth(['2026-10', '2026-11'], [...november, ...october]);
    expect(byMonth.get('2026-10')).toHaveLength(745);
    expect(byMonth.get('2026-11')).toEqual(november);
    expect(summarizeMonth('2026-10', byMonth.get('2026-10')!, 800)).toMatchObject({ month: '2026-10', maxKw: 812.4, maxKwAt: '2026-10-25T01:00:00.000Z' });
  });

  it('counts a 23-hour day as 23 hours', () => {
    // 29 March 2026: the clocks go forward at 02:00, the day runs from 23:00 to 22:00 UTC.
    const day = hoursBetween('2026-03-28T23:00:00Z', '2026-03-29T22:00:00Z', (_, i) => 300 + i);
    expect(day).toHaveLength(23);
    expect(monthHours('2026-03', day).map((h) => h.kw)).toHaveLength(23);
    expect(summarizeMonth('2026-03', day, 800)).toMatchObject({ maxKw: 322, maxKwAt: '2026-03-29T21:00:00.000Z', activeKwh: 23 * 300 + (22 * 23) / 2 });
  });

  it('takes the earliest of two equal maxima', () => {
    const hours = [hour('2026-07-02T12:00:00Z', 700), hour('2026-07-01T12:00:00Z', 700), hour('2026-07-01T13:00:00Z', 650)];
    expect(summarizeMonth('2026-07', hours, 800).maxKwAt).toBe('2026-07-01T12:00:00.000Z');
  });

  it('leaves a month without hours empty', () => {
    expect(summarizeMonth('2026-12', [], 800)).toEqual({
      month: '2026-12',
      maxKw: null,
      maxKwAt: null,
      versusSubscribed: null,
      maxKvar: null,
      maxKvarAt: null,
      hoursAboveAllowance: 0,
      maxAboveAllowanceKvar: 0,
      activeKwh: 0,
      reactiveKvarh: 0,
      cosPhi: null,
      tanPhi: null,
    });
  });
});

describe('the maximum against the subscribed power', () => {
  it('is headroom below it and exceedance above it, in kW and per cent of the subscribed power', () => {
    expect(versusSubscribedPower(720, 800)).toEqual({ kind: 'headroom', kw: 80, percent: 10 });
    expect(versusSubscribedPower(860, 800)).toEqual({ kind: 'exceedance', kw: 60, percent: 7.5 });
    expect(versusSubscribedPower(800, 800)).toEqual({ kind: 'headroom', kw: 0, percent: 0 });
    expect(versusSubscribedPower(812.345, 800)).toEqual({ kind: 'exceedance', kw: 12.345, percent: 1.5 });
  });

  it('is part of the month’s summary', () => {
    const july = [hour('2026-07-15T13:00:00Z', 845.5), hour('2026-07-15T14:00:00Z', 830)];
    expect(summarizeMonth('2026-07', july, 800).versusSubscribed).toEqual({ kind: 'exceedance', kw: 45.5, percent: 5.7 });
  });
});

describe('the reactive power allowance', () => {
  it('lets an hour draw reactive power up to half its active power for free', () => {
    expect(reactiveAllowance(600)).toBe(300);
    expect(aboveAllowance(600, 300)).toBe(0);
    expect(aboveAllowance(600, 310)).toBe(10);
    // Capacitive power (fed back) and an hour without a reactive value are never above it.
    expect(aboveAllowance(250, -20)).toBe(0);
    expect(aboveAllowance(600, null)).toBe(0);
    expect(reactiveAllowance(-5)).toBe(0);
  });

  it('counts the month’s hours above it and the most any went above, and finds the highest reactive power drawn', () => {
    const hours = [
      hour('2026-07-01T10:00:00Z', 600, 300),
      hour('2026-07-01T11:00:00Z', 700, 372),
      hour('2026-07-01T12:00:00Z', 780, 400),
      hour('2026-07-01T13:00:00Z', 500, 240),
      hour('2026-07-05T01:00:00Z', 230, -12),
      hour('2026-07-05T02:00:00Z', 225, null),
    ];
    expect(summarizeMonth('2026-07', hours, 800)).toMatchObject({
      maxKvar: 400,
      maxKvarAt: '2026-07-01T12:00:00.000Z',
      hoursAboveAllowance: 2,
      maxAboveAllowanceKvar: 22,
      activeKwh: 3035,
      reactiveKvarh: 1300,
    });
    expect(monthHours('2026-07', hours).map((h) => h.aboveAllowance)).toEqual([false, true, true, false, false, false]);
    expect(monthHours('2026-07', hours)[4]).toEqual({ start: '2026-07-05T01:00:00.000Z', kw: 230, kvar: -12, aboveAllowance: false });
  });

  it('has no highest reactive power in a month that only fed reactive power back', () => {
    expect(summarizeMonth('2026-07', [hour('2026-07-05T01:00:00Z', 230, -12)], 800)).toMatchObject({ maxKvar: null, maxKvarAt: null, tanPhi: -0.052 });
  });
});

describe('the power factor', () => {
  it('is tan φ = kvarh / kWh and cos φ = 1 / √(1 + tan² φ)', () => {
    expect(powerFactor(1000, 400)).toEqual({ tanPhi: 0.4, cosPhi: 0.928 });
    expect(powerFactor(1000, 0)).toEqual({ tanPhi: 0, cosPhi: 1 });
    expect(powerFactor(1000, 750)).toEqual({ tanPhi: 0.75, cosPhi: 0.8 });
    expect(powerFactor(0, 10)).toBeNull();
  });

  it('is the month’s, from its energies', () => {
    const hours = [hour('2026-02-02T08:00:00Z', 600, 180), hour('2026-02-02T09:00:00Z', 400, 100)];
    expect(summarizeMonth('2026-02', hours, 800)).toMatchObject({ tanPhi: 0.28, cosPhi: 0.963 });
  });
});
