import { type Message, messageEndpoints } from '@mina-sidor/shared/message';
import { networkError, type ApiClient } from '@/api/client.ts';

/** Marks the customer's message read; resolves with the message as it is now, rejects with the server's Swedish message. */
export async function markMessageRead(api: ApiClient, customerId: string, messageId: string): Promise<Message> {
  const message = await api.call(messageEndpoints.markRead, { params: { messageId }, body: { customerId } });
  if (!message) throw networkError();
  return message;
}
