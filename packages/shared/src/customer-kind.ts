import { CUSTOMER_STATUS, CUSTOMER_TYPE_ID, EMPTY_GUID, LEGAL_PART } from './codes.ts';

type Kind = { legalPart: { id: number }; customerType: { id: number } };

/** Spec §6: a private customer has legal part 1. */
export function isPrivateCustomer(customer: Kind): boolean {
  return customer.legalPart.id === LEGAL_PART.person;
}

/** Spec §6: customer type 100 with legal part 2, or customer type 2. */
export function isCompanyCustomer(customer: Kind): boolean {
  const { id } = customer.customerType;
  return (id === CUSTOMER_TYPE_ID.companyType && customer.legalPart.id === LEGAL_PART.company) || id === CUSTOMER_TYPE_ID.company;
}

/**
 * An organisationsnummer: 10 digits whose third digit is 2 or more (a personnummer's third digit
 * starts the month, so it is 0 or 1), optionally with the "16" prefix some systems store.
 */
export function isOrganisationNumber(value: string): boolean {
  const digits = value.replace(/\D/g, '');
  const ten = digits.length === 12 && digits.startsWith('16') ? digits.slice(2) : digits;
  return ten.length === 10 && Number(ten[2]) >= 2;
}

/** Spec §6: only a company, a group, or a customer with an organisation number has linked users (the Users menu). */
export function mayHaveLinkedUsers(customer: Kind & { groupId: string; identificationNumber: string }): boolean {
  return isCompanyCustomer(customer) || hasGroup(customer) || isOrganisationNumber(customer.identificationNumber);
}

/** Spec §3.3: an all-zero group id means no group. */
export function hasGroup(customer: { groupId: string }): boolean {
  return customer.groupId !== EMPTY_GUID;
}

/** Spec §4.1 step 5: active is status id 1 on the customer or on its first account. */
export function isActiveCustomer(customer: { status: { id: number }; customerAccounts: { status: { id: number } }[] }): boolean {
  return customer.status.id === CUSTOMER_STATUS.active || customer.customerAccounts[0]?.status.id === CUSTOMER_STATUS.active;
}
