import { z } from 'zod/mini';
import { customerId } from './customer.ts';
import { access, endpoint, reply } from './endpoint.ts';
import { DATE_PICKER_BOUNDS, line } from './text.ts';

// Mätarställning (spec §2.6 water child avlasning): the customer reads the water
// meter in whole m³ and says when; readings that look wrong are asked about before they are kept.

/** A water meter's register shows at most eight whole m³ digits: anything larger was mistyped. */
export const READING_MAX_M3 = 99_999_999;

/** One reading of a water meter, as stored. */
export const meterReading = z.object({
  readingId: z.string(),
  /** The local date the meter was read, 'YYYY-MM-DD'. */
  date: z.string(),
  valueM3: z.int(),
  /** The meter read: a meter change starts a new number. */
  meterNumber: z.string(),
  /** The first reading of a new meter ("ny mätare"): nothing is counted from the meter before it. */
  newMeter: z.boolean(),
  /** m³ since the meter's previous reading; null for a new meter's first reading, a meter's first ever, or a reading lower than the one before. */
  usedM3: z.nullable(z.int()),
  /** The customer confirmed it after being asked whether it was right. */
  confirmed: z.boolean(),
});
export type MeterReading = z.infer<typeof meterReading>;

/** A water metering point with its readings. */
export const readingPoint = z.object({
  facilityKey: z.string(),
  facilityName: z.string(),
  meteringPointId: z.string(),
  /** The meter in place now: the newest reading's, else the one the metering point was set up with. */
  meterNumber: z.string(),
  /** The customer reads this meter (spec §3.5 readingType MANUAL); an automatically read meter takes no readings here. */
  manual: z.boolean(),
  /** Newest first. */
  readings: z.array(meterReading),
});
export type ReadingPoint = z.infer<typeof readingPoint>;

export const READING_FIELDS = ['date', 'value', 'newMeterNumber'] as const;
export type ReadingField = (typeof READING_FIELDS)[number];
export const READING_LABELS: Record<ReadingField, string> = {
  date: 'Avläsningsdatum',
  value: 'Mätarställning (m³)',
  newMeterNumber: 'Nya mätarens nummer',
};

/** A reading as the form sends it: the value as typed, read by `checkReading` so a bad one is a 422 naming the field. */
export const readingSubmission = z.object({
  meteringPointId: z.string().check(z.regex(/^[A-Za-z0-9-]{1,40}$/, { message: 'Mätpunkten är ogiltig.' })),
  date: line(32),
  value: line(32),
  /** The number of a new meter when the meter has been changed; null or absent otherwise. */
  newMeterNumber: z.optional(z.nullable(line(32))),
  /** Sent true the second time, after the customer was asked about the reading and kept it. */
  confirmed: z.optional(z.boolean()),
});
export type ReadingSubmission = z.infer<typeof readingSubmission>;

/** A question about a plausible-looking but unusual reading: the customer confirms or corrects it. */
export const readingQuestion = z.object({
  kind: z.enum(['lower-than-last', 'yearly-change']),
  message: z.string(),
});
export type ReadingQuestion = z.infer<typeof readingQuestion>;

export const readingOutcome = z.discriminatedUnion('outcome', [
  /** Stored (or stored already: the same reading sent twice is stored once). */
  z.object({ outcome: z.literal('stored'), reading: meterReading, created: z.boolean() }),
  /** Not stored: the customer is asked first, and sends it again with `confirmed` to keep it. */
  z.object({ outcome: z.literal('confirm'), questions: z.array(readingQuestion) }),
]);
export type ReadingOutcome = z.infer<typeof readingOutcome>;

export type CheckedReading = { date: string; valueM3: number; newMeterNumber: string | null };
export type ReadingProblems = Partial<Record<ReadingField, string>>;

