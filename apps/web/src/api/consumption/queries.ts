import { consumptionSeries, dataEnvelope, meteringPointSummary, type ConsumptionSeries, type MeteringPointSummary } from '@mina-sidor/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { ApiRequestError, type ApiClient } from '@/api/client.ts';
import { orPrevious } from '@/api/previous-data.ts';
import type { Period } from '@/screens/consumption/period.ts';

const pointsEnvelope = dataEnvelope(meteringPointSummary);
const seriesEnvelope = dataEnvelope(consumptionSeries);
const base = (customerId: string) => `/v2/customers/${encodeURIComponent(customerId)}/meteringpoints`;

export const consumptionQueries = {
  all: (customerId: string) => ['consumption', customerId] as const,
  meteringPoints: (api: ApiClient, customerId: string) =>
    queryOptions({
      queryKey: [...consumptionQueries.all(customerId), 'metering-points'],
      queryFn: async (context): Promise<MeteringPointSummary[]> =>
        orPrevious(context, await api.get(base(customerId), pointsEnvelope, context.signal), (body) => body.data),
    }),
  series: (api: ApiClient, customerId: string, meteringPointId: string, period: Period) =>
    queryOptions({
      queryKey: [...consumptionQueries.all(customerId), 'series', meteringPointId, period.resolution, period.from, period.to],
      queryFn: async (context): Promise<ConsumptionSeries> => {
        const query = new URLSearchParams({ resolution: period.resolution, from: period.from, to: period.to });
        const path = `${base(customerId)}/${encodeURIComponent(meteringPointId)}/values?${query}`;
        return orPrevious(context, await api.get(path, seriesEnvelope, context.signal), (body) => {
          const [first] = body.data;
          if (!first) throw new ApiRequestError('Förbrukningen kunde inte hämtas.', 404, 'series_missing');
          return first;
        });
      },
      // Stepping to the next period keeps the last chart on screen until the new one arrives.
      placeholderData: keepPreviousData,
      // Many periods, large and soon outdated: not worth a place in the persisted cache.
      meta: { persist: false },
    }),
};
