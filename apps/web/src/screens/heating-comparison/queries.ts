import { heatingComparisonEndpoints } from '@mina-sidor/shared/heating-comparison';
import { apiQuery } from '@/api/api-query.ts';
import type { ApiClient } from '@/api/client.ts';

export const heatingComparisonQueries = {
  /** The facility's use per m² against its category, metered and normalised. */
  comparison: (api: ApiClient, { customerId, facilityKey }: { customerId: string; facilityKey: string | undefined }) =>
    apiQuery(api, heatingComparisonEndpoints.comparison, { params: { id: customerId }, query: { facility: facilityKey } }),
};
