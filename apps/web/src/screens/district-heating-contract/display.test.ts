import type { HeatingServiceOccasion } from '@mina-sidor/shared/heating-service';
import { describe, expect, it } from 'vitest';
import { agreementMessage, occasionsByDay, timeWindow } from './display.ts';

const VILLA = { displayName: 'Villa Solbacken', address: 'Solbackevägen 12, 131 40 Nacka' };
const occasion = (occasionId: string, activity: HeatingServiceOccasion['activity'], startsAt: string, endsAt: string): HeatingServiceOccasion => ({
  occasionId,
  activity,
  startsAt,
  endsAt,
});

describe('the agreement request', () => {
  it('says which agreement, for which facility, with the customer’s words after a blank line', () => {
    expect(agreementMessage('service', VILLA, '  Helst efter jul.  ')).toEqual({
      subject: 'Förfrågan om serviceavtal för fjärrvärmecentral',
      body: 'Jag vill teckna serviceavtal för fjärrvärmecentralen i Villa Solbacken, Solbackevägen 12, 131 40 Nacka.\n\nHelst efter jul.',
    });
  });

  it('leaves out an empty note', () => {
    expect(agreementMessage('operating', VILLA, '   ')).toEqual({
      subject: 'Förfrågan om driftavtal för fjärrvärmecentral',
      body: 'Jag vill teckna driftavtal för fjärrvärmecentralen i Villa Solbacken, Solbackevägen 12, 131 40 Nacka.',
    });
  });
});

describe('the time picker', () => {
  it('groups one activity’s times by Swedish day, in winter and summer time', () => {
    const occasions = [
      occasion('a', 'central-service', '2026-11-25T07:00:00Z', '2026-11-25T09:00:00Z'),
      occasion('b', 'balancing', '2026-11-25T09:00:00Z', '2026-11-25T11:00:00Z'),
      occasion('c', 'central-service', '2026-11-25T12:00:00Z', '2026-11-25T14:00:00Z'),
      // 23:30 UTC on 30 March is 01:30 on 31 March in Sweden: the next day.
      occasion('d', 'central-service', '2026-03-30T23:30:00Z', '2026-03-31T01:30:00Z'),
    ];
    const days = occasionsByDay(occasions, 'central-service');
    expect(days.map((d) => [d.day, d.label, d.occasions.map((o) => [o.occasionId, timeWindow(o)])])).toEqual([
      [
        '2026-11-25',
        'onsdag 25 november',
        [
          ['a', '08:00–10:00'],
          ['c', '13:00–15:00'],
        ],
      ],
      ['2026-03-31', 'tisdag 31 mars', [['d', '01:30–03:30']]],
    ]);
  });
});
