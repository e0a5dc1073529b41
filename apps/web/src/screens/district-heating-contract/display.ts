import type { HeatingService, HeatingServiceBooking, HeatingServiceFacility, HeatingServiceOccasion } from '@mina-sidor/shared/heating-service';
import { lines } from '@mina-sidor/shared/text';
import { enum as oneOf, object } from 'zod/mini';
import { clockTime } from '@/lib/swedish.ts';

/** The two agreements for the substation (fjärrvärmecentral) a customer can ask to sign. */
export const AGREEMENTS = {
  service: {
    label: 'Serviceavtal',
    description: 'En tekniker servar fjärrvärmecentralen en gång om året och kommer med förtur vid fel. Du äger centralen och ansvarar för den.',
  },
  operating: {
    label: 'Driftavtal',
    description: 'Vi sköter fjärrvärmecentralen åt dig: service, övervakning och reservdelar ingår. Passar dig som inte vill ha ansvaret för centralen.',
  },
} as const;
export type AgreementKind = keyof typeof AGREEMENTS;

/** The message the agreement request is sent as (POST messages): what is asked for, for which facility, and the customer's own words. */
export function agreementMessage(
  kind: AgreementKind,
  facility: Pick<HeatingServiceFacility, 'displayName' | 'address'>,
  note: string,
): { subject: string; body: string } {
  const agreement = AGREEMENTS[kind].label.toLowerCase();
  const lines = [`Jag vill teckna ${agreement} för fjärrvärmecentralen i ${facility.displayName}, ${facility.address}.`];
  if (note.trim()) lines.push('', note.trim());
  return { subject: `Förfrågan om ${agreement} för fjärrvärmecentral`, body: lines.join('\n') };
}

const DAY = new Intl.DateTimeFormat('sv-SE', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'Europe/Stockholm' });
const DAY_AND_YEAR = new Intl.DateTimeFormat('sv-SE', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Stockholm' });
const ISO_DAY = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' });

/** An occasion's window in Swedish time: "08:00–10:00". */
export const timeWindow = (o: Pick<HeatingServiceOccasion, 'startsAt' | 'endsAt'>) => `${clockTime(o.startsAt)}–${clockTime(o.endsAt)}`;

/** An instant's day in Swedish, with its weekday: "onsdag 25 november", or "onsdag 25 november 2026" with the year. */
export const dayName = (instant: string, withYear = false) => (withYear ? DAY_AND_YEAR : DAY).format(new Date(instant));

/** The activity's name as the server gives it. */
export const activityName = (service: Pick<HeatingService, 'activities'>, code: string) => service.activities.find((a) => a.code === code)?.name ?? code;

/** The occasions of one activity by Swedish day, in time order: what the time picker lists. */
export function occasionsByDay(
  occasions: readonly HeatingServiceOccasion[],
  activity: string,
): { day: string; label: string; occasions: HeatingServiceOccasion[] }[] {
  const days = new Map<string, HeatingServiceOccasion[]>();
  for (const o of occasions) {
    if (o.activity !== activity) continue;
    const day = ISO_DAY.format(new Date(o.startsAt));
    days.set(day, [...(days.get(day) ?? []), o]);
  }
  return [...days].map(([day, list]) => ({ day, label: dayName(list[0]!.startsAt), occasions: list }));
}

/** The customer's own words in the request: at most this many characters, in Swedish at the field. */
export const NOTE_MAX = 1500;
const agreementNote = lines(NOTE_MAX, `Meddelandet får vara högst ${NOTE_MAX} tecken.`);

/** The agreement form: the agreement asked for and the customer's own words. */
export const agreementRequest = object({ kind: oneOf(Object.keys(AGREEMENTS) as AgreementKind[]), note: agreementNote });

/** The facility's coming visit of the activity, if one is booked: a second one is refused, so the form says so first. */
export function comingBooking(facility: HeatingServiceFacility, activity: string): HeatingServiceBooking | undefined {
  return facility.bookings.find((b) => b.cancellable && b.occasion.activity === activity);
}
