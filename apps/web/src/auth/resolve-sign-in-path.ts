import type { QueryClient } from '@tanstack/react-query';
import { accountQueries } from '@/api/account/queries.ts';
import type { ApiClient } from '@/api/client.ts';
import { customerQueries } from '@/api/customers/queries.ts';
import { paths } from '@/lib/paths.ts';
import { toIdentity } from './identity.ts';
import { firstSignInStep, postSignInPath } from './post-sign-in.ts';
import { takeRedirectTarget } from './redirect-target.ts';

/**
 * Loads what the post-sign-in decision needs, in the order of spec §4.1
 * (account first, then the customer by mecid), through the query cache so
 * the first screen finds the data already there. Rejects when a call fails.
 */
export async function resolveSignInPath(queryClient: QueryClient, api: ApiClient, profile: unknown): Promise<string> {
  const identity = toIdentity(profile);
  if (!identity) return paths.loginProblem;
  const account = await queryClient.fetchQuery(accountQueries.current(api));
  const first = firstSignInStep(identity.claims);
  const customer =
    first.kind === 'load-customer' ? await queryClient.fetchQuery(customerQueries.detail(api, first.customerId)) : null;
  return postSignInPath({ claims: identity.claims, account, customer, redirectTarget: takeRedirectTarget() });
}
