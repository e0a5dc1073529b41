import { disruptionEndpoints } from '@mina-sidor/shared/disruption';
import { outageNotificationEndpoints, type NewOutageRecipient, type OutageRecipient } from '@mina-sidor/shared/outage-notification';
import { apiQuery } from '@/api/api-query.ts';
import { networkError, type ApiClient } from '@/api/client.ts';

export const outageQueries = {
  /** The customer's facilities, each with who is notified of outages there. */
  recipients: (api: ApiClient, customerId: string) => apiQuery(api, outageNotificationEndpoints.list, { params: { id: customerId } }),
  /** Ongoing and planned disruptions at the customer's facilities, and those mended in the last week. */
  disruptions: (api: ApiClient, customerId: string) => apiQuery(api, disruptionEndpoints.list, { params: { id: customerId } }),
};

/** Resolves with the recipient as stored (a number in its national form), rejects with the server's Swedish message. */
export async function addRecipient(api: ApiClient, customerId: string, facilityKey: string, recipient: NewOutageRecipient): Promise<OutageRecipient> {
  const added = await api.call(outageNotificationEndpoints.add, { params: { id: customerId, facilityKey }, body: recipient });
  if (!added) throw networkError();
  return added;
}

/** Rejects with the server's Swedish message. */
export async function removeRecipient(api: ApiClient, customerId: string, facilityKey: string, recipientId: string): Promise<void> {
  // A 204 is null; undefined is an unreachable server, and then nothing was removed.
  const removed = await api.call(outageNotificationEndpoints.remove, { params: { id: customerId, facilityKey, recipientId } });
  if (removed === undefined) throw networkError();
}
