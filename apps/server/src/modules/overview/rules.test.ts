import { EMPTY_GUID } from '@mina-sidor/shared';
import { describe, expect, it } from 'vitest';
import { changePercent, overviewProperty, previousMonth } from './rules.ts';

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

  it('compares with last year in percent with one decimal, not with nothing', () => {
    expect(changePercent(110, 100)).toBe(10);
    expect(changePercent(1, 3)).toBe(-66.7);
    expect(changePercent(5, 0)).toBeNull();
    expect(changePercent(null, 5)).toBeNull();
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
