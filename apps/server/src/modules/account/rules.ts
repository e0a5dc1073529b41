import type { Account } from '@mina-sidor/shared/account';
/** An organisationsnummer as stored: its ten digits, whether typed with dash or century prefix (16556123-4567). */
export function organisationNumberDigits(typed: string): string {
  return typed.replace(/[^0-9]/g, '').slice(-10);
}

/**
 * A company login links only the organisation its e-identification represents: an
 * organisationsnummer and a customer number are printed on every invoice, so knowing them
 * proves nothing.
 */
export function representsOrganisation(represented: string | null, typed: string): boolean {
  return represented !== null && represented === organisationNumberDigits(typed);
}

/** An account as a caller sees it: only the linked customers it may read itself (the rest are someone else's business). */
export function withReadableLinks(account: Account, readable: ReadonlySet<string>): Account {
  const linkedCustomers = account.linkedCustomers.filter((linked) => readable.has(linked.customerId));
  return { ...account, hasLinkedAccounts: linkedCustomers.length > 0, linkedCustomers };
}
