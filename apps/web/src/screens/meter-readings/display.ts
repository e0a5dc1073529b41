import { checkReading, type MeterReading, READING_FIELDS, type ReadingQuestion } from '@mina-sidor/shared/meter-reading';
import { custom, pipe, transform } from 'zod/mini';
import { formatQuantity } from '@/lib/number-format.ts';
import { longDate, swedishToday } from '@/lib/swedish.ts';
import type { Question } from '@/ui/confirm-dialog.tsx';
import type { DateInput } from '@/ui/date-input.ts';

/** Whole m³ as the register shows them: "1 234 m³". */
export const m3 = (value: number) => formatQuantity(value, 'm³', 0);

/** A local date 'YYYY-MM-DD' as Swedish text: "1 oktober 2026" (noon UTC is that date in Sweden all year). */
export const readingDate = (day: string) => longDate(`${day}T12:00:00Z`);

/** What the list says beside a reading. */
export function readingNote(reading: MeterReading): string {
  const notes = [reading.newMeter ? 'Ny mätare' : null, reading.confirmed ? 'Bekräftad efter kontrollfråga' : null].filter((n) => n !== null);
  return notes.join(', ');
}

/** The saved reading, as the success message says it. */
export const storedText = (reading: MeterReading) => `Mätarställningen ${m3(reading.valueM3)} den ${readingDate(reading.date)} är sparad.`;

/** The server's questions about an unusual reading, as the confirm-or-correct dialog asks them. */
export function confirmQuestion(questions: readonly ReadingQuestion[]): Question {
  return {
    title: 'Stämmer mätarställningen?',
    consequence: `${questions.map((q) => q.message).join(' ')} Kontrollera siffrorna på mätaren. Stämmer de, spara mätarställningen; annars väljer du Avbryt och rättar den.`,
    confirm: 'Ja, spara den',
  };
}

/** A reading as the form holds it: the date as its field has it, the value as typed, and a new meter's number when the meter was changed. */
export interface ReadingValues {
  date: DateInput;
  value: string;
  newMeter: boolean;
  newMeterNumber: string;
}

/** What the form sends (the value as typed: the server reads it by the same rules). */
export const readingBody = (values: ReadingValues) => ({
  date: values.date.date ?? '',
  value: values.value,
  newMeterNumber: values.newMeter ? values.newMeterNumber : null,
});

/**
 * The form checked by the rules the server applies (spec §5), every wrong field at once; the date field's own finding
 * (a half-typed date, a year beyond the picker's) is the more precise, and comes first.
 */
export const readingForm = pipe(
  custom<ReadingValues>(),
  transform((values, payload) => {
    const checked = checkReading(readingBody(values), swedishToday());
    const problems = { ...(checked.ok ? {} : checked.problems), ...(values.date.problem ? { date: values.date.problem } : {}) };
    for (const field of READING_FIELDS) {
      const message = problems[field];
      if (message) payload.issues.push({ code: 'custom', message, input: values[field], path: [field] });
    }
    return values;
  }),
);
