import { POA_STATUSES, poaGroupOf } from '@mina-sidor/shared/power-of-attorney';
import { describe, expect, it } from 'vitest';
import { poaTransition } from './rules.ts';

const now = new Date('2026-11-23T13:45:00Z');
const at = '2026-11-23T13:45:00.000Z';

describe('power of attorney groups (spec §2.7)', () => {
  it('puts Ny and Väntande together as pending, Aktiv as active and Inaktiv as inactive', () => {
    expect(POA_STATUSES.map((status) => [status, poaGroupOf(status)])).toEqual([
      ['Aktiv', 'active'],
      ['Inaktiv', 'inactive'],
      ['Ny', 'pending'],
      ['Väntande', 'pending'],
    ]);
  });
});

describe('deciding a power of attorney', () => {
  it.each(['Ny', 'Väntande'] as const)('approving a %s request makes it active from now, answered now', (status) => {
    expect(poaTransition(status, 'approve', now)).toEqual({ ok: true, statusMP: 'Aktiv', responseStartDateTime: at, actualReportStartDateTime: at });
  });

  it.each(['Ny', 'Väntande'] as const)('rejecting a %s request makes it inactive, answered and closed now', (status) => {
    expect(poaTransition(status, 'reject', now)).toEqual({ ok: true, statusMP: 'Inaktiv', responseStartDateTime: at, actualReportEndDateTime: at });
  });

  it('ending an active one makes it inactive with today as its end, keeping when it started', () => {
    const change = poaTransition('Aktiv', 'end', now);
    expect(change).toEqual({ ok: true, statusMP: 'Inaktiv', actualReportEndDateTime: at });
    expect(change).not.toHaveProperty('actualReportStartDateTime');
  });

  it.each([
    ['Aktiv', 'approve'],
    ['Aktiv', 'reject'],
    ['Inaktiv', 'approve'],
    ['Inaktiv', 'reject'],
  ] as const)('%s: refuses to %s, only a pending request is answered', (status, decision) => {
    expect(poaTransition(status, decision, now)).toEqual({ ok: false, reason: 'not-pending' });
  });

  it.each(['Ny', 'Väntande', 'Inaktiv'] as const)('%s: refuses to end, only an active power of attorney is ended', (status) => {
    expect(poaTransition(status, 'end', now)).toEqual({ ok: false, reason: 'not-active' });
  });
});
