import { isActiveCustomer } from '@mina-sidor/shared';
import type { Customer } from '@mina-sidor/shared/customer';
import { safeRedirectTarget } from '@/auth/redirect-target.ts';
import { renewalUrl, type RenewalFlag } from '@/auth/renewal.ts';
import { paths } from '@/lib/paths.ts';

export type SwitchDestination = { kind: 'path'; path: string } | { kind: 'renewal'; url: string };

export interface SwitchDestinationInput {
  /** The customer of the chosen account, as reloaded. */
  customer: Customer;
  /** The picker's `redirect` parameter. */
  redirect: string | null;
  renewal: RenewalFlag | null;
  publicSiteUrl: string;
  accessToken: string;
}

/**
 * Spec §4.3: after the switch, the `redirect` parameter, or '/', or
 * /non-customer when the chosen customer is not active. A renewal flag that
 * waited for the choice (spec §4.1: step 6 comes before step 7) hands over
 * to the public site instead.
 */
export function switchDestination({ customer, redirect, renewal, publicSiteUrl, accessToken }: SwitchDestinationInput): SwitchDestination {
  if (!isActiveCustomer(customer)) return { kind: 'path', path: paths.nonCustomer };
  if (renewal) return { kind: 'renewal', url: renewalUrl({ publicSiteUrl, customer, accessToken }) };
  return { kind: 'path', path: safeRedirectTarget(redirect) ?? paths.home };
}
