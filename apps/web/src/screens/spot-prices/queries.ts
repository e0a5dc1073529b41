import { spotPriceEndpoints, type YourPrice } from '@mina-sidor/shared/spot-price';
import { keepPreviousData } from '@tanstack/react-query';
import { apiQuery, required } from '@/api/api-query.ts';
import type { ApiClient } from '@/api/client.ts';

/** Tomorrow's prices, once asked for and not yet out, are asked for again this often (they come shortly after 13:00). */
const UNTIL_PUBLISHED_MS = 5 * 60_000;

export const spotPriceQueries = {
  /** The customer's facilities with electricity and their price areas. */
  facilities: (api: ApiClient, customerId: string) => apiQuery(api, spotPriceEndpoints.facilities, { params: { id: customerId } }),
  /** A day's prices of a facility's area. */
  day: (api: ApiClient, customerId: string, facility: string, day: string) => ({
    ...apiQuery(
      api,
      spotPriceEndpoints.day,
      { params: { id: customerId }, query: { facility, day } },
      { data: required('Spotpriserna kunde inte hämtas.', 'spot_prices_missing'), meta: { persist: false } },
    ),
    refetchInterval: (query: { state: { data?: { status: string } | undefined } }) =>
      query.state.data?.status === 'not-yet-published' ? UNTIL_PUBLISHED_MS : false,
  }),
  /** Ditt elpris: the customer's fixed price, or its variable price with its parts for the day and the next. */
  yourPrice: (api: ApiClient, customerId: string, facility: string, day: string) => ({
    ...apiQuery(
      api,
      spotPriceEndpoints.yourPrice,
      { params: { id: customerId }, query: { facility, day } },
      { data: required('Ditt elpris kunde inte hämtas.', 'your_price_missing'), meta: { persist: false } },
    ),
    refetchInterval: (query: { state: { data?: YourPrice | undefined } }) =>
      query.state.data?.kind === 'variable' && query.state.data.days.some((d) => d.status === 'not-yet-published') ? UNTIL_PUBLISHED_MS : false,
  }),
  /** A month's daily averages, plain average and the customer's weighted average. */
  month: (api: ApiClient, customerId: string, facility: string, month: string) =>
    apiQuery(
      api,
      spotPriceEndpoints.month,
      { params: { id: customerId }, query: { facility, month } },
      {
        data: required('Spotpriserna kunde inte hämtas.', 'spot_prices_missing'),
        // Stepping to the next month keeps the last one on screen until the new one arrives.
        placeholderData: keepPreviousData,
        meta: { persist: false },
      },
    ),
};
