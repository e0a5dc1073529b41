import { z } from 'zod/mini';
import { line, lines } from './text.ts';
import { MESSAGE_STATUS } from './codes.ts';
import { customerId } from './customer.ts';
import { access, endpoint, reply } from './endpoint.ts';

export const message = z.object({
  messageId: z.string(),
  customerId: z.string(),
  subject: z.string(),
  body: z.string(),
  category: z.string(),
  createdAt: z.string(),
  status: z.object({ key: z.int(), name: z.string() }),
  /** Who wrote it: the customer, from the portal (a request to the provider), or the provider. */
  from: z.enum(['customer', 'provider']),
  /** On the customer's request: when the provider answered it (its first answer), null while it waits. Null on the provider's messages. */
  answeredAt: z.nullable(z.string()),
  /** On the provider's answer: the id of the customer's request it answers; null on any other message. */
  inReplyTo: z.nullable(z.string()),
});
export type Message = z.infer<typeof message>;

export const messagesQuery = z.object({
  customerId,
  reload: z.optional(z.enum(['true', 'false'])),
});

/** Whose inbox the message is in: the customer who opens it. */
export const markReadRequest = z.strictObject({ customerId });

/** A message about a district heating contract, sent from the contract page. */
export const newMessage = z.strictObject({
  customerId,
  facilityKey: z.optional(line(64)),
  subject: line(120, 'Ämnet får vara högst 120 tecken.').check(z.trim(), z.minLength(1, { message: 'Det här fältet krävs' })),
  body: lines(2000, 'Meddelandet får vara högst 2000 tecken.').check(z.trim(), z.minLength(1, { message: 'Det här fältet krävs' })),
  /** Made by the form once per message: sent twice (a double click, a retry), it is stored once. */
  requestId: z.optional(z.uuid({ message: 'Förfrågans identitet är ogiltig.' })),
});

export const messageEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/v1/messages',
    summary: 'Kundens meddelanden (data.data[0])',
    query: messagesQuery,
    reply: reply.dataFirst(z.array(message)),
    access: access.read({ in: 'query', key: 'customerId' }),
  }),
  send: endpoint({
    method: 'POST',
    path: '/v1/messages',
    summary: 'Skicka ett meddelande om fjärrvärmeavtal',
    body: newMessage,
    reply: reply.dataFirst(message, 201),
    access: access.change({ in: 'body', key: 'customerId' }),
  }),
  /** Only the customer itself (spec §6): a linked user or staff opening a message leaves it unread for the customer. */
  markRead: endpoint({
    method: 'POST',
    path: '/v1/messages/:messageId/read',
    summary: 'Markera ett meddelande som läst (data.data[0] är meddelandet efteråt)',
    params: z.object({ messageId: z.string().check(z.regex(/^[A-Za-z0-9-]{1,64}$/, { message: 'Meddelandets identitet är ogiltig.' })) }),
    body: markReadRequest,
    reply: reply.dataFirst(message),
    access: access.change({ in: 'body', key: 'customerId' }),
    // The demo customer's first message, unread in the demo (demo-source/world/messages.ts numbers them by customer number).
  }),
};

/** Spec §3.9: messages with status key 5 are left out; the rest newest first. */
export function visibleMessages(messages: Message[]): Message[] {
  return messages.filter((m) => m.status.key !== MESSAGE_STATUS.archived).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}
