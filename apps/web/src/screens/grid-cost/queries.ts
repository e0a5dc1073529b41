import { type GridCostInput, gridCostEndpoints, gridCostQuery } from '@mina-sidor/shared/grid-cost';
import type { VatBasis } from '@mina-sidor/shared/money';
import { apiQuery, required } from '@/api/api-query.ts';
import type { ApiClient } from '@/api/client.ts';

export const gridCostQueries = {
  /** The customer's facilities with a fuse-based grid contract, and their last 12 months. */
  facilities: (api: ApiClient, customerId: string) => apiQuery(api, gridCostEndpoints.facilities, { params: { id: customerId } }),
  /** The calculation of checked input with today's prices, on the customer's VAT basis; the same input is the same answer all day. */
  calculation: (api: ApiClient, input: GridCostInput, vatBasis: VatBasis) =>
    apiQuery(
      api,
      gridCostEndpoints.calculate,
      { query: { ...gridCostQuery(input), vatBasis } },
      { data: required('Beräkningen saknas i svaret. Försök igen.', 'no_calculation') },
    ),
};
