import type { PowerHubFacility } from '@mina-sidor/shared/power-hub';
import { describe, expect, it } from 'vitest';
import { openOrder, progressLines } from './display.ts';

const VILLA: PowerHubFacility = {
  facilityKey: '5000101-F01',
  displayName: 'Villa Solbacken',
  customerAccountIds: ['5000101001'],
  prefill: {
    deliveryAddress: { street: 'Solbackevägen 12', postalCode: '131 40', city: 'Nacka' },
    contact: { name: 'Anna Andersson', email: 'anna.andersson@example.se', mobilePhone: '070-123 45 67' },
  },
  orders: [],
};

const NOTHING_REPORTED = {
  shippedOn: null,
  carrier: null,
  trackingNumber: null,
  trackingUrl: null,
  deliveredOn: null,
  cancelledOn: null,
  cancellationReason: null,
} as const;

describe('the power hub orders', () => {
  it('finds an order still on its way', () => {
    const order = {
      orderId: 'o',
      facilityKey: VILLA.facilityKey,
      deliveryAddress: VILLA.prefill.deliveryAddress,
      contact: VILLA.prefill.contact,
      orderedAt: '2026-11-20T10:00:00.000Z',
      ...NOTHING_REPORTED,
    };
    expect(openOrder({ ...VILLA, orders: [{ ...order, status: 'delivered' }] })).toBeUndefined();
    expect(openOrder({ ...VILLA, orders: [{ ...order, status: 'shipped' }] })?.status).toBe('shipped');
  });
});

describe('what the provider reported of an order', () => {
  const order = {
    orderId: 'o',
    facilityKey: VILLA.facilityKey,
    status: 'received' as const,
    deliveryAddress: VILLA.prefill.deliveryAddress,
    contact: VILLA.prefill.contact,
    orderedAt: '2026-11-20T10:00:00.000Z',
    ...NOTHING_REPORTED,
  };

  it('says nothing of a received order, and names the carrier and parcel only when reported', () => {
    expect(progressLines(order)).toEqual([]);
    expect(progressLines({ ...order, status: 'shipped', shippedOn: '2026-11-21' })).toEqual(['Skickad 21 november 2026']);
    expect(progressLines({ ...order, status: 'shipped', shippedOn: '2026-11-21', carrier: 'PostNord' })).toEqual(['Skickad 21 november 2026 med PostNord']);
    expect(progressLines({ ...order, status: 'shipped', shippedOn: '2026-11-21', trackingNumber: 'AB123' })).toEqual([
      'Skickad 21 november 2026, kollinummer AB123',
    ]);
  });

  it('gives the delivery day, and the cancellation day with its reason when there is one', () => {
    expect(progressLines({ ...order, status: 'delivered', shippedOn: '2026-11-21', carrier: 'DHL', deliveredOn: '2026-11-23' })).toEqual([
      'Skickad 21 november 2026 med DHL',
      'Levererad 23 november 2026',
    ]);
    expect(progressLines({ ...order, status: 'cancelled', cancelledOn: '2026-11-22' })).toEqual(['Avbruten 22 november 2026']);
    expect(progressLines({ ...order, status: 'cancelled', cancelledOn: '2026-11-22', cancellationReason: 'Slut i lager.' })).toEqual([
      'Avbruten 22 november 2026: Slut i lager.',
    ]);
  });
});
