import { contractEndpoints } from '@mina-sidor/shared/contract';
import { apiQuery, queryPolicies, required } from '@/api/api-query.ts';
import type { ApiClient } from '@/api/client.ts';

/** The selected property: one facility, or a group (all its facilities). */
export type ContractScope = { facilityKey?: string | undefined; groupId?: string | undefined };

export const contractQueries = {
  /** `data[0]`: the contracts grouped by utility type name (spec §3.7, §7). */
  grouped: (api: ApiClient, customerId: string, scope: ContractScope) =>
    apiQuery(
      api,
      contractEndpoints.grouped,
      { params: { id: customerId }, query: scope },
      { data: required('Avtalen kunde inte hämtas.', 'contracts_missing') },
    ),
  /** The whole answer; any failure means no details, and the contract is shown without them (spec §4.5, §8). */
  details: (api: ApiClient, customerId: string, contractId: string) =>
    apiQuery(api, contractEndpoints.details, { params: { id: customerId, contractId } }, queryPolicies.noneOnError),
};
