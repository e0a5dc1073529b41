import { dataEnvelope, powerOfAttorney, type PowerOfAttorney } from '@mina-sidor/shared';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import type { ApiClient } from '@/api/client.ts';

const poaEnvelope = dataEnvelope(z.array(powerOfAttorney));

export const powerOfAttorneyQueries = {
  all: (customerId: string) => ['powers-of-attorney', customerId] as const,
  /**
   * GET customers/{id}/metervalues/poa: `data[0]` is the list. Spec §7 and §8:
   * errors give an empty list, silently; cached 5 minutes, one retry.
   */
  list: (api: ApiClient, customerId: string) =>
    queryOptions({
      queryKey: [...powerOfAttorneyQueries.all(customerId), 'list'],
      queryFn: async ({ signal }): Promise<PowerOfAttorney[]> => {
        const path = `/v1/customers/${encodeURIComponent(customerId)}/metervalues/poa`;
        const body = await api.get(path, poaEnvelope, signal).catch(() => undefined);
        return body?.data[0] ?? [];
      },
      staleTime: 5 * 60 * 1000,
      retry: 1,
    }),
};
