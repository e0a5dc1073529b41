import { powerOfAttorneyEndpoints, type PoaDecision, type PowerOfAttorney } from '@mina-sidor/shared/power-of-attorney';
import { apiQuery, queryPolicies } from '@/api/api-query.ts';
import { networkError, type ApiClient } from '@/api/client.ts';

export const powersOfAttorneyQueries = {
  /** `data.data[0]` is the list; any failure is an empty list, silently; kept 5 minutes, retried once (spec §7, §8, §9). */
  list: (api: ApiClient, customerId: string) =>
    apiQuery(api, powerOfAttorneyEndpoints.list, { params: { id: customerId } }, { ...queryPolicies.emptyOnError, data: (list) => list ?? [] }),
};

/** The customer's decision; resolves with the power of attorney as it is now, rejects with the server's Swedish message. */
export async function decidePowerOfAttorney(api: ApiClient, customerId: string, permissionId: string, decision: PoaDecision): Promise<PowerOfAttorney> {
  const decided = await api.call(powerOfAttorneyEndpoints.decide, { params: { id: customerId, permissionId }, body: { decision } });
  if (!decided) throw networkError();
  return decided;
}
