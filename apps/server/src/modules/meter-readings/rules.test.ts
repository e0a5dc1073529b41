import { checkReading, problemsText } from '@mina-sidor/shared/meter-reading';
import { describe, expect, it } from 'vitest';
import { assessReading, daysBetween, quarterDays, spreadUse, usesOf, yearlyReference, yearlyUse, type PreviousReading } from './rules.ts';

const TODAY = '2026-11-24';
const LAST: PreviousReading = { date: '2026-10-01', valueM3: 1000, meterNumber: '12345678' };
const reading = (date: string, valueM3: number, newMeterNumber: string | null = null) => ({ date, valueM3, newMeterNumber });

describe('checkReading: what needs nothing stored (spec §5)', () => {
  it('takes a whole date no later than today and whole m³, with spaces between thousands', () => {
    expect(checkReading({ date: '2026-11-24', value: ' 12 345 ' }, TODAY)).toEqual({
      ok: true,
      reading: { date: '2026-11-24', valueM3: 12345, newMeterNumber: null },
    });
  });

  it.each([
    ['', 'Det här fältet krävs'],
    ['24.11.2026', 'Ange datumet som dd.mm.åååå.'],
    ['2026-02-30', 'Ange datumet som dd.mm.åååå.'],
    ['1899-12-31', 'Välj ett datum mellan 1900-01-01 och 2099-12-31.'],
    ['2026-11-25', 'Datumet kan inte vara senare än i dag.'],
  ])('refuses the date %j: %s', (date, message) => {
    expect(checkReading({ date, value: '1' }, TODAY)).toEqual({ ok: false, problems: { date: message } });
  });

  it.each([
    ['', 'Det här fältet krävs'],
    ['-3', 'Mätarställningen kan inte vara negativ.'],
    ['12,5', 'Ange mätarställningen i hela m³, utan decimaler.'],
    ['12.', 'Ange mätarställningen i hela m³, utan decimaler.'],
    ['tolv', 'Ange mätarställningen med siffror.'],
    ['1e3', 'Ange mätarställningen med siffror.'],
    ['100000000', 'En vattenmätare visar högst åtta siffror. Kontrollera mätarställningen.'],
  ])('refuses the value %j: %s', (value, message) => {
    expect(checkReading({ date: TODAY, value }, TODAY)).toEqual({ ok: false, problems: { value: message } });
  });

  it('takes 99 999 999 m³, the most eight digits show', () => {
    expect(checkReading({ date: TODAY, value: '99999999' }, TODAY).ok).toBe(true);
  });

  it('asks a new meter for its number, as printed on it', () => {
    expect(checkReading({ date: TODAY, value: '3', newMeterNumber: ' ' }, TODAY)).toEqual({ ok: false, problems: { newMeterNumber: 'Det här fältet krävs' } });
    expect(checkReading({ date: TODAY, value: '3', newMeterNumber: '12' }, TODAY)).toEqual({
      ok: false,
      problems: { newMeterNumber: 'Ange mätarnumret som det står på mätaren: 4–20 siffror eller bokstäver.' },
    });
    expect(checkReading({ date: TODAY, value: '3', newMeterNumber: ' AB-1234 ' }, TODAY)).toEqual({
      ok: true,
      reading: { date: TODAY, valueM3: 3, newMeterNumber: 'AB-1234' },
    });
  });

  it('names every wrong field in one text, in the form’s order', () => {
    const checked = checkReading({ date: '2027-01-01', value: 'x' }, TODAY);
    expect(checked.ok).toBe(false);
    if (!checked.ok) {
      expect(problemsText(checked.problems)).toBe(
        'Avläsningsdatum: Datumet kan inte vara senare än i dag. Mätarställning (m³): Ange mätarställningen med siffror.',
      );
    }
  });
});

