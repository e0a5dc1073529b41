import { EMPTY_GUID } from './codes.ts';

/** The property (spec §3.8) the pages show: the customer's group (all its facilities) or one facility. */
export type PropertyChoice = { kind: 'group'; groupId: string } | { kind: 'facility'; facilityKey: string } | null;

/**
 * Spec §4.2: the first group, else the first facility, else nothing. A customer has at most one
 * group (a non-zero groupId), which covers every facility. Of the facilities, the first one the
 * selected account reaches is taken, so a switch to another account shows that account's
 * property. The web app selects with it; the server answers an overview without a property
 * with it.
 */
export function defaultProperty(
  customer: { groupId: string },
  facilities: readonly { facilityKey: string; customerAccountIds: readonly string[] }[],
  accountId: string | null | undefined,
): PropertyChoice {
  if (customer.groupId !== EMPTY_GUID) return { kind: 'group', groupId: customer.groupId };
  const facility = facilities.find((f) => accountId != null && f.customerAccountIds.includes(accountId)) ?? facilities[0];
  return facility ? { kind: 'facility', facilityKey: facility.facilityKey } : null;
}
