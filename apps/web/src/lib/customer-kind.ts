import { EMPTY_GUID, type Customer } from '@mina-sidor/shared';

const PRIVATE_LEGAL_PART = 1;
const COMPANY_LEGAL_PART = 2;
const COMPANY_TYPE_ID = 100;
const COMPANY_ID = 2;

/** Spec §6: a private customer has legal part 1. */
export function isPrivateCustomer(customer: Customer): boolean {
  return customer.legalPart.id === PRIVATE_LEGAL_PART;
}

/** Spec §6: customer type 100 with legal part 2, or customer type 2. */
export function isCompanyCustomer(customer: Customer): boolean {
  return (customer.customerType.id === COMPANY_TYPE_ID && customer.legalPart.id === COMPANY_LEGAL_PART) || customer.customerType.id === COMPANY_ID;
}

/** Spec §3.3: an all-zero group id means no group. */
export function isGroupCustomer(customer: Customer): boolean {
  return customer.groupId !== EMPTY_GUID;
}
