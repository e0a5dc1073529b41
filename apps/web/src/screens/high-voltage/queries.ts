import { highVoltageEndpoints } from '@mina-sidor/shared/high-voltage';
import { keepPreviousData } from '@tanstack/react-query';
import { apiQuery } from '@/api/api-query.ts';
import type { ApiClient } from '@/api/client.ts';

export const highVoltageQueries = {
  /**
   * The facility's 13 months and one month's hours. Choosing another month keeps the figures on
   * screen until its hours arrive, so the page does not fall back to "Laddar...".
   */
  summary: (api: ApiClient, customerId: string, query: { facility?: string | undefined; month?: string | undefined }) =>
    apiQuery(api, highVoltageEndpoints.summary, { params: { id: customerId }, query }, { placeholderData: keepPreviousData }),
};
