import type { DisruptionInput, DisruptionStatus, PublishedDisruption } from '@mina-sidor/shared/disruption';
import type { OutageChannel } from '@mina-sidor/shared/outage-notification';
import { TIME_ZONE } from '../../lib/swedish-time.ts';

const DAY_MS = 86_400_000;
/** How far ahead a planned disruption is announced on the overview. */
export const ANNOUNCED_DAYS_AHEAD = 7;
/** How long a disruption that is over stays in the disruption information, as åtgärdat. */
export const RESOLVED_SHOWN_DAYS = 7;

/** The disruptions to show now: those not yet over, starting before a week from now. */
export function disruptionWindow(now: Date): { from: Date; until: Date } {
  return { from: now, until: new Date(now.getTime() + ANNOUNCED_DAYS_AHEAD * DAY_MS) };
}

/** The disruption information lists every disruption not over, however far ahead, and those over within the last week. */
export function disruptionListSince(now: Date): Date {
  return new Date(now.getTime() - RESOLVED_SHOWN_DAYS * DAY_MS);
}

export interface DisruptionTimes {
  startsAt: Date;
  /** The expected end; the actual end once it has passed. Null: not known yet. */
  endsAt: Date | null;
}

/**
 * Over once its end has passed (customer service sets the end to now when a fault is mended, or
 * moves it later while the work goes on), planned until it starts, ongoing in between.
 */
export function disruptionStatus({ startsAt, endsAt }: DisruptionTimes, now: Date): DisruptionStatus {
  if (endsAt !== null && endsAt.getTime() <= now.getTime()) return 'åtgärdat';
  return startsAt.getTime() > now.getTime() ? 'planerat' : 'pågår';
}

const STATUS_ORDER: Record<DisruptionStatus, number> = { pågår: 0, planerat: 1, åtgärdat: 2 };

/** The order disruptions are listed in: ongoing first, then planned by start, then those over, the latest first. */
export function disruptionOrder(
  a: { status: DisruptionStatus; startsAt: string; endsAt: string | null },
  b: { status: DisruptionStatus; startsAt: string; endsAt: string | null },
): number {
  if (a.status !== b.status) return STATUS_ORDER[a.status] - STATUS_ORDER[b.status];
  if (a.status === 'åtgärdat') return Date.parse(b.endsAt ?? b.startsAt) - Date.parse(a.endsAt ?? a.startsAt);
  return Date.parse(a.startsAt) - Date.parse(b.startsAt);
}

/** A disruption as customer service gets it back after publishing or changing it. */
export function published(disruptionId: string, input: DisruptionInput, revision: number, noticesQueued: number, now: Date): PublishedDisruption {
  const times = { startsAt: new Date(input.startsAt), endsAt: input.endsAt === null ? null : new Date(input.endsAt) };
  return {
    disruptionId,
    ...input,
    startsAt: times.startsAt.toISOString(),
    endsAt: times.endsAt ? times.endsAt.toISOString() : null,
    status: disruptionStatus(times, now),
    revision,
    noticesQueued,
  };
}

/** "131 40", "13140" and "131 4" alike: the digits a postal code or prefix is compared by. */
export const postalDigits = (code: string) => code.replace(/\s/g, '');

/** A prefix as Swedish postal codes are written: "1314" → "131 4". */
export function postalPrefix(typed: string): string {
  const digits = postalDigits(typed);
  return digits.length > 3 ? `${digits.slice(0, 3)} ${digits.slice(3)}` : digits;
}

/** A facility is affected when it lies in the area (its postal code starts with the prefix) and has the disrupted service. */
export function affects(disruption: { service: string; postalCodePrefix: string }, facility: { postalCode: string; services: string[] }): boolean {
  return postalDigits(facility.postalCode).startsWith(postalDigits(disruption.postalCodePrefix)) && facility.services.includes(disruption.service);
}

/** What a recipient is told: a new disruption, a change to one, or that it is over. */
export type NoticeKind = 'new' | 'changed' | 'resolved';

/**
 * Whether a publication or change is told to the recipients, and as what. A disruption published
 * when already over is history, and a change to one that was already over corrects history: nobody
 * is woken for either. A change that leaves everything a notice says as it was is not told again.
 */
export function noticeKind(before: DisruptionInput | null, after: DisruptionInput, now: Date): NoticeKind | null {
  const times = (d: DisruptionInput): DisruptionTimes => ({ startsAt: new Date(d.startsAt), endsAt: d.endsAt === null ? null : new Date(d.endsAt) });
  const status = disruptionStatus(times(after), now);
  if (before === null) return status === 'åtgärdat' ? null : 'new';
  if (disruptionStatus(times(before), now) === 'åtgärdat' || sameNotice(before, after)) return null;
  return status === 'åtgärdat' ? 'resolved' : 'changed';
}

