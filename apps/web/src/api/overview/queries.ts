import { dataEnvelope, overview, type Overview, type OverviewQuery } from '@mina-sidor/shared';
import { queryOptions } from '@tanstack/react-query';
import { ApiRequestError, type ApiClient } from '@/api/client.ts';
import { orPrevious } from '@/api/previous-data.ts';

const overviewEnvelope = dataEnvelope(overview);

export const overviewQueries = {
  all: (customerId: string) => ['overview', customerId] as const,
  /**
   * GET v2/customers/{id}/overview: `data[0]`, for the selected property (a
   * facility, or the group: all its facilities) and the selected account's
   * latest invoice.
   */
  detail: (api: ApiClient, customerId: string, scope: OverviewQuery) =>
    queryOptions({
      queryKey: [...overviewQueries.all(customerId), scope.facilityKey ?? null, scope.groupId ?? null, scope.customerAccountId ?? null],
      queryFn: async (context): Promise<Overview> => {
        const params = new URLSearchParams(Object.entries(scope).filter((entry): entry is [string, string] => entry[1] !== undefined));
        const query = params.size > 0 ? `?${params}` : '';
        const path = `/v2/customers/${encodeURIComponent(customerId)}/overview${query}`;
        return orPrevious(context, await api.get(path, overviewEnvelope, context.signal), (body) => {
          const [first] = body.data;
          if (!first) throw new ApiRequestError('Översikten kunde inte hämtas.', 404, 'overview_missing');
          return first;
        });
      },
    }),
};
