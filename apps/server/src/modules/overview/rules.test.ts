import { EMPTY_GUID } from '@mina-sidor/shared';
import { describe, expect, it } from 'vitest';
import { adjustmentOf, overviewProperty, previousMonth } from './rules.ts';

describe('the overview', () => {
  it('is about the last complete month, across a new year too', () => {
    expect(previousMonth('2026-11-23')).toEqual({
      from: '2026-10-01',
      to: '2026-11-01',
      lastYearFrom: '2025-10-01',
      lastYearTo: '2025-11-01',
      month: '2026-10',
    });
    expect(previousMonth('2026-01-01')).toEqual({
      from: '2025-12-01',
      to: '2026-01-01',
      lastYearFrom: '2024-12-01',
      lastYearTo: '2025-01-01',
      month: '2025-12',
    });
  });

  it('marks an invoiced month whose values changed since, with the difference in m³ and in kronor at the month’s price', () => {
    // October billed 14,592 m³; a later reading left 8,7 m³ in it. 48,90 kr/m³ without VAT, 25 % VAT for a consumer.
    const price = { orePerUnit: 4890, vatPercent: 25 };
    expect(adjustmentOf({ now: 8_700, invoiced: 14_592 }, price, 'incl')).toEqual({
      invoiced: 14.592,
      difference: -5.892,
      differenceOre: -36_015,
      vatBasis: 'incl',
    });
    expect(adjustmentOf({ now: 8_700, invoiced: 14_592 }, price, 'excl')).toEqual({
      invoiced: 14.592,
      difference: -5.892,
      differenceOre: -28_812,
      vatBasis: 'excl',
    });
    expect(adjustmentOf({ now: 15_000, invoiced: 14_592 }, null, 'incl')).toEqual({
      invoiced: 14.592,
      difference: 0.408,
      differenceOre: null,
      vatBasis: 'incl',
    });
    expect(adjustmentOf({ now: 14_592, invoiced: 14_592 }, price, 'incl')).toBeNull();
  });

  const facilities = [
    { facilityKey: 'F1', customerAccountIds: ['A1'] },
    { facilityKey: 'F2', customerAccountIds: ['A2'] },
  ];
  const person = { groupId: EMPTY_GUID };
  const group = { groupId: '6f1c2d5e-0000-4000-8000-000000000001' };

  it('covers the facility asked for, or nothing when it is not the customer’s', () => {
    expect(overviewProperty(person, facilities, { facilityKey: 'F2' })).toEqual({ facilityKey: 'F2', groupId: null, facilityKeys: ['F2'] });
    expect(overviewProperty(person, facilities, { facilityKey: 'X' })).toBeNull();
  });

  it('defaults to the group, else the account’s facility, else the first', () => {
    expect(overviewProperty(group, facilities, {})).toEqual({ facilityKey: null, groupId: group.groupId, facilityKeys: ['F1', 'F2'] });
    expect(overviewProperty(person, facilities, { customerAccountId: 'A2' })).toEqual({ facilityKey: 'F2', groupId: null, facilityKeys: ['F2'] });
    expect(overviewProperty(person, facilities, {})).toEqual({ facilityKey: 'F1', groupId: null, facilityKeys: ['F1'] });
    expect(overviewProperty(person, [], {})).toEqual({ facilityKey: null, groupId: null, facilityKeys: [] });
  });

  it('takes a group only when it is the customer’s', () => {
    expect(overviewProperty(group, facilities, { groupId: group.groupId })?.facilityKeys).toEqual(['F1', 'F2']);
    expect(overviewProperty(person, facilities, { groupId: group.groupId })).toBeNull();
  });
});
