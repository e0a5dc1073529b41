import { messageEndpoints, visibleMessages } from '@mina-sidor/shared/message';
import { apiQuery } from '@/api/api-query.ts';
import type { ApiClient } from '@/api/client.ts';

/** Shared by the overview's latest messages and the messages page: one key, one shape in the cache. */
export const messageQueries = {
  /** `data.data[0]` is the list; archived ones left out, newest first (spec §3.9). */
  list: (api: ApiClient, customerId: string) =>
    apiQuery(api, messageEndpoints.list, { query: { customerId } }, { data: (messages) => visibleMessages(messages ?? []) }),
};
