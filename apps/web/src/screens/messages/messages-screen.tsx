import { MESSAGE_STATUS } from '@mina-sidor/shared';
import type { Message } from '@mina-sidor/shared/message';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useApi } from '@/api/api-context.tsx';
import { messageQueries } from '@/api/messages/queries.ts';
import { customerKey } from '@/api/api-query.ts';
import { errorMessage } from '@/api/client.ts';
import { useQuery } from '@/api/use-query.ts';
import { Loading } from '@/shell/loading.tsx';
import { useViewer } from '@/shell/viewer.ts';
import { newestPublication, PageHeader } from '@/shell/page-header.tsx';
import { Section } from '@/ui/section.tsx';
import { MessageItem } from './message-item.tsx';
import { markMessageRead } from './queries.ts';
import { QueryState } from '@/shell/query-state.tsx';

/**
 * /meddelanden (spec §3.9, §2.10 "messages"): the customer's messages, newest first, archived
 * ones left out. Opening an unread one shows its text and marks it read, and the overview's count follows.
 */
export function MessagesScreen() {
  const seen = useViewer();
  if (!seen) return <Loading />;
  // Spec §6: a linked user or staff reading a message must not mark it read for the customer; the API refuses them too.
  return <Messages customerId={seen.selection.customerId} marksRead={seen.viewer === 'customer'} />;
}

function Messages({ customerId, marksRead }: { customerId: string; marksRead: boolean }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const listQuery = messageQueries.list(api, customerId);
  const list = useQuery(listQuery);
  const [open, setOpen] = useState<string | null>(null);
  // Ids already sent: opening, closing and opening again while the answer is on its way sends once.
  const sent = useRef(new Set<string>());
  const markRead = useMutation({
    mutationFn: (messageId: string) => markMessageRead(api, customerId, messageId),
    onSuccess: (read) => {
      queryClient.setQueryData(listQuery.queryKey, (current) => current?.map((m) => (m.messageId === read.messageId ? read : m)));
      // The overview's unread count and its latest messages are under the same customer.
      void queryClient.invalidateQueries({ queryKey: customerKey(customerId) });
    },
    onError: (_, messageId) => sent.current.delete(messageId),
  });

  function toggle(message: Message, expanded: boolean) {
    setOpen(expanded ? message.messageId : null);
    if (!expanded || !marksRead || message.status.key !== MESSAGE_STATUS.unread || sent.current.has(message.messageId)) return;
    sent.current.add(message.messageId);
    markRead.mutate(message.messageId);
  }

  return (
    <Stack spacing={4}>
      <PageHeader
        subtitle="Här finns det vi har skickat till dig om dina fakturor, avtal och driftstörningar."
        published={newestPublication(list.data?.map((message) => message.createdAt) ?? [])}
      />
      {!marksRead && (
        <Alert severity="info" role="note">
          Du kan läsa meddelandena, men de markeras som lästa först när kunden själv öppnar dem.
        </Alert>
      )}
      <QueryState query={list} loading="Laddar meddelandena..." isEmpty={(data) => data.length === 0} empty={<NoMessages />}>
        {(data) => (
          <Stack component="ul" aria-label="Meddelanden" spacing={1.5} sx={{ m: 0, p: 0, listStyle: 'none' }}>
            {data.map((message) => (
              <MessageItem
                key={message.messageId}
                message={message}
                expanded={open === message.messageId}
                onToggle={(expanded) => toggle(message, expanded)}
                markError={markRead.isError && markRead.variables === message.messageId ? errorMessage(markRead.error) : null}
                answers={message.inReplyTo === null ? undefined : data.find((m) => m.messageId === message.inReplyTo)}
              />
            ))}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}

function NoMessages() {
  return (
    <Section title="Inga meddelanden" card spacing={1}>
      <Typography color="text.secondary">När vi skickar något till dig om dina fakturor, avtal eller driftstörningar visas det här.</Typography>
    </Section>
  );
}
