import { dataEnvelope, overview, type Overview } from '@mina-sidor/shared';
import { queryOptions } from '@tanstack/react-query';
import { ApiRequestError, type ApiClient } from '@/api/client.ts';
import { orPrevious } from '@/api/previous-data.ts';

const overviewEnvelope = dataEnvelope(overview);

export const overviewQueries = {
  all: (customerId: string) => ['overview', customerId] as const,
  /**
   * GET v2/customers/{id}/overview: `data[0]`. Without a facility key (a
   * group, or a customer without facilities) the server takes the customer's
   * first facility.
   */
  detail: (api: ApiClient, customerId: string, facilityKey: string | undefined) =>
    queryOptions({
      queryKey: [...overviewQueries.all(customerId), facilityKey ?? null],
      queryFn: async (context): Promise<Overview> => {
        const query = facilityKey ? `?${new URLSearchParams({ facilityKey })}` : '';
        const path = `/v2/customers/${encodeURIComponent(customerId)}/overview${query}`;
        return orPrevious(context, await api.get(path, overviewEnvelope, context.signal), (body) => {
          const [first] = body.data;
          if (!first) throw new ApiRequestError('Översikten kunde inte hämtas.', 404, 'overview_missing');
          return first;
        });
      },
    }),
};
