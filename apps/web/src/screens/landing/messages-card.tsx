import { MESSAGE_STATUS } from '@mina-sidor/shared';
import type { Message } from '@mina-sidor/shared/message';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/lib/paths.ts';
import { longDate } from '@/lib/swedish.ts';
import { QueryState } from '@/shell/query-state.tsx';
import { OverviewCard } from './overview-card.tsx';

/** How many of the newest messages the overview lists. */
const NEWEST = 3;

function unreadText(count: number): string {
  if (count === 0) return 'Du har inga olästa meddelanden.';
  return count === 1 ? 'Du har 1 oläst meddelande.' : `Du har ${count} olästa meddelanden.`;
}

/** The unread count and the newest messages' subjects. */
export function MessagesCard({ unread, messages }: { unread: number; messages: UseQueryResult<Message[]> }) {
  return (
    <OverviewCard title="Meddelanden">
      <Typography>{unreadText(unread)}</Typography>
      <QueryState
        query={messages}
        loading="Laddar meddelandena..."
        isEmpty={(data) => data.length === 0}
        empty={<Typography color="text.secondary">Inga meddelanden.</Typography>}
      >
        {(data) => (
          <List disablePadding aria-label="Senaste meddelandena">
            {data.slice(0, NEWEST).map((message, index, shown) => {
              const isUnread = message.status.key === MESSAGE_STATUS.unread;
              return (
                <ListItem key={message.messageId} disableGutters divider={index < shown.length - 1}>
                  <ListItemText
                    primary={isUnread ? <strong>{message.subject}</strong> : message.subject}
                    secondary={`${longDate(message.createdAt)} · ${message.category}${isUnread ? ' · Oläst' : ''}`}
                  />
                </ListItem>
              );
            })}
          </List>
        )}
      </QueryState>
      <Link component={RouterLink} to={paths.messages} sx={{ alignSelf: 'flex-start' }}>
        Visa alla meddelanden
      </Link>
    </OverviewCard>
  );
}
