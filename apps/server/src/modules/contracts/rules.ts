import type { Contract, GroupedContracts } from '@mina-sidor/shared/contract';

/** Spec §3.7: contracts are grouped by utility type name, in the order they come. */
export function groupByUtilityType(contracts: Contract[]): GroupedContracts {
  const grouped: GroupedContracts = {};
  for (const contract of contracts) {
    const name = contract.utilityType.name;
    grouped[name] = [...(grouped[name] ?? []), contract];
  }
  return grouped;
}
