import type { OutageRecipient } from '@mina-sidor/shared/outage-notification';
import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import SmsOutlinedIcon from '@mui/icons-material/SmsOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { CHANNEL_LABELS } from './display.ts';

interface RecipientListProps {
  recipients: OutageRecipient[];
  /** Names the list: the facility's heading. */
  labelledBy: string;
  /** Null for a person who may only look: no remove buttons. */
  onRemove: ((recipient: OutageRecipient) => void) | null;
}

/** Who is told of outages at one facility, each by SMS or e-mail. */
export function RecipientList({ recipients, labelledBy, onRemove }: RecipientListProps) {
  if (recipients.length === 0) return <Typography color="text.secondary">Ingen får avisering för den här anläggningen ännu.</Typography>;
  return (
    <Stack component="ul" aria-labelledby={labelledBy} sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {recipients.map((recipient, index) => (
        <RecipientRow key={recipient.recipientId} recipient={recipient} divided={index > 0} onRemove={onRemove} />
      ))}
    </Stack>
  );
}

function RecipientRow({ recipient, divided, onRemove }: { recipient: OutageRecipient; divided: boolean; onRemove: RecipientListProps['onRemove'] }) {
  const addressId = useId();
  const Icon = recipient.channel === 'sms' ? SmsOutlinedIcon : EmailOutlinedIcon;
  return (
    <Stack
      component="li"
      aria-labelledby={addressId}
      direction="row"
      spacing={1.5}
      sx={{ alignItems: 'center', py: 1.25, borderTop: divided ? 1 : 0, borderColor: 'divider' }}
    >
      <Icon aria-hidden color="primary" />
      <Stack sx={{ flex: 1, minWidth: 0 }}>
        <Typography id={addressId} sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {recipient.address}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {CHANNEL_LABELS[recipient.channel]}
        </Typography>
      </Stack>
      {onRemove && (
        <Button variant="outlined" size="small" aria-describedby={addressId} onClick={() => onRemove(recipient)} sx={{ flexShrink: 0 }}>
          Ta bort
        </Button>
      )}
    </Stack>
  );
}
