import type { Facility } from '@mina-sidor/shared/customer';
import { describe, expect, it } from 'vitest';
import { mobilePhoneOf, servicesOf, utilitiesOf } from './rules.ts';

const facility = (facilityKey: string, services: [string, number][], points: [string, string][] = []): Facility => ({
  facilityKey,
  displayName: facilityKey,
  address: '',
  postalCode: '',
  city: '',
  customerAccountIds: [],
  movedOutOn: null,
  infraServices: services.map(([name, id]) => ({ id, name, readingType: { name: 'AUTOMATIC' } })),
  meteringPoints: points.map(([service, type], i) => ({
    meteringPointId: `${facilityKey}-${i}`,
    meterNumber: '1',
    service,
    type,
    attributes: { basePower: null },
  })),
});

describe('the customer entity assembled from its facilities (spec §3.3)', () => {
  const villa = facility(
    'F1',
    [
      ['EL', 1],
      ['FJV', 3],
    ],
    [
      ['EL', 'CONSUMPTION'],
      ['EL', 'PRODUCTION'],
      ['FJV', 'CONSUMPTION'],
    ],
  );
  const flat = facility('F2', [['EL', 1]], [['EL', 'CONSUMPTION']]);

  it('lists each service once with its utility type id', () => {
    expect(servicesOf([villa, flat])).toEqual([{ utilityType: { id: 1, name: 'EL' } }, { utilityType: { id: 3, name: 'FJV' } }]);
  });

  it('names per service the facilities that have it and its metering point types, sorted', () => {
    expect(utilitiesOf([villa, flat])).toEqual([
      { name: 'EL', facilities: ['F1', 'F2'], meteringPointTypes: [{ name: 'CONSUMPTION' }, { name: 'PRODUCTION' }] },
      { name: 'FJV', facilities: ['F1'], meteringPointTypes: [{ name: 'CONSUMPTION' }] },
    ]);
  });

  it('mirrors the first account’s phone number as the mobile phone, none without accounts', () => {
    expect(mobilePhoneOf([{ phoneNumber: '070-1' }, { phoneNumber: '070-2' }])).toBe('070-1');
    expect(mobilePhoneOf([])).toBeNull();
  });
});
