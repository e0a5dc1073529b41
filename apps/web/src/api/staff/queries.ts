import { customerSearchHit, dataEnvelope } from '@mina-sidor/shared';
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client.ts';
import { orPrevious } from '@/api/previous-data.ts';

const searchEnvelope = dataEnvelope(customerSearchHit);

export const staffQueries = {
  all: () => ['staff'] as const,
  customerSearch: (api: ApiClient, q: string) =>
    queryOptions({
      queryKey: [...staffQueries.all(), 'customer-search', q],
      queryFn: async (context) => {
        const path = `/v2/staff/customers?${new URLSearchParams({ q })}`;
        return orPrevious(context, await api.get(path, searchEnvelope, context.signal), (body) => body.data);
      },
    }),
};
