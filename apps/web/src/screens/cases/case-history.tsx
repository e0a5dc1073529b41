import type { CaseAttachment, CaseEvent } from '@mina-sidor/shared/case';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import SyncAltIcon from '@mui/icons-material/SyncAlt';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { useApi } from '@/api/api-context.tsx';
import { errorMessage } from '@/api/client.ts';
import { Section } from '@/ui/section.tsx';
import { dateTime, fileSize, type Reader, statusLabel } from './display.ts';
import { downloadAttachment } from './queries.ts';

interface CaseHistoryProps {
  customerId: string;
  caseId: string;
  events: CaseEvent[];
  reader: Reader;
}

/** A case's history, oldest first: the messages of both sides with their files, and each change of status. */
export function CaseHistory({ customerId, caseId, events, reader }: CaseHistoryProps) {
  const api = useApi();
  const headingId = useId();
  const download = useMutation({ mutationFn: (attachment: CaseAttachment) => downloadAttachment(api, customerId, caseId, attachment) });
  return (
    <Section title="Historik" headingId={headingId}>
      <Stack component="ol" aria-labelledby={headingId} spacing={1.5} sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {events.map((event) =>
          event.kind === 'message' ? (
            <MessageEntry key={event.eventId} message={event} onDownload={(attachment) => download.mutate(attachment)} />
          ) : (
            <StatusEntry key={event.eventId} change={event} reader={reader} />
          ),
        )}
      </Stack>
      {download.isError && <Alert severity="error">{errorMessage(download.error)}</Alert>}
    </Section>
  );
}

type Message = Extract<CaseEvent, { kind: 'message' }>;

function MessageEntry({ message, onDownload }: { message: Message; onDownload: (attachment: CaseAttachment) => void }) {
  const authorId = useId();
  const fromService = message.author === 'customer-service';
  return (
    <Paper
      component="li"
      aria-labelledby={authorId}
      variant="outlined"
      sx={{
        p: { xs: 2, sm: 2.5 },
        borderRadius: 3,
        // Customer service's answers stand out from what the customer wrote.
        ...(fromService ? { borderLeftWidth: 4, borderLeftColor: 'primary.main' } : {}),
      }}
    >
      <Stack spacing={1.5}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
          <Typography id={authorId} component="h3" sx={{ fontWeight: 700, fontSize: '1rem' }}>
            {message.authorName}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            <time dateTime={message.at}>{dateTime(message.at)}</time>
          </Typography>
        </Stack>
        <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{message.text}</Typography>
        {message.attachments.length > 0 && (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {message.attachments.map((attachment) => (
              <Button
                key={attachment.attachmentId}
                variant="outlined"
                size="small"
                startIcon={<AttachFileIcon aria-hidden />}
                onClick={() => onDownload(attachment)}
                sx={{ maxWidth: '100%', textAlign: 'left', overflowWrap: 'anywhere' }}
              >
                {attachment.fileName} ({fileSize(attachment.size)})
              </Button>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

function StatusEntry({ change, reader }: { change: Extract<CaseEvent, { kind: 'status' }>; reader: Reader }) {
  const text = change.status === 'received' ? 'Ärendet har tagits emot' : `Status ändrad till ${statusLabel(change.status, reader)}`;
  return (
    <Stack
      component="li"
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ alignItems: 'center', flexWrap: 'wrap', px: { xs: 1, sm: 2.5 }, color: 'text.secondary' }}
    >
      <SyncAltIcon fontSize="small" aria-hidden />
      <Typography variant="body2">
        {text} · <time dateTime={change.at}>{dateTime(change.at)}</time>
      </Typography>
    </Stack>
  );
}
