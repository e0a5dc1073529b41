import { MESSAGE_STATUS } from '@mina-sidor/shared';
import type { Message } from '@mina-sidor/shared/message';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { longDate } from '@/lib/swedish.ts';

interface MessageItemProps {
  message: Message;
  expanded: boolean;
  onToggle: (expanded: boolean) => void;
  /** The server's Swedish message when marking it read failed. */
  markError: string | null;
  /** On the provider's answer: the customer's request it answers, when it is in the list. */
  answers?: Message | undefined;
}

/**
 * One message: subject, date and category; opened, its text. Unread ones are bold with an "Oläst" chip. A request the
 * customer sent says whether the provider has answered it; an answer names the request (decision 0057).
 */
export function MessageItem({ message, expanded, onToggle, markError, answers }: MessageItemProps) {
  const id = useId();
  const isUnread = message.status.key === MESSAGE_STATUS.unread;
  const isRequest = message.from === 'customer';
  const replyTo = message.inReplyTo === null ? null : answers ? `Svar på: ${answers.subject}` : 'Svar på din förfrågan';
  return (
    <Accordion
      component="li"
      expanded={expanded}
      onChange={(_, open) => onToggle(open)}
      disableGutters
      variant="outlined"
      slotProps={{ heading: { component: 'h2' } }}
      sx={{ borderRadius: 3, '&::before': { display: 'none' }, '&:first-of-type, &:last-of-type': { borderRadius: 3 } }}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`${id}-body`} id={`${id}-summary`} sx={{ px: { xs: 2, sm: 3 } }}>
        <Stack spacing={0.5} sx={{ minWidth: 0, flex: 1, pr: 1 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
            <Typography component="span" sx={{ fontWeight: isUnread ? 700 : 400, fontSize: '1.0625rem', overflowWrap: 'anywhere' }}>
              {message.subject}
            </Typography>
            {isUnread && <Chip label="Oläst" size="small" color="primary" />}
            {isRequest &&
              (message.answeredAt ? <Chip label="Besvarad" size="small" color="success" /> : <Chip label="Väntar på svar" size="small" variant="outlined" />)}
          </Stack>
          <Typography component="span" variant="body2" color="text.secondary">
            <time dateTime={message.createdAt}>{longDate(message.createdAt)}</time> · {message.category}
            {replyTo && ` · ${replyTo}`}
          </Typography>
        </Stack>
      </AccordionSummary>
      <AccordionDetails id={`${id}-body`} sx={{ px: { xs: 2, sm: 3 }, pb: 3 }}>
        <Stack spacing={2}>
          <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{message.body}</Typography>
          {isRequest && (
            <Typography color="text.secondary">
              {message.answeredAt
                ? `Du skickade förfrågan. Vi svarade ${longDate(message.answeredAt)}: svaret finns bland meddelandena.`
                : 'Du skickade förfrågan. Vi svarar här bland meddelandena.'}
            </Typography>
          )}
          {markError && (
            <Alert severity="warning" role="status">
              {markError}
            </Alert>
          )}
        </Stack>
      </AccordionDetails>
    </Accordion>
  );
}
