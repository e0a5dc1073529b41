import { describe, expect, it } from 'vitest';
import { cloudEventOf, outcomeOfAnswer, outcomeOfError } from './rules.ts';

describe('cloudEventOf', () => {
  it('writes the stored event as CloudEvents 1.0 JSON with the customer as subject and its number', () => {
    const time = new Date('2026-11-26T08:15:00.123Z');
    expect(
      cloudEventOf(
        { eventId: 'e1', type: 'se.minasidor.power-hub.ordered', customerId: 'C1', sequence: 3, time, data: { orderId: 'o1' } },
        'https://minasidor.example.se',
      ),
    ).toEqual({
      specversion: '1.0',
      id: 'e1',
      source: 'https://minasidor.example.se',
      type: 'se.minasidor.power-hub.ordered',
      subject: 'C1',
      time: '2026-11-26T08:15:00.123Z',
      datacontenttype: 'application/json',
      subjectsequence: 3,
      data: { orderId: 'o1' },
    });
  });
});

describe('delivery outcomes', () => {
  it('counts a 2xx as delivered and anything else as to be retried', () => {
    for (const status of [200, 202, 204, 299]) expect(outcomeOfAnswer(status)).toEqual({ delivered: true, status, error: null });
    for (const status of [301, 400, 404, 410, 500, 503]) expect(outcomeOfAnswer(status)).toEqual({ delivered: false, status, error: `HTTP ${status}` });
  });

  it('tells a timeout from a refused connection', () => {
    expect(outcomeOfError(new DOMException('timed out', 'TimeoutError'), 10)).toEqual({ delivered: false, status: null, error: 'inget svar inom 10 s' });
    const refused = new TypeError('fetch failed', { cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }) });
    expect(outcomeOfError(refused, 10)).toEqual({ delivered: false, status: null, error: 'ingen förbindelse (ECONNREFUSED)' });
  });
});
