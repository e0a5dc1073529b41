import type { CheckedReading, ReadingProblems, ReadingQuestion } from '@mina-sidor/shared/meter-reading';
import { addDays } from '../../lib/swedish-time.ts';

/**
 * The most a water meter can have measured in a day: a household meter (Q3 = 2.5 m³/h) running
 * flat out around the clock passes 60 m³. A reading implying more was mistyped, not used.
 */
export const MAX_M3_PER_DAY = 60;
/** Lerum's rule (docs/domain.md, Water): a reading whose yearly use differs more than this from last year's is asked about. */
export const YEARLY_CHANGE_LIMIT = 0.3;
/** Last year's use is a basis for the comparison only with at least this many of its days metered. */
export const REFERENCE_MIN_DAYS = 330;

/** The reading a new one follows: the point's newest. */
export type PreviousReading = { date: string; valueM3: number; meterNumber: string };

export type Assessment =
  /** Not stored; each problem is shown at its field (a 422). */
  | { kind: 'refused'; problems: ReadingProblems }
  /** The same reading as the newest stored: a second send of it, answered with the stored one. */
  | { kind: 'duplicate' }
  /** Another reading is stored for the date (a 409). */
  | { kind: 'taken' }
  /** Asked about until the customer confirms it. */
  | { kind: 'questions'; questions: ReadingQuestion[] }
  /**
   * Stored. `usedM3` is the use since the previous reading of the same meter, spread over the days
   * between them; null when nothing is counted (the first reading, a new meter, a lower reading).
   * `confirmedQuestions`: what the customer was asked and confirmed (empty when nothing was asked).
   */
  | { kind: 'plausible'; usedM3: number | null; confirmedQuestions: ReadingQuestion[] };

const whole = new Intl.NumberFormat('sv-SE', { maximumFractionDigits: 0 });
const longDate = new Intl.DateTimeFormat('sv-SE', { dateStyle: 'long', timeZone: 'UTC' });
const m3 = (value: number) => `${whole.format(value)}\u00a0m³`;
/** A local date 'YYYY-MM-DD' as Swedish text: "1 oktober 2026". */
export const swedishDate = (day: string) => longDate.format(new Date(`${day}T00:00:00Z`));

/** Whole days from one local date to a later one. */
export const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** A use over `days` days as a yearly use (365 days), m³. */
export const yearlyUse = (usedM3: number, days: number) => (usedM3 * 365) / days;

/**
 * Last year's use (m³ a year) from the water series over the year before the previous reading:
 * its metered litres scaled to 365 days, or null when too few days were metered to compare with.
 */
export function yearlyReference(litres: number, daysWithValues: number): number | null {
  if (daysWithValues < REFERENCE_MIN_DAYS) return null;
  return yearlyUse(litres / 1000, daysWithValues);
}

/**
 * What happens to a reading that passed the form's checks, given the point's newest reading, the
 * meter in place and last year's use: refused (before the newest reading, the meter number it
 * already has, more than the meter can measure), a repeat, asked about (lower than the newest
 * reading of the same meter, or a yearly use more than ±30 % from last year's), or plausible.
 * `confirmed`: the customer was asked and keeps it, so questions no longer stop it.
 */
