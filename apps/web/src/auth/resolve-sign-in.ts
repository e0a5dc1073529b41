import type { Customer } from '@mina-sidor/shared/customer';
import type { User } from 'oidc-client-ts';
import { accountQueries } from '@/api/account/queries.ts';
import { ApiRequestError } from '@/api/client.ts';
import { customerQueries } from '@/api/customers/queries.ts';
import { paths } from '@/lib/paths.ts';
import { selectCustomer, type SelectionServices } from '@/selection/select-customer.ts';
import { toIdentity } from './identity.ts';
import { storedInvitationCode } from './invitation-code.ts';
import { firstSignInStep, postSignInDestination } from './post-sign-in.ts';
import { takeRedirectTarget } from './redirect-target.ts';
import { clearRenewalFlag, storedRenewalFlag } from './renewal.ts';

export type SignInOutcome = { kind: 'navigate'; path: string } | { kind: 'leave'; url: string };

/** The login's own customer; null when the server has none by that id (404). */
async function ownCustomer({ api, queryClient }: SelectionServices, customerId: string): Promise<Customer | null> {
  try {
    return await queryClient.fetchQuery(customerQueries.detail(api, customerId));
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return null;
    throw error;
  }
}

/**
 * Spec §4.1 around the pure decision: loads what it needs in its order
 * (account first, then the customer by mecid) through the query cache, so the
 * first screen finds the data there, and selects the customer when the
 * destination shows one. Rejects when a call fails (the error page).
 */
export async function resolveSignIn(services: SelectionServices & { publicSiteUrl: string }, user: User): Promise<SignInOutcome> {
  const identity = toIdentity(user.profile);
  if (!identity) return { kind: 'navigate', path: paths.loginProblem };
  const { claims } = identity;
  const stored = { invitationCode: storedInvitationCode(), redirectTarget: takeRedirectTarget(), renewal: storedRenewalFlag() };
  const account = await services.queryClient.fetchQuery(accountQueries.current(services.api));
  const first = firstSignInStep(claims, account, stored);
  const customer = first.kind === 'load-customer' ? await ownCustomer(services, first.customerId) : null;
  const destination = postSignInDestination({
    claims,
    account,
    customer,
    stored,
    publicSiteUrl: services.publicSiteUrl,
    accessToken: user.access_token,
  });
  // Step 6 comes before step 7: a person who must pick an account first keeps
  // the flag, and the picker hands over to the public site after the switch.
  const toPicker = destination.kind === 'path' && destination.path.startsWith(paths.switchUser.base);
  if (!toPicker) clearRenewalFlag();
  if (destination.kind === 'renewal') return { kind: 'leave', url: destination.url };
  if (destination.kind === 'customer') {
    await selectCustomer(services, { subject: claims.sub, customerId: destination.customerId });
  }
  return { kind: 'navigate', path: destination.path };
}
