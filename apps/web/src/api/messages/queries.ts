import { dataEnvelope, message, MESSAGE_STATUS, type Message } from '@mina-sidor/shared';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import type { ApiClient } from '@/api/client.ts';
import { orPrevious } from '@/api/previous-data.ts';

const messagesEnvelope = dataEnvelope(z.array(message));

/** Spec §3.9: messages with status key 5 are left out; the rest newest first. */
export function visibleMessages(messages: Message[]): Message[] {
  return messages.filter((m) => m.status.key !== MESSAGE_STATUS.archived).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

export const messageQueries = {
  all: (customerId: string) => ['messages', customerId] as const,
  /** GET messages?customerId=: `data.data[0]` is the list. */
  list: (api: ApiClient, customerId: string) =>
    queryOptions({
      queryKey: [...messageQueries.all(customerId), 'list'],
      queryFn: async (context): Promise<Message[]> => {
        const path = `/v1/messages?${new URLSearchParams({ customerId })}`;
        return orPrevious(context, await api.get(path, messagesEnvelope, context.signal), (body) => visibleMessages(body.data[0] ?? []));
      },
    }),
};
