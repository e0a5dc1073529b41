import { claimList } from '@mina-sidor/shared';
import { type OutboxMessage, outboxEndpoints } from '@mina-sidor/shared/outbox';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { apiQuery } from '@/api/api-query.ts';
import { useApi } from '@/api/api-context.tsx';
import { useQuery } from '@/api/use-query.ts';
import type { SessionUser } from '@/auth/session.ts';
import { QueryState } from '@/shell/query-state.tsx';

const TIME = new Intl.DateTimeFormat('sv-SE', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Stockholm' });

/** The outbox holds other people's invitation links, so the server shows it to staff only. */
export const mayReadOutbox = (user: SessionUser | null | undefined) =>
  claimList(user?.profile.role as string | string[] | undefined).some((role) => role === 'KC' || role === 'Admin');

/** What became of a message, after its channel and time; a message kept here (no server configured) says nothing more. */
const STATUS = { kept: '', sent: ' · Skickat', failed: ' · Kunde inte skickas' } as const;

/**
 * E-mail and SMS the server wrote to its outbox, newest first: kept there because no SMTP server or
 * SMS gateway is configured (README: SMTP_URL, SMS_URL) — what a developer or tester reads instead of
 * an inbox or a phone — or sent, or failed with why.
 */
export function Outbox() {
  const api = useApi();
  const outbox = useQuery<OutboxMessage[]>(apiQuery(api, outboxEndpoints.list, {}, { data: (list) => list ?? [] }));
  return (
    <QueryState query={outbox} isEmpty={(data) => data.length === 0} empty={<Typography>Utkorgen är tom.</Typography>}>
      {(messages) => (
        <Stack component="ol" spacing={2} sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {messages.map((message) => (
            <Box component="li" key={message.id} sx={{ borderTop: 1, borderColor: 'divider', pt: 2 }}>
              <Typography sx={{ fontWeight: 700 }}>{message.subject ?? 'Sms'}</Typography>
              <Typography variant="body2">
                Till {message.recipient} · {message.channel === 'email' ? 'E-post' : 'Sms'} · {TIME.format(new Date(message.createdAt))}
                {STATUS[message.status]}
              </Typography>
              {message.failure && (
                <Typography variant="body2" color="error">
                  {message.failure}
                </Typography>
              )}
              <Box component="pre" sx={{ mt: 1, mb: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontFamily: 'inherit' }}>
                {message.body}
              </Box>
            </Box>
          ))}
        </Stack>
      )}
    </QueryState>
  );
}
