import { consumptionEndpoints } from '@mina-sidor/shared/consumption';
import { keepPreviousData } from '@tanstack/react-query';
import { apiQuery, required } from '@/api/api-query.ts';
import type { ApiClient } from '@/api/client.ts';
import type { HeatmapPeriod } from './heatmap-layout.ts';
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
  /** A heatmap's hours: no comparison (the heatmap shows none), so a year of them is half the size. */
  hours: (api: ApiClient, customerId: string, meteringPointId: string, { from, to }: HeatmapPeriod) =>
    apiQuery(
      api,
      consumptionEndpoints.series,
      { params: { id: customerId, meteringPointId }, query: { resolution: 'hour', from, to, compare: 'false' } },
      { data: required('Förbrukningen kunde inte hämtas.', 'series_missing'), placeholderData: keepPreviousData, meta: { persist: false } },
    ),
  /**
   * The rest of this month's and year's forecast: spec §3.9's persisted `forecasts` slice, so it is
   * kept in the persisted cache like the other slices (small, and valid the whole day).
   */
  forecast: (api: ApiClient, customerId: string, meteringPointId: string) =>
    apiQuery(
      api,
      consumptionEndpoints.forecast,
      { params: { id: customerId, meteringPointId } },
      { data: required('Prognosen kunde inte hämtas.', 'forecast_missing') },
    ),
};
