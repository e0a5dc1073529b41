import { type Message, messageEndpoints, visibleMessages } from '@mina-sidor/shared/message';
import { apiQuery } from '@/api/api-query.ts';
import { networkError, type ApiClient } from '@/api/client.ts';

export const messagesQueries = {
  /** `data.data[0]` is the list; archived ones left out, newest first (spec §3.9). The overview shares the key. */
  list: (api: ApiClient, customerId: string) =>
    apiQuery(api, messageEndpoints.list, { query: { customerId } }, { data: (messages) => visibleMessages(messages ?? []) }),
};

/** Marks the customer's message read; resolves with the message as it is now, rejects with the server's Swedish message. */
export async function markMessageRead(api: ApiClient, customerId: string, messageId: string): Promise<Message> {
  const message = await api.call(messageEndpoints.markRead, { params: { messageId }, body: { customerId } });
  if (!message) throw networkError();
  return message;
}
