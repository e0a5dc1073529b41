import { messageEndpoints, visibleMessages } from '@mina-sidor/shared/message';
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
  /** `data.data[0]` is the list; archived ones left out, newest first (spec §3.9). */
  messages: (api: ApiClient, customerId: string) =>
    apiQuery(api, messageEndpoints.list, { query: { customerId } }, { data: (messages) => visibleMessages(messages ?? []) }),
};