/** Nothing a notice or the disruption information says has changed (times compared as instants). */
export function sameNotice(a: DisruptionInput, b: DisruptionInput): boolean {
  const instant = (value: string | null) => (value === null ? null : Date.parse(value));
  return (
    a.service === b.service &&
    postalDigits(a.postalCodePrefix) === postalDigits(b.postalCodePrefix) &&
    a.area === b.area &&
    a.title === b.title &&
    a.description === b.description &&
    a.planned === b.planned &&
    instant(a.startsAt) === instant(b.startsAt) &&
    instant(a.endsAt) === instant(b.endsAt)
  );
}

/** A recipient of a facility, with what decides whether a disruption reaches it. */
export interface Subscription {
  channel: OutageChannel;
  address: string;
  postalCode: string;
  services: string[];
}

/**
 * Who is told of a disruption: the recipients of every facility it reaches, before or after the
 * change (a disruption moved away is news to those it no longer reaches), each address once per
 * channel however many facilities it is registered for.
 */
export function noticeRecipients(
  subscriptions: Subscription[],
  reaches: { service: string; postalCodePrefix: string }[],
): { channel: OutageChannel; address: string }[] {
  const told = new Map<string, { channel: OutageChannel; address: string }>();
  for (const s of subscriptions) {
    if (!reaches.some((d) => affects(d, s))) continue;
    told.set(`${s.channel}:${s.address}`, { channel: s.channel, address: s.address });
  }
  return [...told.values()];
}

const SERVICE_NAMES: Record<string, string> = { EL: 'el', FJV: 'fjärrvärme', VA: 'vatten och avlopp' };
const DATE = new Intl.DateTimeFormat('sv-SE', { day: 'numeric', month: 'long', timeZone: TIME_ZONE });
const CLOCK = new Intl.DateTimeFormat('sv-SE', { hour: '2-digit', minute: '2-digit', timeZone: TIME_ZONE });

/** "3 december kl. 09:00–13:00", over days "3 december kl. 09:00 – 4 december kl. 13:00", without an end "från 3 december kl. 09:00". */
export function noticePeriod({ startsAt, endsAt }: DisruptionTimes): string {
  const from = `${DATE.format(startsAt)} kl. ${CLOCK.format(startsAt)}`;
  if (endsAt === null) return `från ${from}, sluttid ännu inte känd`;
  if (DATE.format(endsAt) === DATE.format(startsAt)) return `${from}–${CLOCK.format(endsAt)}`;
  return `${from} – ${DATE.format(endsAt)} kl. ${CLOCK.format(endsAt)}`;
}

const HEADINGS: Record<NoticeKind, (planned: boolean) => string> = {
  new: (planned) => (planned ? 'Planerat avbrott' : 'Avbrott'),
  changed: () => 'Ändrat avbrott',
  resolved: () => 'Åtgärdat',
};
const STATUS_TEXT: Record<DisruptionStatus, string> = { pågår: 'Pågår', planerat: 'Planerat', åtgärdat: 'Åtgärdat' };

export interface Notice {
  kind: NoticeKind;
  disruption: DisruptionInput;
  /** Where the recipient changes who is notified: /avisering-vid-avbrott on the portal. */
  link: string;
  now: Date;
}

function facts({ disruption, now }: Notice) {
  const times: DisruptionTimes = { startsAt: new Date(disruption.startsAt), endsAt: disruption.endsAt === null ? null : new Date(disruption.endsAt) };
  return { service: SERVICE_NAMES[disruption.service] ?? disruption.service, period: noticePeriod(times), status: STATUS_TEXT[disruptionStatus(times, now)] };
}

/** The SMS: what, where and when in a few lines, and where to read more. */
export function noticeSms(notice: Notice): string {
  const { disruption, kind, link } = notice;
  const { service, period } = facts(notice);
  const when = kind === 'resolved' ? 'Avbrottet är över.' : `${period.charAt(0).toUpperCase()}${period.slice(1)}.`;
  return `${HEADINGS[kind](disruption.planned)}, ${service}: ${disruption.title}. ${disruption.area}. ${when} Mer information: ${link}`;
}

/** The e-mail: the SMS's facts with the description, and why the recipient gets it. */
export function noticeEmail(notice: Notice): { subject: string; text: string } {
  const { disruption, kind, link } = notice;
  const { service, period, status } = facts(notice);
  return {
    subject: `${HEADINGS[kind](disruption.planned)}: ${disruption.title}`,
    text: [
      'Hej!',
      '',
      disruption.title,
      '',
      `Tjänst: ${service.charAt(0).toUpperCase()}${service.slice(1)}`,
      `Område: ${disruption.area}`,
      `Tid: ${period}`,
      `Status: ${status}`,
      '',
      disruption.description,
      '',
      'Du får det här meddelandet eftersom din adress är anmäld för avisering vid avbrott på Mina sidor. Där ser du också aktuella avbrott och ändrar vem som aviseras:',
      link,
      '',
      'Med vänliga hälsningar',
      'Mina sidor',
    ].join('\n'),
  };
}
