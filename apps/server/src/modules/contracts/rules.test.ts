import { UTILITY_TYPES } from '@mina-sidor/shared';
import type { Contract } from '@mina-sidor/shared/contract';
import { describe, expect, it } from 'vitest';
import { groupByUtilityType } from './rules.ts';

const contract = (contractId: string, name: keyof typeof UTILITY_TYPES): Contract => ({
  referenceId: `R-${contractId}`,
  contractId,
  productNumber: 'P',
  productName: 'Produkt',
  utilityType: { id: UTILITY_TYPES[name], name },
  facilityKey: 'F',
  customerAccountId: 'A',
  startDate: '2024-01-01',
  endDate: null,
  contractDetails: null,
  attributes: { meteringPointId: null, fuseSize: null },
});

describe('groupByUtilityType (spec §3.7)', () => {
  it('groups by utility type name, groups and contracts in the order they come', () => {
    const grouped = groupByUtilityType([contract('K1', 'EL'), contract('K2', 'FJV'), contract('K3', 'EL'), contract('K4', 'VA')]);
    expect(Object.keys(grouped)).toEqual(['EL', 'FJV', 'VA']);
    expect(grouped.EL?.map((c) => c.contractId)).toEqual(['K1', 'K3']);
    expect(grouped.VA?.map((c) => c.contractId)).toEqual(['K4']);
  });

  it('is empty without contracts', () => {
    expect(groupByUtilityType([])).toEqual({});
  });
});
