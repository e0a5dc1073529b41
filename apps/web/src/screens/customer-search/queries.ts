import { staffEndpoints } from '@mina-sidor/shared/staff';
import { apiQuery } from '@/api/api-query.ts';
import type { ApiClient } from '@/api/client.ts';

export const customerSearchQueries = {
  search: (api: ApiClient, q: string) => apiQuery(api, staffEndpoints.customerSearch, { query: { q } }),
};