export function assessReading(
  reading: CheckedReading,
  previous: PreviousReading | null,
  currentMeter: string,
  lastYearM3: number | null,
  confirmed: boolean,
): Assessment {
  const newMeter = reading.newMeterNumber !== null;
  if (newMeter && reading.newMeterNumber === currentMeter) {
    return { kind: 'refused', problems: { newMeterNumber: 'Numret är den nuvarande mätarens. Ange den nya mätarens nummer.' } };
  }
  if (previous === null) return { kind: 'plausible', usedM3: null, confirmedQuestions: [] };
  if (reading.date === previous.date) {
    const same = reading.valueM3 === previous.valueM3 && (reading.newMeterNumber ?? currentMeter) === previous.meterNumber;
    return same ? { kind: 'duplicate' } : { kind: 'taken' };
  }
  if (reading.date < previous.date) {
    return { kind: 'refused', problems: { date: `Datumet är före den senaste avläsningen, ${swedishDate(previous.date)}.` } };
  }
  // A new meter starts its own count: nothing is compared with the old meter's readings.
  if (newMeter) return { kind: 'plausible', usedM3: null, confirmedQuestions: [] };
  const days = daysBetween(previous.date, reading.date);
  const usedM3 = reading.valueM3 - previous.valueM3;
  if (usedM3 > MAX_M3_PER_DAY * days) {
    return {
      kind: 'refused',
      problems: {
        value: `${m3(usedM3)} på ${days === 1 ? 'ett dygn' : `${days} dygn`} är mer än en vattenmätare kan mäta. Kontrollera mätarställningen.`,
      },
    };
  }
  const questions: ReadingQuestion[] = [];
  if (usedM3 < 0) {
    questions.push({
      kind: 'lower-than-last',
      message: `${m3(reading.valueM3)} är lägre än den senaste avläsningen, ${m3(previous.valueM3)} den ${swedishDate(previous.date)}. Har mätaren bytts, kryssa i Ny mätare i stället.`,
    });
  } else if (lastYearM3 !== null && lastYearM3 > 0) {
    const yearly = yearlyUse(usedM3, days);
    const change = yearly / lastYearM3 - 1;
    if (Math.abs(change) > YEARLY_CHANGE_LIMIT) {
      questions.push({
        kind: 'yearly-change',
        message: `Avläsningen motsvarar ${m3(yearly)} per år, ${whole.format(Math.abs(change) * 100)}\u00a0% ${change > 0 ? 'mer' : 'mindre'} än förra årets ${m3(lastYearM3)}.`,
      });
    }
  }
  if (questions.length > 0 && !confirmed) return { kind: 'questions', questions };
  return { kind: 'plausible', usedM3: usedM3 >= 0 ? usedM3 : null, confirmedQuestions: questions };
}

/**
 * A use spread evenly over the days [from, to) as whole litres per day: the remainder goes one
 * litre each to the first days, so the days add up to exactly the use.
 */
export function spreadUse(from: string, to: string, litres: number): { day: string; litres: number }[] {
  const days = daysBetween(from, to);
  const base = Math.floor(litres / days);
  const remainder = litres - base * days;
  return Array.from({ length: days }, (_, i) => ({ day: addDays(from, i), litres: base + (i < remainder ? 1 : 0) }));
}

/** A stored reading as the rules see it, oldest first. */
export type StoredReading = { date: string; valueM3: number; meterNumber: string; newMeter: boolean };

/**
 * Each reading's use since the previous reading of the same meter (oldest first in, same order
 * out): null for a meter's first reading, a new meter's, and one lower than the reading before.
 */
export function usesOf(readings: readonly StoredReading[]): (number | null)[] {
  return readings.map((reading, i) => {
    const before = readings[i - 1];
    if (!before || reading.newMeter || before.meterNumber !== reading.meterNumber) return null;
    const used = reading.valueM3 - before.valueM3;
    return used >= 0 ? used : null;
  });
}

/** The demo's quarterly reading days: each quarter's first day after `from`, up to and including `today`. */
export function quarterDays(from: string, today: string): string[] {
  const days: string[] = [];
  // Quarters counted from year 0: quarter q starts on month (q mod 4) × 3 + 1 of year ⌊q / 4⌋.
  for (let q = Number(from.slice(0, 4)) * 4 + Math.floor((Number(from.slice(5, 7)) - 1) / 3) + 1; ; q++) {
    const day = `${Math.floor(q / 4)}-${String((q % 4) * 3 + 1).padStart(2, '0')}-01`;
    if (day > today) return days;
    days.push(day);
  }
}
