import type { HeatingServiceActivity, HeatingServiceActivityCode } from '@mina-sidor/shared/heating-service';
import { isWorkingDay } from '../../lib/swedish-holidays.ts';
import { addDays, swedishMidnight, TIME_ZONE } from '../../lib/swedish-time.ts';

/** What a technician does at each kind of visit; shown to the customer as the server gives it. */
export const ACTIVITIES: readonly HeatingServiceActivity[] = [
  {
    code: 'central-service',
    name: 'Service av fjärrvärmecentral',
    description:
      'En tekniker går igenom fjärrvärmecentralen: ventiler, filter, givare och inställningar, och byter slitna delar. Besöket tar ungefär två timmar.',
  },
  {
    code: 'exchanger-inspection',
    name: 'Byte av värmeväxlare — besiktning',
    description: 'Vi besiktar värmeväxlarna och rören runt dem och lämnar ett förslag på byte med pris. Besöket tar ungefär en timme.',
  },
  {
    code: 'balancing',
    name: 'Injustering av värmesystemet',
    description:
      'Vi justerar in reglercentralen och radiatorventilerna så att returtemperaturen sjunker och avkylningen blir bättre. Besöket tar ungefär två timmar.',
  },
];

/**
 * The technicians' week, in Swedish wall-clock time: on which weekdays (1 Monday … 5 Friday) and
 * in which windows each visit is offered. One technician per window.
 */
const SCHEDULE: Record<HeatingServiceActivityCode, { weekdays: readonly number[]; windows: readonly (readonly [string, string])[] }> = {
  'central-service': {
    weekdays: [1, 2, 3, 4, 5],
    windows: [
      ['08:00', '10:00'],
      ['13:00', '15:00'],
    ],
  },
  'exchanger-inspection': { weekdays: [2, 4], windows: [['10:00', '11:00']] },
  balancing: { weekdays: [3, 5], windows: [['10:00', '12:00']] },
};

/** How far ahead times are offered. */
export const BOOKING_DAYS_AHEAD = 28;

export interface OccasionRow {
  occasion_id: string;
  activity: HeatingServiceActivityCode;
  starts_at: Date;
  ends_at: Date;
}

// A weekday's wall-clock time is its midnight plus the hours: Swedish clocks change on Sundays
// (02:00–03:00), never on a day with a window.
const atClock = (day: string, clock: string) =>
  new Date(swedishMidnight(day).getTime() + (Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5))) * 60_000);

/** The occasion id says what and when: `central-service-20261201-0800`. */
export const occasionId = (activity: HeatingServiceActivityCode, day: string, start: string) =>
  `${activity}-${day.replaceAll('-', '')}-${start.replace(':', '')}`;

/**
 * The occasions from the day after `today` to `days` days ahead: Monday to Friday, never on a
 * Swedish holiday or eve (julafton, midsommarafton, nyårsafton), in time order.
 */
export function occasionsAhead(today: string, days: number = BOOKING_DAYS_AHEAD): OccasionRow[] {
  const rows: OccasionRow[] = [];
  for (let offset = 1; offset <= days; offset++) {
    const day = addDays(today, offset);
    if (!isWorkingDay(day)) continue;
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    for (const [activity, { weekdays, windows }] of Object.entries(SCHEDULE) as [HeatingServiceActivityCode, (typeof SCHEDULE)[HeatingServiceActivityCode]][]) {
      if (!weekdays.includes(weekday)) continue;
      for (const [start, end] of windows) {
        rows.push({ occasion_id: occasionId(activity, day, start), activity, starts_at: atClock(day, start), ends_at: atClock(day, end) });
      }
    }
  }
  return rows.sort((a, b) => a.starts_at.getTime() - b.starts_at.getTime() || a.occasion_id.localeCompare(b.occasion_id));
}

/** Why an occasion cannot be booked for a facility, or null when it can. */
export type BookingRefusal = { reason: 'past' } | { reason: 'facility-booked'; startsAt: Date };

/**
 * An occasion that has started cannot be booked; and a facility has at most one coming visit of
 * each kind — a second one is what a customer who meant to move the first does by mistake.
 */
export function bookingRefusal(
  occasion: Pick<OccasionRow, 'activity' | 'starts_at'>,
  facilityBookings: readonly Pick<OccasionRow, 'activity' | 'starts_at'>[],
  now: Date,
): BookingRefusal | null {
  if (occasion.starts_at <= now) return { reason: 'past' };
  const coming = facilityBookings.find((b) => b.activity === occasion.activity && b.starts_at > now);
  return coming ? { reason: 'facility-booked', startsAt: coming.starts_at } : null;
}

/** A booking can be cancelled until its occasion starts; after that the visit has been. */
export const mayCancel = (startsAt: Date, now: Date) => startsAt > now;

const LONG_DATE = new Intl.DateTimeFormat('sv-SE', { dateStyle: 'long', timeZone: TIME_ZONE });
const activityName = (code: HeatingServiceActivityCode) => ACTIVITIES.find((a) => a.code === code)?.name ?? code;

/** The refusal in Swedish, for the customer. */
export function refusalMessage(refusal: BookingRefusal, activity: HeatingServiceActivityCode): string {
  if (refusal.reason === 'past') return 'Tiden har redan varit och kan inte bokas. Välj en senare tid.';
  return `Anläggningen har redan en bokad tid för ${activityName(activity).toLowerCase()} den ${LONG_DATE.format(refusal.startsAt)}. Avboka den först om du vill välja en annan tid.`;
}
