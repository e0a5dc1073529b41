import { type NewOutageRecipient, newOutageRecipient, OUTAGE_CHANNELS, type OutageChannel, type OutageRecipient } from '@mina-sidor/shared/outage-notification';
import Alert from '@mui/material/Alert';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { useApi } from '@/api/api-context.tsx';
import { errorMessage } from '@/api/client.ts';
import { ActionButton } from '@/ui/action-button.tsx';
import { useSchemaForm } from '@/ui/schema-form.ts';
import { addedText, CHANNEL_LABELS, FIELD_HINTS, FIELD_LABELS } from './display.ts';
import { addRecipient } from './queries.ts';

interface AddRecipientFormProps {
  customerId: string;
  facility: { facilityKey: string; displayName: string };
  onAdded: (recipient: OutageRecipient) => void;
}

/** "Lägg till mottagare": an SMS number or an e-mail address, checked in Swedish before it is sent. */
export function AddRecipientForm({ customerId, facility, onAdded }: AddRecipientFormProps) {
  const api = useApi();
  const channelLabelId = useId();
  const add = useMutation({
    mutationFn: (recipient: NewOutageRecipient) => addRecipient(api, customerId, facility.facilityKey, recipient),
    onSuccess: (added) => {
      form.reset({ channel: form.values.channel, address: '' });
      onAdded(added);
    },
  });
  const form = useSchemaForm(newOutageRecipient, { channel: 'sms', address: '' }, { onEdit: add.reset });
  const { channel } = form.values;

  return (
    <Stack component="form" spacing={2} onSubmit={form.submit(add.mutate, add.reset)} noValidate aria-label={`Lägg till mottagare för ${facility.displayName}`}>
      <FormControl>
        <FormLabel id={channelLabelId} sx={{ fontWeight: 700, color: 'text.primary' }}>
          Lägg till mottagare
        </FormLabel>
        <RadioGroup row aria-labelledby={channelLabelId} value={channel} onChange={(event) => form.setField('channel', event.target.value as OutageChannel)}>
          {OUTAGE_CHANNELS.map((option) => (
            <FormControlLabel key={option} value={option} control={<Radio />} label={CHANNEL_LABELS[option]} />
          ))}
        </RadioGroup>
      </FormControl>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { xs: 'stretch', sm: 'flex-start' } }}>
        <TextField
          label={FIELD_LABELS[channel]}
          type={channel === 'sms' ? 'tel' : 'email'}
          autoComplete="off"
          required
          {...form.field('address', FIELD_HINTS[channel])}
          fullWidth
        />
        <ActionButton type="submit" variant="contained" loading={add.isPending} sx={{ flexShrink: 0, mt: { sm: 1 } }}>
          Lägg till
        </ActionButton>
      </Stack>
      {add.isSuccess && (
        <Alert severity="success" role="status">
          {addedText(add.data, facility.displayName)}
        </Alert>
      )}
      {add.isError && <Alert severity="error">{errorMessage(add.error)}</Alert>}
    </Stack>
  );
}
