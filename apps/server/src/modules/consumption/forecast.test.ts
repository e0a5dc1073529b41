import { describe, expect, it } from 'vitest';
import { isWorkingDay } from '../../lib/swedish-holidays.ts';
import { addDays } from '../../lib/swedish-time.ts';
import { baselines, forecastReadFrom, makeForecast, ratioWindowStart, type StoredDay, ratioOfUse } from './forecast.ts';

const TODAY = '2026-11-24';

/**
 * A household that used 10 kWh on working days and 20 kWh on free days all of 2025, and 20 % more
 * in 2026 (12 and 24 kWh), stored in Wh up to yesterday.
 */
function history(until = TODAY, change: (day: string, stored: StoredDay) => StoredDay | null = (_, s) => s): Map<string, StoredDay> {
  const days = new Map<string, StoredDay>();
  for (let day = '2025-01-01'; day < until; day = addDays(day, 1)) {
    const working = isWorkingDay(day);
    const wh = day < '2026-01-01' ? (working ? 10_000 : 20_000) : working ? 12_000 : 24_000;
    const stored = change(day, { value: wh, complete: true });
    if (stored) days.set(day, stored);
  }
  return days;
}

describe('the forecast of the rest of the month and year', () => {
  it('reads from the baseline month of the ratio window: this year so far, but at least four weeks', () => {
    expect(ratioWindowStart(TODAY)).toBe('2026-01-01');
    expect(forecastReadFrom(TODAY)).toBe('2025-01-01');
    // On 10 January the window reaches back into December, whose baseline is December two years back.
    expect(ratioWindowStart('2026-01-10')).toBe('2025-12-13');
    expect(forecastReadFrom('2026-01-10')).toBe('2024-12-01');
  });

  it('scales last year’s working-day and free-day means by this year’s ratio (hand-computed)', () => {
    const forecast = makeForecast(TODAY, history());
    expect(forecast.ratio).toBe(1.2);
    expect(forecast.madeOn).toBe(TODAY);
    // 24–30 November 2026: Tue–Fri and Mon are working days (5 × 12 kWh), Sat and Sun free (2 × 24 kWh).
    expect(forecast.days.slice(0, 7).map((d) => d.value)).toEqual([12, 12, 12, 12, 24, 24, 12]);
    expect(forecast.days).toHaveLength(38);
    expect(forecast.days.at(-1)).toEqual({ date: '2026-12-31', value: 24 });
    // 1–23 November measured: 16 working days × 12 + 7 free days × 24 = 360 kWh; forecast 5 × 12 + 2 × 24 = 108.
    expect(forecast.months[0]).toEqual({ period: '2026-11', measured: 360, forecast: 108, total: 468 });
    // December 2026: 20 working days; 8 weekend days and julafton, juldagen, nyårsafton are free: 20 × 12 + 11 × 24 = 504.
    expect(forecast.months[1]).toEqual({ period: '2026-12', measured: 0, forecast: 504, total: 504 });
    expect(forecast.year.forecast).toBe(612);
    let measured = 0;
    for (let day = '2026-01-01'; day < TODAY; day = addDays(day, 1)) measured += isWorkingDay(day) ? 12 : 24;
    expect(forecast.year).toEqual({ period: '2026', measured, forecast: 612, total: measured + 612 });
  });

  it('leaves incomplete and missing days out of the ratio and the baseline, but counts what an incomplete day measured', () => {
    // 2 November 2026 (a working day) half-read at 6 kWh, 3 November missing; a free day of November 2025 half-read at 1 kWh.
    const days = history(TODAY, (day, stored) =>
      day === '2026-11-02'
        ? { value: 6_000, complete: false }
        : day === '2026-11-03'
          ? null
          : day === '2025-11-01'
            ? { value: 1_000, complete: false }
            : stored,
    );
    const forecast = makeForecast(TODAY, days);
    expect(forecast.ratio).toBe(1.2);
    expect(forecast.days.slice(0, 7).map((d) => d.value)).toEqual([12, 12, 12, 12, 24, 24, 12]);
    // 360 − 12 (2 Nov read in part, at 6) − 12 (3 Nov missing) + 6.
    expect(forecast.months[0]).toMatchObject({ measured: 342, total: 450 });
  });

  it('uses the month’s mean over all days where the same day type had no complete day, and is null where the month has none', () => {
    // December 2025's free days lost; no value at all in November 2025.
    const days = history(TODAY, (day, stored) => ((day.startsWith('2025-12') && !isWorkingDay(day)) || day.startsWith('2025-11') ? null : stored));
    const baseline = baselines(days);
    expect(baseline('2026-12-26')).toBe(10_000);
    expect(baseline('2026-11-24')).toBeNull();
    const forecast = makeForecast(TODAY, days);
    expect(forecast.months[1]).toEqual({ period: '2026-12', measured: 0, forecast: 31 * 12, total: 372 });
    expect(forecast.months[0]).toEqual({ period: '2026-11', measured: 360, forecast: null, total: null });
    expect(forecast.year.total).toBeNull();
  });

  it('is unscaled when fewer than seven days can be compared (a new meter)', () => {
    const days = history(TODAY, (day, stored) => (day >= '2026-01-01' && day < '2026-11-18' ? null : stored));
    expect(ratioOfUse(TODAY, days, baselines(days))).toBeNull();
    const forecast = makeForecast(TODAY, days);
    expect(forecast.ratio).toBeNull();
    expect(forecast.days[0]).toEqual({ date: TODAY, value: 10 });
  });

  it('forecasts only the last day on New Year’s Eve, from a window reaching back into December', () => {
    const forecast = makeForecast('2026-12-31', history('2026-12-31'));
    expect(forecast.days).toEqual([{ date: '2026-12-31', value: 24 }]);
    expect(forecast.months).toHaveLength(1);
  });
});
