import { powerHubOrderRecord } from '@mina-sidor/shared/power-hub-order-record';
import { describe, expect, it } from 'vitest';
import { reasonOf } from '../integration-inbound/index.ts';
import { daysOutOfOrder, type OrderProgress, progressAfter, refusedStep, sameProgress } from './progress.ts';
import { mayOrder } from './rules.ts';

const RECEIVED: OrderProgress = {
  status: 'received',
  shippedOn: null,
  carrier: null,
  trackingNumber: null,
  trackingUrl: null,
  deliveredOn: null,
  cancelledOn: null,
  cancellationReason: null,
};
const ORDER_ID = '4e8b7f2c-3a6d-4b1e-8c9f-0a2d5e7b1c44';
const record = (fields: Record<string, unknown>) => powerHubOrderRecord.parse({ orderId: ORDER_ID, customerId: '10000000001', ...fields });
const reasonFor = (fields: Record<string, unknown>) => {
  const parsed = powerHubOrderRecord.safeParse({ orderId: ORDER_ID, customerId: '10000000001', ...fields });
  return parsed.success ? null : reasonOf(parsed.error.issues);
};

describe('the steps of a Power Hub order', () => {
  it('moves forward only: shipped or cancelled after received, delivered or cancelled after shipped, nothing after the end', () => {
    expect(refusedStep('received', 'shipped')).toBeNull();
    expect(refusedStep('received', 'delivered')).toBeNull();
    expect(refusedStep('received', 'cancelled')).toBeNull();
    expect(refusedStep('shipped', 'shipped')).toBeNull();
    expect(refusedStep('shipped', 'delivered')).toBeNull();
    expect(refusedStep('shipped', 'cancelled')).toBeNull();
    expect(refusedStep('delivered', 'delivered')).toBeNull();
    expect(refusedStep('cancelled', 'cancelled')).toBeNull();
    expect(refusedStep('delivered', 'shipped')).toBe('Beställningen är redan levererad: status går inte tillbaka från levererad till skickad.');
    expect(refusedStep('delivered', 'cancelled')).toBe('Beställningen är redan levererad och kan inte avbrytas.');
    expect(refusedStep('cancelled', 'shipped')).toBe('Beställningen är avbruten och kan inte skickas; en ny beställning får ett nytt id.');
    expect(refusedStep('cancelled', 'delivered')).toBe('Beställningen är avbruten och kan inte levereras; en ny beställning får ett nytt id.');
  });

  it('never opens an order again: a facility keeps at most one open order whatever is reported', () => {
    const statuses = ['received', 'shipped', 'delivered', 'cancelled'] as const;
    for (const from of statuses) {
      for (const to of ['shipped', 'delivered', 'cancelled'] as const) {
        if (refusedStep(from, to) === null && mayOrder([{ status: from }])) expect(mayOrder([{ status: to }])).toBe(true);
      }
    }
  });

  it('keeps what an earlier report said when a later one leaves it out', () => {
    const shipped = progressAfter(RECEIVED, record({ status: 'shipped', shippedOn: '2026-11-25', carrier: 'PostNord', trackingNumber: 'AB1' }));
    expect(shipped).toEqual({ ...RECEIVED, status: 'shipped', shippedOn: '2026-11-25', carrier: 'PostNord', trackingNumber: 'AB1' });
    expect(progressAfter(shipped, record({ status: 'delivered', deliveredOn: '2026-11-27' }))).toEqual({
      ...shipped,
      status: 'delivered',
      deliveredOn: '2026-11-27',
    });
    expect(progressAfter(shipped, record({ status: 'shipped', shippedOn: '2026-11-25', trackingNumber: 'AB2' }))).toEqual({
      ...shipped,
      trackingNumber: 'AB2',
    });
  });

  it('finds a report that changes nothing unchanged, whatever else the stored order carries', () => {
    const stored = { ...RECEIVED, status: 'shipped' as const, shippedOn: '2026-11-25', customerId: '10000000001', orderedOn: '2026-11-20' };
    expect(sameProgress(stored, progressAfter(stored, record({ status: 'shipped', shippedOn: '2026-11-25' })))).toBe(true);
    expect(sameProgress(stored, progressAfter(stored, record({ status: 'shipped', shippedOn: '2026-11-26' })))).toBe(false);
  });

  it('refuses days out of order: shipped before it was ordered, delivered before it was shipped', () => {
    expect(daysOutOfOrder({ ...RECEIVED, shippedOn: '2026-11-20' }, '2026-11-20')).toBeNull();
    expect(daysOutOfOrder({ ...RECEIVED, shippedOn: '2026-11-19' }, '2026-11-20')).toBe('Beställningen lades 2026-11-20; den kan inte ha skickats 2026-11-19.');
    expect(daysOutOfOrder({ ...RECEIVED, shippedOn: '2026-11-22', deliveredOn: '2026-11-21' }, '2026-11-20')).toBe(
      'Beställningen skickades 2026-11-22; den kan inte ha levererats 2026-11-21.',
    );
    expect(daysOutOfOrder({ ...RECEIVED, deliveredOn: '2026-11-19' }, '2026-11-20')).toBe(
      'Beställningen lades 2026-11-20; den kan inte ha levererats 2026-11-19.',
    );
    expect(daysOutOfOrder({ ...RECEIVED, cancelledOn: '2026-11-19' }, '2026-11-20')).toBe(
      'Beställningen lades 2026-11-20; den kan inte ha avbrutits 2026-11-19.',
    );
  });
});

describe('the power-hub-orders record', () => {
  it('needs the day of the step it reports, and no day of another', () => {
    expect(reasonFor({ status: 'shipped' })).toBe('shippedOn: En skickad beställning har dagen den skickades (shippedOn).');
    expect(reasonFor({ status: 'cancelled' })).toBe('cancelledOn: En avbruten beställning har dagen den avbröts (cancelledOn).');
    expect(reasonFor({ status: 'shipped', shippedOn: '2026-11-25', deliveredOn: '2026-11-26' })).toBe(
      'deliveredOn: deliveredOn anges bara när status är delivered.',
    );
    expect(reasonFor({ status: 'delivered', deliveredOn: '2026-11-26', cancellationReason: 'Fel' })).toBe(
      'cancellationReason: cancellationReason anges bara när status är cancelled.',
    );
    expect(reasonFor({ status: 'received' })).toBe('status: status ska vara shipped, delivered eller cancelled.');
  });

  it('takes only an https address to follow the parcel, and the order id in any case', () => {
    expect(reasonFor({ status: 'shipped', shippedOn: '2026-11-25', trackingUrl: 'javascript:alert(1)' })).toMatch(
      /^trackingUrl: trackingUrl ska vara en https-adress/,
    );
    expect(reasonFor({ status: 'shipped', shippedOn: '2026-11-25', trackingUrl: 'http://tracking.example.se/1' })).toMatch(/^trackingUrl: /);
    expect(record({ orderId: ORDER_ID.toUpperCase(), status: 'shipped', shippedOn: '2026-11-25' }).orderId).toBe(ORDER_ID);
  });
});
