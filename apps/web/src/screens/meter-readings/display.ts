import type { MeterReading, ReadingQuestion } from '@mina-sidor/shared/meter-reading';
import { formatQuantity } from '@/lib/number-format.ts';
import { longDate } from '@/lib/swedish.ts';
import type { Question } from '@/ui/confirm-dialog.tsx';

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
