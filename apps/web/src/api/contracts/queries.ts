import { contractDetails, type ContractDetails } from '@mina-sidor/shared';
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client.ts';

export const contractQueries = {
  all: (customerId: string) => ['contracts', customerId] as const,
  /**
   * GET customers/{id}/contracts/{contractId}/details: the whole answer. Spec
   * §4.5 and §8: a failed fetch sets the details to none — the contract is
   * still shown, just without its details.
   */
  details: (api: ApiClient, customerId: string, contractId: string) =>
    queryOptions({
      queryKey: [...contractQueries.all(customerId), contractId, 'details'],
      queryFn: async ({ signal }): Promise<ContractDetails | null> => {
        const path = `/v1/customers/${encodeURIComponent(customerId)}/contracts/${encodeURIComponent(contractId)}/details`;
        return (await api.get(path, contractDetails, signal).catch(() => undefined)) ?? null;
      },
    }),
};
