import type { Contract, ContractDetails, GroupedContracts } from '@mina-sidor/shared/contract';
import { priceOn, type VatBasis } from '@mina-sidor/shared/money';

/** Spec §3.7: contracts are grouped by utility type name, in the order they come. */
export function groupByUtilityType(contracts: Contract[]): GroupedContracts {
  const grouped: GroupedContracts = {};
  for (const contract of contracts) {
    const name = contract.utilityType.name;
    grouped[name] = [...(grouped[name] ?? []), contract];
  }
  return grouped;
}

/** The contract's prices as stored (without VAT, as the billing systems give them) on the customer's basis (decision 0054). */
export function detailsOnBasis(details: Omit<ContractDetails, 'vatBasis'>, basis: VatBasis, vatPercent: number): ContractDetails {
  return {
    ...details,
    priceComponents: details.priceComponents.map((component) => ({ ...component, price: priceOn(component.price, basis, vatPercent) })),
    vatBasis: basis,
  };
}
