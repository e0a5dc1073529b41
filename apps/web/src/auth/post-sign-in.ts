import { claimList, type Account, type Customer, type IdentityClaims } from '@mina-sidor/shared';
import { paths } from '@/lib/paths.ts';
import { hasRole, isStaff } from './identity.ts';

// Where the sign-in callback sends a person (spec §4.1). Pure: the callback
// page fetches, these functions decide. They cover the first part of §4.1; the
// rest (pending confirmation codes, linked accounts, inactive customers, the
// account picker, contract renewal) grows into them.

/** Either the answer, or the customer the answer depends on. */
export type FirstSignInStep =
  | { kind: 'path'; path: string }
  | { kind: 'load-customer'; customerId: string };

/** Decided from the profile alone, before any customer is loaded. */
export function firstSignInStep(claims: IdentityClaims): FirstSignInStep {
  if (isStaff(claims)) return { kind: 'path', path: paths.customerSearch };
  if (hasRole(claims, 'CompanyNotAssigned') && claimList(claims.amr).includes('Company')) {
    // Spec §4.1 step 2 sends these to /foretag/skapa-anvandare; they get the
    // non-customer page until the company-link page exists.
    return { kind: 'path', path: paths.nonCustomer };
  }
  if (hasRole(claims, 'NonCustomer')) return { kind: 'path', path: paths.nonCustomer };
  if (!claims.mecid) return { kind: 'path', path: paths.loginProblem };
  return { kind: 'load-customer', customerId: claims.mecid };
}

export interface PostSignInInput {
  claims: IdentityClaims;
  /** The login's own account; the coming §4.1 steps read its linked customers. */
  account: Account | null;
  /** The customer named by `mecid`, when `firstSignInStep` asked for it. */
  customer: Customer | null;
  /** The path the person wanted before sign-in (saved by the sign-in guard). */
  redirectTarget: string | null;
}

/** The path to go to once everything `firstSignInStep` asked for is loaded. */
export function postSignInPath({ claims, customer, redirectTarget }: PostSignInInput): string {
  const first = firstSignInStep(claims);
  if (first.kind === 'path') return first.path;
  if (!customer) return paths.loginProblem;
  return safeRedirectTarget(redirectTarget) ?? paths.home;
}

const SESSION_PATHS: readonly string[] = [paths.callback, paths.silentRenew, paths.signout];

/** Only a path of this app, never another origin ('//host') or a session route (it would loop). */
function safeRedirectTarget(target: string | null): string | null {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return null;
  const pathname = new URL(target, 'http://app.invalid').pathname;
  return SESSION_PATHS.includes(pathname) ? null : target;
}
