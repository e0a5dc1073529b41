import { describe, expect, it } from 'vitest';
import { CATEGORY_AVERAGES, MONTHLY_PROFILE } from './categories.ts';
import {
  categoryMonthKwhPerM2,
  compareMonths,
  daysOfMonth,
  monthDegreeDays,
  monthEnergy,
  normalisedKwh,
  normalYear,
  perM2,
  rollingYears,
  summerBaseKwhPerDay,
  versusPercent,
} from './rules.ts';

/** Every day of the months given at one temperature, with a few days overridden. */
function temperatures(months: Record<string, number>, overrides: Record<string, number | null> = {}): Map<string, number> {
  const map = new Map<string, number>();
  for (const [month, celsius] of Object.entries(months)) for (const day of daysOfMonth(month)) map.set(day, celsius);
  for (const [day, celsius] of Object.entries(overrides)) {
    if (celsius === null) map.delete(day);
    else map.set(day, celsius);
  }
  return map;
}

/** Each day of a month using the same energy (kWh). */
const daysAt = (month: string, kwh: number) => daysOfMonth(month).map((day) => ({ day, wh: kwh * 1000 }));

describe('degree days (Σ(17 − daily mean) over days below 17 °C)', () => {
  it('counts a February of 28 days at −3 °C as 28 × 20 = 560', () => {
    expect(daysOfMonth('2026-02')).toHaveLength(28);
    expect(monthDegreeDays('2026-02', temperatures({ '2026-02': -3 }))).toEqual({ degreeDays: 560, daysWithoutTemperature: 0 });
  });

  it('leaves out days at 17 °C and warmer: a June with 10 days at 12 °C and 20 at 18 °C is 10 × 5 = 50', () => {
    const june = temperatures(
      { '2026-06': 18 },
      Object.fromEntries(
        daysOfMonth('2026-06')
          .slice(0, 10)
          .map((d) => [d, 12]),
      ),
    );
    expect(monthDegreeDays('2026-06', june).degreeDays).toBe(50);
    // Exactly 17 °C is not below 17.
    expect(monthDegreeDays('2026-06', temperatures({ '2026-06': 17 })).degreeDays).toBe(0);
  });

  it('sums one-decimal temperatures without float noise: 31 days at 16,9 °C are 3,1', () => {
    expect(monthDegreeDays('2026-07', temperatures({ '2026-07': 16.9 })).degreeDays).toBe(3.1);
  });

  it('makes a month with a day missing unknown, never counting the day as warm (zero)', () => {
    const march = temperatures({ '2026-03': 2 }, { '2026-03-14': null, '2026-03-15': null });
    expect(monthDegreeDays('2026-03', march)).toEqual({ degreeDays: null, daysWithoutTemperature: 2 });
  });
});

describe('the normal year (mean of the stored complete calendar years)', () => {
  it('averages each month over the complete years before this one', () => {
    // January 2024 at −2 °C (31 × 19 = 589), January 2025 at −4 °C (31 × 21 = 651): normal January 620.
    const history = new Map([
      ...temperatures(Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`2024-${String(i + 1).padStart(2, '0')}`, i === 0 ? -2 : 10]))),
      ...temperatures(Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`2025-${String(i + 1).padStart(2, '0')}`, i === 0 ? -4 : 10]))),
      // This year's January is colder still but not a complete year: left out.
      ...temperatures({ '2026-01': -10 }),
    ]);
    const normal = normalYear(history, 2026);
    expect(normal.years).toEqual([2024, 2025]);
    expect(normal.degreeDays![0]).toBe(620);
    // February 2024 has 29 days at 10 °C (203), February 2025 28 (196): 199,5.
    expect(normal.degreeDays![1]).toBe(199.5);
  });

  it('skips a year with a day missing, and has no normal year without a complete one', () => {
    const months = (year: number) => Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`${year}-${String(i + 1).padStart(2, '0')}`, 5]));
    const history = new Map([...temperatures(months(2024), { '2024-07-01': null }), ...temperatures(months(2025))]);
    expect(normalYear(history, 2026).years).toEqual([2025]);
    expect(normalYear(temperatures(months(2024), { '2024-07-01': null }), 2026)).toEqual({ years: [], degreeDays: null });
  });
});

describe('the summer base and normalisation', () => {
  it('takes the mean daily use of June–August as the base', () => {
    // June 30 days × 10 kWh, July 31 × 12, August 31 × 14, and a cold January that does not count.
    const days = [...daysAt('2025-06', 10), ...daysAt('2025-07', 12), ...daysAt('2025-08', 14), ...daysAt('2026-01', 100)];
    // (300 + 372 + 434) / 92 = 1106 / 92 ≈ 12,0217 kWh per day.
    expect(summerBaseKwhPerDay(days)).toBeCloseTo(1106 / 92, 9);
    expect(summerBaseKwhPerDay(daysAt('2026-01', 100))).toBeNull();
  });

  it('scales only the heating share above the base by normal / actual degree days', () => {
    // A mild January: 3 100 kWh, 310 kWh of it base; 500 degree days against a normal 620.
    // 310 + 2 790 × 620 / 500 = 310 + 3 459,6 = 3 769,6 kWh.
    expect(normalisedKwh(3100, 310, 500, 620)).toBeCloseTo(3769.6, 9);
    // Without a base all of it is scaled: 3 100 × 1,24 = 3 844.
    expect(normalisedKwh(3100, 0, 500, 620)).toBeCloseTo(3844, 9);
    // A month without heating degree days is kept as metered; unknown degree days give no figure.
    expect(normalisedKwh(300, 300, 0, 12)).toBe(300);
    expect(normalisedKwh(3100, 310, null, 620)).toBeNull();
    expect(normalisedKwh(3100, 310, 500, null)).toBeNull();
  });

  it('takes the month’s base from its days with energy, never more than the month used', () => {
    // 31 days of 100 kWh with a base of 10 kWh a day: 3 100 kWh, 310 of them base.
    expect(monthEnergy('2026-01', daysAt('2026-01', 100), 10)).toEqual({ energyKwh: 3100, baseKwh: 310 });
    // A month with only 5 days metered (2 kWh each) and a base of 10 a day: the base is all 10 kWh.
    expect(monthEnergy('2026-01', daysAt('2026-01', 2).slice(0, 5), 10)).toEqual({ energyKwh: 10, baseKwh: 10 });
    expect(monthEnergy('2026-01', daysAt('2026-01', 100), null)).toEqual({ energyKwh: 3100, baseKwh: 0 });
  });
});

