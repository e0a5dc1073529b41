import { overviewEndpoints, type OverviewQuery } from '@mina-sidor/shared/overview';
import { apiQuery, required } from '@/api/api-query.ts';
import type { ApiClient } from '@/api/client.ts';

export const landingQueries = {
  /**
   * `data[0]`, for the selected property (a facility, or the group: all its
   * facilities) and the selected account's latest invoice.
   */
  overview: (api: ApiClient, customerId: string, scope: OverviewQuery) =>
    apiQuery(
      api,
      overviewEndpoints.detail,
      { params: { id: customerId }, query: scope },
      { data: required('Översikten kunde inte hämtas.', 'overview_missing') },
    ),
};
