import { panelParticipation, type PanelParticipation } from '@mina-sidor/shared';
import { queryOptions } from '@tanstack/react-query';
import { networkError, type ApiClient } from '@/api/client.ts';
import { orPrevious } from '@/api/previous-data.ts';

const participationPath = (version: 'v1' | 'v2', customerNumber: string) =>
  `/${version}/customers/${encodeURIComponent(customerNumber)}/panel-participation`;

export const panelQueries = {
  all: (customerNumber: string) => ['panel', customerNumber] as const,
  /** GET customers/{customerNumber}/panel-participation; spec §7 and §9: retried once. */
  participation: (api: ApiClient, customerNumber: string) =>
    queryOptions({
      queryKey: [...panelQueries.all(customerNumber), 'participation'],
      queryFn: async (context): Promise<PanelParticipation> =>
        orPrevious(context, await api.get(participationPath('v1', customerNumber), panelParticipation, context.signal), (body) => body),
      retry: 1,
    }),
};

/**
 * Joins the customer panel. The e-mail is sent only when the customer has
 * none (the server uses the customer's own otherwise). Rejects with the
 * server's Swedish message, or the network message.
 */
export async function joinPanel(api: ApiClient, customerNumber: string, email: string | undefined): Promise<PanelParticipation> {
  const body = { participate: true, ...(email ? { email } : {}) };
  const answer = await api.put(participationPath('v2', customerNumber), body, panelParticipation);
  if (!answer) throw networkError();
  return answer;
}
