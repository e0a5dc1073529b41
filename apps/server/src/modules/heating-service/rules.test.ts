import { describe, expect, it } from 'vitest';
import { bookingRefusal, mayCancel, occasionsAhead, refusalMessage } from './rules.ts';

const at = (iso: string) => new Date(iso);

describe('the technicians’ occasions', () => {
  it('offers the week after Tuesday 24 November 2026 on its five weekdays, in Swedish winter time', () => {
    const rows = occasionsAhead('2026-11-24', 7);
    // Wed 25: service 08 and 13, balancing 10; Thu 26: service ×2, inspection 10; Fri 27 as Wed;
    // Sat 28 and Sun 29 none; Mon 30: service ×2; Tue 1 December as Thu.
    expect(rows).toHaveLength(14);
    expect(rows.slice(0, 3)).toEqual([
      { occasion_id: 'central-service-20261125-0800', activity: 'central-service', starts_at: at('2026-11-25T07:00:00Z'), ends_at: at('2026-11-25T09:00:00Z') },
      { occasion_id: 'balancing-20261125-1000', activity: 'balancing', starts_at: at('2026-11-25T09:00:00Z'), ends_at: at('2026-11-25T11:00:00Z') },
      { occasion_id: 'central-service-20261125-1300', activity: 'central-service', starts_at: at('2026-11-25T12:00:00Z'), ends_at: at('2026-11-25T14:00:00Z') },
    ]);
    expect(rows.filter((r) => r.activity === 'exchanger-inspection').map((r) => r.occasion_id)).toEqual([
      'exchanger-inspection-20261126-1000',
      'exchanger-inspection-20261201-1000',
    ]);
    expect(rows.map((r) => r.occasion_id).filter((id) => /2026112[89]/.test(id))).toEqual([]);
  });

  it('skips julafton, juldagen and the weekend after them', () => {
    const rows = occasionsAhead('2026-12-21', 7);
    expect([...new Set(rows.map((r) => r.occasion_id.slice(-13, -5)))]).toEqual(['20261222', '20261223', '20261228']);
  });

  it('keeps the wall-clock times across the change to summer time (Sunday 29 March 2026)', () => {
    expect(occasionsAhead('2026-03-26', 1).map((r) => r.starts_at.toISOString())).toEqual([
      '2026-03-27T07:00:00.000Z',
      '2026-03-27T09:00:00.000Z',
      '2026-03-27T12:00:00.000Z',
    ]);
    expect(occasionsAhead('2026-03-27', 3).map((r) => [r.occasion_id, r.starts_at.toISOString()])).toEqual([
      ['central-service-20260330-0800', '2026-03-30T06:00:00.000Z'],
      ['central-service-20260330-1300', '2026-03-30T11:00:00.000Z'],
    ]);
  });
});

describe('booking and cancelling', () => {
  const now = at('2026-11-24T10:00:00Z');
  const service = (iso: string) => ({ activity: 'central-service' as const, starts_at: at(iso) });

  it('refuses an occasion that has started, and takes one a moment later', () => {
    expect(bookingRefusal(service('2026-11-24T10:00:00Z'), [], now)).toEqual({ reason: 'past' });
    expect(bookingRefusal(service('2026-11-24T09:00:00Z'), [], now)).toEqual({ reason: 'past' });
    expect(bookingRefusal(service('2026-11-24T10:00:00.001Z'), [], now)).toBeNull();
  });

  it('allows one coming visit of each kind per facility; a past one, or another kind, does not count', () => {
    const coming = service('2026-12-03T07:00:00Z');
    expect(bookingRefusal(service('2026-12-08T07:00:00Z'), [coming], now)).toEqual({ reason: 'facility-booked', startsAt: coming.starts_at });
    expect(bookingRefusal(service('2026-12-08T07:00:00Z'), [service('2025-10-14T06:00:00Z')], now)).toBeNull();
    expect(bookingRefusal(service('2026-12-08T07:00:00Z'), [{ activity: 'balancing', starts_at: at('2026-12-02T09:00:00Z') }], now)).toBeNull();
  });

  it('says why in Swedish, with the date of the booking already made', () => {
    expect(refusalMessage({ reason: 'facility-booked', startsAt: at('2026-12-03T07:00:00Z') }, 'central-service')).toBe(
      'Anläggningen har redan en bokad tid för service av fjärrvärmecentral den 3 december 2026. Avboka den först om du vill välja en annan tid.',
    );
    expect(refusalMessage({ reason: 'past' }, 'balancing')).toBe('Tiden har redan varit och kan inte bokas. Välj en senare tid.');
  });

  it('cancels until the occasion starts', () => {
    expect(mayCancel(at('2026-11-24T10:00:00.001Z'), now)).toBe(true);
    expect(mayCancel(now, now)).toBe(false);
    expect(mayCancel(at('2025-10-14T06:00:00Z'), now)).toBe(false);
  });
});