describe('per m² against the category', () => {
  it('divides by the heated area and gives the category’s month from its yearly average and profile', () => {
    expect(perM2(14_500, 145)).toBe(100);
    expect(perM2(14_500, null)).toBeNull();
    expect(MONTHLY_PROFILE.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    // A villa's January: 115 kWh/m² × 0,155 = 17,825.
    expect(categoryMonthKwhPerM2('villa', '2026-01')).toBeCloseTo(17.825, 9);
    expect(versusPercent(138, 115)).toBeCloseTo(20, 9);
    expect(versusPercent(null, 115)).toBeNull();
  });

  it('compares hand-computed months and a rolling year for a 145 m² villa', () => {
    const months = Array.from({ length: 12 }, (_, i) => `2025-${String(i + 1).padStart(2, '0')}`);
    // Every day 20 kWh and 7 °C (10 degree days a day); the normal year has 12 degree days a day; the base is 5 kWh a day.
    const days = months.flatMap((m) => daysAt(m, 20));
    const temps = temperatures(Object.fromEntries(months.map((m) => [m, 7])), { '2025-03-10': null });
    const normal = months.map((m) => 12 * daysOfMonth(m).length);
    const compared = compareMonths(months, days, temps, normal, 5, { category: 'villa', heatedAreaM2: 145 });
    const january = compared[0]!;
    // 620 kWh, 155 of them base; 310 degree days against 372: 155 + 465 × 1,2 = 713 kWh, 713 / 145 ≈ 4,917 kWh/m².
    expect(january).toMatchObject({ month: '2025-01', energyKwh: 620, baseKwh: 155, degreeDays: 310, normalDegreeDays: 372, daysWithoutTemperature: 0 });
    expect(january.normalisedKwh).toBeCloseTo(713, 9);
    expect(january.kwhPerM2).toBeCloseTo(620 / 145, 9);
    expect(january.normalisedKwhPerM2).toBeCloseTo(713 / 145, 9);
    expect(january.categoryKwhPerM2).toBeCloseTo(17.825, 9);
    // March lacks the 10th's temperature: said, and not normalised.
    expect(compared[2]).toMatchObject({ degreeDays: null, daysWithoutTemperature: 1, normalisedKwh: null, normalisedKwhPerM2: null });
    const [year] = rollingYears(compared, { category: 'villa', heatedAreaM2: 145 });
    // 365 × 20 = 7 300 kWh; the year cannot be normalised with March unknown.
    expect(year).toEqual({
      from: '2025-01',
      to: '2025-12',
      energyKwh: 7300,
      normalisedKwh: null,
      kwhPerM2: 7300 / 145,
      normalisedKwhPerM2: null,
      categoryKwhPerM2: CATEGORY_AVERAGES.villa.kwhPerM2Year,
      versusCategoryPercent: null,
    });
  });

  it('normalises a complete rolling year and compares it with the category, latest year first', () => {
    const months = Array.from({ length: 24 }, (_, i) => `${2024 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`);
    const days = months.flatMap((m) => daysAt(m, 20));
    const temps = temperatures(Object.fromEntries(months.map((m) => [m, 7])));
    // A normal year as the actual one: the normalised use is the metered one. 2025: 365 × 20 = 7 300 kWh on 50 m² = 146 kWh/m², 146 / 115 − 1 ≈ +26,96 %.
    const normal = Array.from({ length: 12 }, (_, i) => monthDegreeDays(months[12 + i]!, temps).degreeDays!);
    const years = rollingYears(compareMonths(months, days, temps, normal, 5, { category: 'villa', heatedAreaM2: 50 }), { category: 'villa', heatedAreaM2: 50 });
    expect(years.map((y) => `${y.from}–${y.to}`)).toEqual(['2025-01–2025-12', '2024-01–2024-12']);
    expect(years[0]!.normalisedKwh).toBeCloseTo(7300, 9);
    expect(years[0]!.versusCategoryPercent).toBeCloseTo((146 / 115 - 1) * 100, 9);
    // Without a registered building there is nothing per m².
    const [unknown] = rollingYears(compareMonths(months, days, temps, normal, 5, null), null);
    expect(unknown).toMatchObject({ energyKwh: 7300, kwhPerM2: null, categoryKwhPerM2: null, versusCategoryPercent: null });
  });
});