const REQUIRED = 'Det här fältet krävs';
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function dateProblem(date: string, today: string): string | null {
  const match = ISO_DATE.exec(date.trim());
  if (!date.trim()) return REQUIRED;
  const real = match && new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10) === date;
  if (!real) return 'Ange datumet som dd.mm.åååå.';
  if (date < DATE_PICKER_BOUNDS.min || date > DATE_PICKER_BOUNDS.max) return `Välj ett datum mellan ${DATE_PICKER_BOUNDS.min} och ${DATE_PICKER_BOUNDS.max}.`;
  if (date > today) return 'Datumet kan inte vara senare än i dag.';
  return null;
}

/** The value as typed: digits, with spaces between thousands allowed ("12 345"). */
function parseValue(value: string): number | string {
  const typed = value.trim().replace(/[\s\u00a0\u202f]/g, '');
  if (!typed) return REQUIRED;
  if (/^-\d/.test(typed)) return 'Mätarställningen kan inte vara negativ.';
  if (/^\d+[.,]\d*$/.test(typed)) return 'Ange mätarställningen i hela m³, utan decimaler.';
  if (!/^\d+$/.test(typed)) return 'Ange mätarställningen med siffror.';
  const m3 = Number(typed);
  if (m3 > READING_MAX_M3) return 'En vattenmätare visar högst åtta siffror. Kontrollera mätarställningen.';
  return m3;
}

function meterNumberProblem(number: string): string | null {
  if (!number.trim()) return REQUIRED;
  if (!/^[0-9A-Za-z-]{4,20}$/.test(number.trim())) return 'Ange mätarnumret som det står på mätaren: 4–20 siffror eller bokstäver.';
  return null;
}

/**
 * The checks of a reading that need nothing stored (spec §5): a whole date no later than today
 * within the picker's bounds, whole non-negative m³ the register can show, and a new meter's
 * number. The form shows the problems at its fields; the server answers them as a 422.
 */
export function checkReading(
  input: { date: string; value: string; newMeterNumber?: string | null | undefined },
  today: string,
): { ok: true; reading: CheckedReading } | { ok: false; problems: ReadingProblems } {
  const problems: ReadingProblems = {};
  const date = dateProblem(input.date, today);
  if (date) problems.date = date;
  const value = parseValue(input.value);
  if (typeof value === 'string') problems.value = value;
  const newMeter = input.newMeterNumber === null || input.newMeterNumber === undefined ? null : meterNumberProblem(input.newMeterNumber);
  if (newMeter) problems.newMeterNumber = newMeter;
  if (Object.keys(problems).length > 0 || typeof value === 'string') return { ok: false, problems };
  return { ok: true, reading: { date: input.date.trim(), valueM3: value, newMeterNumber: input.newMeterNumber?.trim() ?? null } };
}

/** Every field's problem in one Swedish text, each after its field's label (the server's 422). */
export const problemsText = (problems: ReadingProblems) =>
  READING_FIELDS.flatMap((field) => (problems[field] ? [`${READING_LABELS[field]}: ${problems[field]}`] : [])).join(' ');

export const meterReadingEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/v2/customers/:id/meter-readings',
    summary: 'Kundens vattenmätare med avlästa mätarställningar, nyaste först',
    params: z.object({ id: customerId }),
    query: z.object({
      facility: z.optional(z.string().check(z.regex(/^[A-Za-z0-9-]{1,64}$/, { message: 'Anläggningen är ogiltig.' }))),
    }),
    reply: reply.dataList(readingPoint),
    access: access.read(),
  }),
  submit: endpoint({
    method: 'POST',
    path: '/v2/customers/:id/meter-readings',
    summary: 'Lämna en mätarställning för vatten i hela m³; en ovanlig avläsning sparas först när kunden bekräftat den',
    params: z.object({ id: customerId }),
    body: readingSubmission,
    reply: reply.dataFirst(readingOutcome),
    access: access.change(),
    // Not one of the demo customer's metering points: answered 404 with a Swedish message, nothing stored.
  }),
};