describe('assessReading: each plausibility branch', () => {
  // Last year 170 m³; 2026-10-01 → 2026-11-24 is 54 days.
  const assess = (r: ReturnType<typeof reading>, confirmed = false, lastYear: number | null = 170) => assessReading(r, LAST, '12345678', lastYear, confirmed);

  it('stores a meter’s first reading as it is: nothing to compare with', () => {
    expect(assessReading(reading('2026-11-24', 5), null, '12345678', null, false)).toEqual({ kind: 'plausible', usedM3: null, confirmedQuestions: [] });
  });

  it('finds a usual reading plausible, with the use since the last one', () => {
    // 25 m³ in 54 days = 169,0 m³ a year: −0,6 % from 170.
    expect(assess(reading('2026-11-24', 1025))).toEqual({ kind: 'plausible', usedM3: 25, confirmedQuestions: [] });
  });

  it('refuses a date before the last reading', () => {
    expect(assess(reading('2026-09-30', 1010))).toEqual({ kind: 'refused', problems: { date: 'Datumet är före den senaste avläsningen, 1 oktober 2026.' } });
  });

  it('knows the same reading sent again, and refuses another on the same date', () => {
    expect(assess(reading('2026-10-01', 1000))).toEqual({ kind: 'duplicate' });
    expect(assess(reading('2026-10-01', 1001))).toEqual({ kind: 'taken' });
  });

  it('refuses more than the meter can measure: over 60 m³ a day', () => {
    // 54 days × 60 m³ = 3 240 m³ at most: that much is asked about (far above last year), one more refused.
    expect(assess(reading('2026-11-24', 4240)).kind).toBe('questions');
    expect(assess(reading('2026-11-24', 4241))).toEqual({
      kind: 'refused',
      problems: { value: '3\u00a0241\u00a0m³ på 54 dygn är mer än en vattenmätare kan mäta. Kontrollera mätarställningen.' },
    });
  });

  it('asks about a reading lower than the last, and stores it without a use once confirmed', () => {
    const question = {
      kind: 'lower-than-last',
      message: '990\u00a0m³ är lägre än den senaste avläsningen, 1\u00a0000\u00a0m³ den 1 oktober 2026. Har mätaren bytts, kryssa i Ny mätare i stället.',
    };
    expect(assess(reading('2026-11-24', 990))).toEqual({ kind: 'questions', questions: [question] });
    expect(assess(reading('2026-11-24', 990), true)).toEqual({ kind: 'plausible', usedM3: null, confirmedQuestions: [question] });
  });

  it('takes a lower reading of a new meter without asking, and counts nothing from the old one', () => {
    expect(assess(reading('2026-11-24', 3, '87654321'))).toEqual({ kind: 'plausible', usedM3: null, confirmedQuestions: [] });
  });

  it('refuses a “new” meter with the number of the one in place', () => {
    expect(assess(reading('2026-11-24', 3, '12345678'))).toEqual({
      kind: 'refused',
      problems: { newMeterNumber: 'Numret är den nuvarande mätarens. Ange den nya mätarens nummer.' },
    });
  });

  it('asks about a yearly use more than 30 % above last year’s', () => {
    // 33 m³ in 54 days = 223,06 m³ a year: +31,2 % from 170. 32 m³ = 216,3: +27,2 %, not asked.
    expect(assess(reading('2026-11-24', 1032)).kind).toBe('plausible');
    const asked = assess(reading('2026-11-24', 1033));
    expect(asked).toEqual({
      kind: 'questions',
      questions: [{ kind: 'yearly-change', message: 'Avläsningen motsvarar 223\u00a0m³ per år, 31\u00a0% mer än förra årets 170\u00a0m³.' }],
    });
    expect(assess(reading('2026-11-24', 1033), true)).toMatchObject({ kind: 'plausible', usedM3: 33 });
  });

  it('asks about a yearly use more than 30 % below last year’s', () => {
    // 17 m³ in 54 days = 114,9 m³ a year: −32,4 %. 18 m³ = 121,7: −28,4 %, not asked.
    expect(assess(reading('2026-11-24', 1018)).kind).toBe('plausible');
    expect(assess(reading('2026-11-24', 1017))).toEqual({
      kind: 'questions',
      questions: [{ kind: 'yearly-change', message: 'Avläsningen motsvarar 115\u00a0m³ per år, 32\u00a0% mindre än förra årets 170\u00a0m³.' }],
    });
  });

  it('compares with last year only where there is a last year', () => {
    expect(assess(reading('2026-11-24', 1100), false, null)).toEqual({ kind: 'plausible', usedM3: 100, confirmedQuestions: [] });
    expect(assess(reading('2026-11-24', 1100), false, 0)).toEqual({ kind: 'plausible', usedM3: 100, confirmedQuestions: [] });
  });
});

describe('the arithmetic behind it', () => {
  it('counts days across a DST change as calendar days', () => {
    expect(daysBetween('2026-10-01', '2026-11-24')).toBe(54);
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
  });

  it('turns a use into a yearly use, and last year’s metered days into last year’s use', () => {
    expect(yearlyUse(25, 54)).toBeCloseTo(168.98, 2);
    expect(yearlyReference(164_250, 365)).toBe(164.25);
    // 330 days metered: 150 m³ of them is 165,9 m³ over a year; fewer days are no basis.
    expect(yearlyReference(150_000, 330)).toBeCloseTo(165.91, 2);
    expect(yearlyReference(150_000, 329)).toBeNull();
  });

  it('spreads a use evenly over the days between readings, the litres adding up exactly', () => {
    // 10 m³ over 3 days: 3 334, 3 333, 3 333 litres.
    const days = spreadUse('2026-10-30', '2026-11-02', 10_000);
    expect(days).toEqual([
      { day: '2026-10-30', litres: 3334 },
      { day: '2026-10-31', litres: 3333 },
      { day: '2026-11-01', litres: 3333 },
    ]);
    expect(spreadUse('2026-10-01', '2026-11-24', 25_000).reduce((sum, d) => sum + d.litres, 0)).toBe(25_000);
  });

  it('gives each reading its use since the one before on the same meter', () => {
    const stored = [
      { date: '2026-01-01', valueM3: 100, meterNumber: 'A', newMeter: false },
      { date: '2026-04-01', valueM3: 140, meterNumber: 'A', newMeter: false },
      { date: '2026-05-01', valueM3: 130, meterNumber: 'A', newMeter: false },
      { date: '2026-06-01', valueM3: 2, meterNumber: 'B', newMeter: true },
      { date: '2026-07-01', valueM3: 15, meterNumber: 'B', newMeter: false },
    ];
    expect(usesOf(stored)).toEqual([null, 40, null, null, 13]);
  });

  it('reads the demo’s meters on each quarter’s first day', () => {
    expect(quarterDays('2024-01-01', '2024-10-01')).toEqual(['2024-04-01', '2024-07-01', '2024-10-01']);
    expect(quarterDays('2025-11-15', '2026-11-24')).toEqual(['2026-01-01', '2026-04-01', '2026-07-01', '2026-10-01']);
  });
});
