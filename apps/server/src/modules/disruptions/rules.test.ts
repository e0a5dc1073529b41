import type { DisruptionInput } from '@mina-sidor/shared/disruption';
import { describe, expect, it } from 'vitest';
import {
  affects,
  disruptionListSince,
  disruptionOrder,
  disruptionStatus,
  disruptionWindow,
  noticeEmail,
  noticeKind,
  noticePeriod,
  noticeRecipients,
  noticeSms,
  postalPrefix,
  type Subscription,
} from './rules.ts';

const now = new Date('2026-11-23T12:00:00Z');

describe('the disruptions shown', () => {
  it('on the overview are those not over now and starting within seven days', () => {
    expect(disruptionWindow(now)).toEqual({ from: now, until: new Date('2026-11-30T12:00:00Z') });
  });

  it('in the disruption information include those over within the last seven days', () => {
    expect(disruptionListSince(now)).toEqual(new Date('2026-11-16T12:00:00Z'));
  });
});

describe('a disruption’s status', () => {
  const at = (iso: string) => new Date(iso);
  it('is planerat until it starts', () => {
    expect(disruptionStatus({ startsAt: at('2026-11-23T12:00:01Z'), endsAt: at('2026-11-23T16:00:00Z') }, now)).toBe('planerat');
  });
  it('is pågår from its start until its end, or until further notice without one', () => {
    expect(disruptionStatus({ startsAt: now, endsAt: at('2026-11-23T16:00:00Z') }, now)).toBe('pågår');
    expect(disruptionStatus({ startsAt: at('2026-11-20T08:00:00Z'), endsAt: null }, now)).toBe('pågår');
  });
  it('is åtgärdat once its end has passed', () => {
    expect(disruptionStatus({ startsAt: at('2026-11-23T08:00:00Z'), endsAt: now }, now)).toBe('åtgärdat');
  });
});

describe('the order of the disruption information', () => {
  it('is ongoing first, then planned by start, then those over with the latest first', () => {
    const d = (name: string, status: 'pågår' | 'planerat' | 'åtgärdat', startsAt: string, endsAt: string | null) => ({ name, status, startsAt, endsAt });
    const listed = [
      d('mended last week', 'åtgärdat', '2026-11-17T08:00:00Z', '2026-11-17T10:00:00Z'),
      d('planned later', 'planerat', '2026-11-28T08:00:00Z', null),
      d('mended yesterday', 'åtgärdat', '2026-11-22T08:00:00Z', '2026-11-22T10:00:00Z'),
      d('ongoing', 'pågår', '2026-11-23T08:00:00Z', null),
      d('planned soon', 'planerat', '2026-11-24T08:00:00Z', '2026-11-24T10:00:00Z'),
    ];
    expect(listed.sort(disruptionOrder).map((x) => x.name)).toEqual(['ongoing', 'planned soon', 'planned later', 'mended yesterday', 'mended last week']);
  });
});

describe('the area a disruption reaches', () => {
  it('is written as Swedish postal codes are', () => {
    expect(postalPrefix('1314')).toBe('131 4');
    expect(postalPrefix('131 40')).toBe('131 40');
    expect(postalPrefix('131')).toBe('131');
  });

  it('takes the facilities whose postal code starts with the prefix and that have the service', () => {
    const water = { service: 'VA', postalCodePrefix: '131 4' };
    expect(affects(water, { postalCode: '131 40', services: ['EL', 'VA'] })).toBe(true);
    expect(affects(water, { postalCode: '13149', services: ['VA'] })).toBe(true);
    expect(affects(water, { postalCode: '131 54', services: ['VA'] })).toBe(false);
    expect(affects(water, { postalCode: '131 40', services: ['EL', 'FJV'] })).toBe(false);
  });
});

const planned: DisruptionInput = {
  service: 'VA',
  postalCodePrefix: '131 4',
  area: 'Solbackevägen, Nacka',
  title: 'Planerat vattenavbrott på Solbackevägen',
  description: 'Vi byter en ventil.',
  planned: true,
  startsAt: '2026-11-26T08:00:00Z',
  endsAt: '2026-11-26T12:00:00Z',
};

