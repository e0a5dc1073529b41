import { customerSearchHit, dataEnvelope } from '@mina-sidor/shared';
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client.ts';

const searchEnvelope = dataEnvelope(customerSearchHit);

export const staffQueries = {
  all: () => ['staff'] as const,
  customerSearch: (api: ApiClient, q: string) =>
    queryOptions({
      queryKey: [...staffQueries.all(), 'customer-search', q],
      queryFn: async ({ signal }) => {
        const body = await api.get(`/v2/staff/customers?${new URLSearchParams({ q })}`, searchEnvelope, signal);
        return body.data;
      },
    }),
};
