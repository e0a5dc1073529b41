import { integrationEventEndpoints, type WebhookDelivery } from '@mina-sidor/shared/integration-event';
import { apiQuery } from '@/api/api-query.ts';
import { networkError, type ApiClient } from '@/api/client.ts';

export const deliveryQueries = {
  /** Every delivery not taken, given up first; always asked afresh: it changes by itself as retries run. */
  undelivered: (api: ApiClient) => apiQuery(api, integrationEventEndpoints.undelivered, {}, { data: (list): WebhookDelivery[] => list ?? [], staleTime: 0 }),
};

/** Sends a given-up event again, and the customer's events behind it; rejects with the server's Swedish message. */
export async function retryDelivery(api: ApiClient, eventId: string): Promise<WebhookDelivery> {
  const retried = await api.call(integrationEventEndpoints.retry, { params: { eventId } });
  if (!retried) throw networkError();
  return retried;
}
