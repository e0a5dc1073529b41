import { feedbackEndpoints, type Feedback } from '@mina-sidor/shared/feedback';
import { panelEndpoints, type PanelParticipation } from '@mina-sidor/shared/panel';
import { apiQuery, queryPolicies } from '@/api/api-query.ts';
import { networkError, type ApiClient } from '@/api/client.ts';

/** Panel participation is addressed by customer number (spec §7). */
const byNumber = (customerNumber: string) => ({ params: { id: customerNumber }, query: {} });

export const panelQueries = {
  participation: (api: ApiClient, customerNumber: string) => apiQuery(api, panelEndpoints.participation, byNumber(customerNumber), queryPolicies.retryOnce),
};

/**
 * Joins the customer panel. The e-mail is sent only when the customer has
 * none (the server uses the customer's own otherwise). Rejects with the
 * server's Swedish message, or the network message.
 */
export async function joinPanel(api: ApiClient, customerNumber: string, email: string | undefined): Promise<PanelParticipation> {
  const body = { participate: true, ...(email ? { email } : {}) };
  const answer = await api.call(panelEndpoints.setParticipation, { ...byNumber(customerNumber), body });
  if (!answer) throw networkError();
  return answer;
}

/** Stores the page's thumb and optional text (decision 0003). */
export async function sendFeedback(api: ApiClient, feedback: Feedback): Promise<void> {
  const created = await api.call(feedbackEndpoints.send, { body: feedback });
  if (created === undefined) throw networkError();
}
