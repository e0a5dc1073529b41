import { accountEndpoints } from '@mina-sidor/shared/account';
import { apiQuery } from '@/api/api-query.ts';
import type { ApiClient } from '@/api/client.ts';

export const accountQueries = {
  /** The signed-in login's own account (`data[0]`); null when the server knows none. */
  current: (api: ApiClient) => apiQuery(api, accountEndpoints.current, {}),
};
