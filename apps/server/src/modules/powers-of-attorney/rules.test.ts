import { POA_STATUSES, poaGroupOf } from '@mina-sidor/shared/power-of-attorney';
import { describe, expect, it } from 'vitest';
import { poaFromSource, poaTransition, type StoredPoa } from './rules.ts';

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

describe('a request from the source', () => {
  const NONE = '1900-01-01T00:00:00.000Z';
  const record = {
    permissionId: 'FM-1',
    customerId: '10000000701',
    meteringPointId: '735999100000070101',
    requester: 'Nordisk Elhandel AB',
    receivedStartDateTime: '2026-11-18T09:00:00.000Z',
    statusMP: 'Ny' as const,
    withdrawnDateTime: null,
  };
  const { permissionId: _id, ...facts } = record;
  const pending: StoredPoa = {
    customerId: facts.customerId,
    requester: facts.requester,
    meteringPointId: facts.meteringPointId,
    receivedStartDateTime: facts.receivedStartDateTime,
    statusMP: 'Ny',
    responseStartDateTime: NONE,
    actualReportStartDateTime: NONE,
    actualReportEndDateTime: null,
  };
  const approved: StoredPoa = { ...pending, statusMP: 'Aktiv', responseStartDateTime: at, actualReportStartDateTime: at };
  const rejected: StoredPoa = { ...pending, statusMP: 'Inaktiv', responseStartDateTime: at, actualReportEndDateTime: at };

  it('is new and unanswered when first sent, and the same record again gives the same', () => {
    expect(poaFromSource(undefined, record)).toEqual(pending);
    expect(poaFromSource(pending, record)).toEqual(pending);
    expect(poaFromSource(pending, { ...record, statusMP: 'Väntande' })).toEqual({ ...pending, statusMP: 'Väntande' });
  });

  it('keeps the customer’s answer and its dates when the record comes again, as sent or with another status', () => {
    expect(poaFromSource(approved, record)).toEqual(approved);
    expect(poaFromSource(rejected, { ...record, statusMP: 'Väntande' })).toEqual(rejected);
    expect(poaFromSource(approved, { ...record, requester: 'Nordisk Elhandel Sverige AB' })).toEqual({ ...approved, requester: 'Nordisk Elhandel Sverige AB' });
  });

  it('ends a withdrawn request: a waiting one unanswered, an active one when withdrawn, an inactive one as it was', () => {
    const withdrawn = { ...record, withdrawnDateTime: '2026-11-25T08:00:00.000Z' };
    expect(poaFromSource(pending, withdrawn)).toEqual({ ...pending, statusMP: 'Inaktiv', actualReportEndDateTime: '2026-11-25T08:00:00.000Z' });
    expect(poaFromSource(undefined, withdrawn)).toEqual({ ...pending, statusMP: 'Inaktiv', actualReportEndDateTime: '2026-11-25T08:00:00.000Z' });
    expect(poaFromSource(approved, withdrawn)).toEqual({ ...approved, statusMP: 'Inaktiv', actualReportEndDateTime: '2026-11-25T08:00:00.000Z' });
    expect(poaFromSource(rejected, withdrawn)).toEqual(rejected);
    // Withdrawn before the customer approved it: it was read from its approval to nothing, not backwards.
    expect(poaFromSource(approved, { ...record, withdrawnDateTime: '2026-11-20T08:00:00.000Z' })).toEqual({
      ...approved,
      statusMP: 'Inaktiv',
      actualReportEndDateTime: at,
    });
  });
});