describe('who is told of a publication or a change, and as what', () => {
  it('a new disruption is told, unless it is already over when published', () => {
    expect(noticeKind(null, planned, now)).toBe('new');
    expect(noticeKind(null, { ...planned, startsAt: '2026-11-20T08:00:00Z', endsAt: '2026-11-20T10:00:00Z' }, now)).toBeNull();
  });

  it('a change is told as a change, and an end now as åtgärdat', () => {
    expect(noticeKind(planned, { ...planned, endsAt: '2026-11-26T14:00:00Z' }, now)).toBe('changed');
    const ongoing = { ...planned, startsAt: '2026-11-23T08:00:00Z', endsAt: null };
    expect(noticeKind(ongoing, { ...ongoing, endsAt: now.toISOString() }, now)).toBe('resolved');
  });

  it('nothing is told when nothing a notice says changed, or when the disruption was already over', () => {
    expect(noticeKind(planned, { ...planned, startsAt: '2026-11-26T09:00:00+01:00' }, now)).toBeNull();
    const over = { ...planned, startsAt: '2026-11-20T08:00:00Z', endsAt: '2026-11-20T10:00:00Z' };
    expect(noticeKind(over, { ...over, description: 'Ventilen är bytt.' }, now)).toBeNull();
  });

  const subscription = (channel: Subscription['channel'], address: string, postalCode: string, services: string[]): Subscription => ({
    channel,
    address,
    postalCode,
    services,
  });

  it('each address is told once per channel, however many of its facilities the disruption reaches', () => {
    const subscriptions = [
      subscription('sms', '070-123 45 67', '131 40', ['EL', 'VA']),
      subscription('sms', '070-123 45 67', '131 42', ['VA']),
      subscription('email', 'anna@example.se', '131 40', ['VA']),
      subscription('email', 'lars@example.se', '131 54', ['VA']),
      subscription('sms', '070-765 43 21', '131 40', ['EL']),
    ];
    expect(noticeRecipients(subscriptions, [planned])).toEqual([
      { channel: 'sms', address: '070-123 45 67' },
      { channel: 'email', address: 'anna@example.se' },
    ]);
  });

  it('a disruption moved to another area is told to both areas', () => {
    const subscriptions = [subscription('sms', '070-123 45 67', '131 40', ['VA']), subscription('email', 'lars@example.se', '131 54', ['VA'])];
    const moved = { ...planned, postalCodePrefix: '131 5' };
    expect(noticeRecipients(subscriptions, [planned, moved]).map((r) => r.address)).toEqual(['070-123 45 67', 'lars@example.se']);
  });
});

describe('the notice', () => {
  const link = 'https://portal.example/avisering-vid-avbrott';

  it('gives the time in Swedish time, on one day or over several', () => {
    expect(noticePeriod({ startsAt: new Date('2026-11-26T08:00:00Z'), endsAt: new Date('2026-11-26T12:00:00Z') })).toBe('26 november kl. 09:00–13:00');
    expect(noticePeriod({ startsAt: new Date('2026-11-26T22:00:00Z'), endsAt: new Date('2026-11-27T02:00:00Z') })).toBe(
      '26 november kl. 23:00 – 27 november kl. 03:00',
    );
    expect(noticePeriod({ startsAt: new Date('2026-11-26T08:00:00Z'), endsAt: null })).toBe('från 26 november kl. 09:00, sluttid ännu inte känd');
  });

  it('by SMS says what, where, when and where to read more', () => {
    expect(noticeSms({ kind: 'new', disruption: planned, link, now })).toBe(
      `Planerat avbrott, vatten och avlopp: Planerat vattenavbrott på Solbackevägen. Solbackevägen, Nacka. 26 november kl. 09:00–13:00. Mer information: ${link}`,
    );
    const fault = { ...planned, service: 'EL' as const, planned: false, title: 'Strömavbrott', startsAt: '2026-11-23T10:00:00Z', endsAt: null };
    expect(noticeSms({ kind: 'new', disruption: fault, link, now })).toBe(
      `Avbrott, el: Strömavbrott. Solbackevägen, Nacka. Från 23 november kl. 11:00, sluttid ännu inte känd. Mer information: ${link}`,
    );
    expect(noticeSms({ kind: 'resolved', disruption: { ...fault, endsAt: now.toISOString() }, link, now })).toBe(
      `Åtgärdat, el: Strömavbrott. Solbackevägen, Nacka. Avbrottet är över. Mer information: ${link}`,
    );
  });

  it('by e-mail adds the description, the status and why the recipient gets it', () => {
    const mail = noticeEmail({ kind: 'changed', disruption: planned, link, now });
    expect(mail.subject).toBe('Ändrat avbrott: Planerat vattenavbrott på Solbackevägen');
    expect(mail.text).toContain(
      '\nTjänst: Vatten och avlopp\nOmråde: Solbackevägen, Nacka\nTid: 26 november kl. 09:00–13:00\nStatus: Planerat\n\nVi byter en ventil.\n',
    );
    expect(mail.text).toContain(`anmäld för avisering vid avbrott på Mina sidor. Där ser du också aktuella avbrott och ändrar vem som aviseras:\n${link}\n`);
  });
});
