import { claimList, CUSTOMER_STATUS, isActiveCustomer, type IdentityClaims } from '@mina-sidor/shared';
import type { Account } from '@mina-sidor/shared/account';
import type { Customer } from '@mina-sidor/shared/customer';
import { paths } from '@/lib/paths.ts';
import { hasRole, isStaff } from './identity.ts';
import { safeRedirectTarget } from './redirect-target.ts';
import { renewalUrl, type RenewalFlag } from './renewal.ts';

// Where the sign-in callback sends a person: spec §4.1, steps 1–8. Pure: the
// callback page fetches, these functions decide.

/** What the browser kept across the sign-in round trip. */
export interface StoredSignInState {
  /** An invitation opened before sign-in: the "pending confirmation" of steps 2, 3 and 8. */
  invitationCode: string | null;
  /** The path the person wanted before sign-in (saved by the sign-in guard). */
  redirectTarget: string | null;
  /** Set by a link from the public site (step 7). */
  renewal: RenewalFlag | null;
}

/** Either the answer, or the customer the answer depends on. */
export type FirstSignInStep = { kind: 'path'; path: string } | { kind: 'load-customer'; customerId: string };

function hasLinkedAccounts(account: Account | null): boolean {
  return account !== null && (account.hasLinkedAccounts || account.linkedCustomers.length > 0);
}

/** The three-way choice of steps 3 and 5. */
function withoutOwnCustomer(account: Account | null, invitationCode: string | null): string {
  if (invitationCode) return paths.confirmAccount.href(invitationCode);
  if (hasLinkedAccounts(account)) return paths.switchUser.href();
  return paths.nonCustomer;
}

/** Steps 1–4: decided from the profile, the login's account and the stored state, before any customer is loaded. */
export function firstSignInStep(claims: IdentityClaims, account: Account | null, stored: StoredSignInState): FirstSignInStep {
  // Staff have no customer of their own: they start at the customer search.
  if (isStaff(claims)) return { kind: 'path', path: paths.customerSearch };
  const companyLogin = claimList(claims.amr).includes('Company');
  if (hasRole(claims, 'CompanyNotAssigned') && companyLogin && !stored.invitationCode) {
    return { kind: 'path', path: paths.companyUser };
  }
  if (hasRole(claims, 'NonCustomer')) return { kind: 'path', path: withoutOwnCustomer(account, stored.invitationCode) };
  if (!claims.mecid) return { kind: 'path', path: paths.loginProblem };
  return { kind: 'load-customer', customerId: claims.mecid };
}

export type SignInDestination =
  /** A page that needs no selected customer. */
  | { kind: 'path'; path: string }
  /** Select the login's own customer (spec §4.2), then go to `path`. */
  | { kind: 'customer'; path: string; customerId: string }
  /** Leave for the public site (step 7). */
  | { kind: 'renewal'; url: string };

export interface PostSignInInput {
  claims: IdentityClaims;
  account: Account | null;
  /** The customer named by `mecid`, when `firstSignInStep` asked for it; null if the server has none. */
  customer: Customer | null;
  stored: StoredSignInState;
  publicSiteUrl: string;
  accessToken: string;
}

const NOTHING_STORED: StoredSignInState = { invitationCode: null, redirectTarget: null, renewal: null };

/**
 * Whether /non-customer is this person's place: where steps 3 and 5 send them when nothing is
 * pending (no invitation, no linked accounts). An active customer, staff or a linked user who
 * opens it by its address is not told "Du är inte kund hos oss ännu": the page sends them to
 * their start page instead. `customer` is the one named by `mecid`, when firstSignInStep asks for it.
 */
export function belongsOnNonCustomerPage(claims: IdentityClaims, account: Account | null, customer: Customer | null): boolean {
  const first = firstSignInStep(claims, account, NOTHING_STORED);
  if (first.kind === 'path') return first.path === paths.nonCustomer;
  return customer !== null && !isActiveCustomer(customer) && !hasLinkedAccounts(account);
}

/** '/' is what the guard saves for a plain visit: it names no particular page. */
function wantedPage(stored: StoredSignInState): string | null {
  const target = safeRedirectTarget(stored.redirectTarget);
  return target === paths.home ? null : target;
}

/** Steps 1–8: where to go once everything `firstSignInStep` asked for is loaded. */
export function postSignInDestination(input: PostSignInInput): SignInDestination {
  const { claims, account, customer, stored } = input;
  const first = firstSignInStep(claims, account, stored);
  if (first.kind === 'path') return first;
  // The profile names a customer the server does not know: the account cannot be verified.
  if (!customer) return { kind: 'path', path: paths.loginProblem };

  const linked = hasLinkedAccounts(account);
  // Step 5: a customer who is not active has nothing to see unless linked elsewhere.
  if (!isActiveCustomer(customer) && !linked) return { kind: 'path', path: withoutOwnCustomer(account, stored.invitationCode) };

  // Step 6: several places to be: the picker, which carries the wanted page on.
  const activeAccounts = customer.customerAccounts.filter((a) => a.status.id === CUSTOMER_STATUS.active).length;
  if (activeAccounts > 1 || linked) {
    const redirect = wantedPage(stored) ?? undefined;
    return { kind: 'path', path: paths.switchUser.href({ showModal: true, autoLogin: true, redirect }) };
  }

  // Step 7.
  if (stored.renewal) {
    return { kind: 'renewal', url: renewalUrl({ publicSiteUrl: input.publicSiteUrl, customer, accessToken: input.accessToken }) };
  }

  // Step 8.
  const path = wantedPage(stored) ?? (stored.invitationCode ? paths.confirmAccount.href(stored.invitationCode) : paths.home);
  return { kind: 'customer', path, customerId: customer.customerId };
}
