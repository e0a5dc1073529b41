import { consumptionEndpoints } from '@mina-sidor/shared/consumption';
import { keepPreviousData } from '@tanstack/react-query';
import { apiQuery, required } from '@/api/api-query.ts';
import type { ApiClient } from '@/api/client.ts';
import type { Period } from './period.ts';

export const consumptionQueries = {
  meteringPoints: (api: ApiClient, customerId: string) => apiQuery(api, consumptionEndpoints.meteringPoints, { params: { id: customerId } }),
  series: (api: ApiClient, customerId: string, meteringPointId: string, { resolution, from, to }: Period) =>
    apiQuery(
      api,
      consumptionEndpoints.series,
      { params: { id: customerId, meteringPointId }, query: { resolution, from, to } },
      {
        data: required('Förbrukningen kunde inte hämtas.', 'series_missing'),
        // Stepping to the next period keeps the last chart on screen until the new one arrives.
        placeholderData: keepPreviousData,
        // Many periods, large and soon outdated: not worth a place in the persisted cache.
        meta: { persist: false },
      },
    ),
};
