import { type NewOutageRecipient, OUTAGE_CHANNELS, type OutageChannel, type OutageRecipient } from '@mina-sidor/shared/outage-notification';
import Alert from '@mui/material/Alert';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useApi } from '@/api/api-context.tsx';
import { errorMessage } from '@/api/client.ts';
import { ActionButton } from '@/ui/action-button.tsx';
import { addedText, CHANNEL_LABELS, checkRecipient, FIELD_HINTS, FIELD_LABELS } from './display.ts';
import { addRecipient } from './queries.ts';

const problemOf = (channel: OutageChannel, address: string) => {
  const checked = checkRecipient(channel, address);
  return checked.ok ? null : checked.problem;
};

interface AddRecipientFormProps {
  customerId: string;
  facility: { facilityKey: string; displayName: string };
  onAdded: (recipient: OutageRecipient) => void;
}

/** "Lägg till mottagare": an SMS number or an e-mail address, checked in Swedish before it is sent. */
export function AddRecipientForm({ customerId, facility, onAdded }: AddRecipientFormProps) {
  const api = useApi();
  const channelLabelId = useId();
  const [channel, setChannel] = useState<OutageChannel>('sms');
  const [address, setAddress] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [tried, setTried] = useState(false);
  const add = useMutation({
    mutationFn: (recipient: NewOutageRecipient) => addRecipient(api, customerId, facility.facilityKey, recipient),
    onSuccess: (added) => {
      setAddress('');
      setTried(false);
      onAdded(added);
    },
  });

  function change(nextChannel: OutageChannel, value: string) {
    setChannel(nextChannel);
    setAddress(value);
    add.reset();
    // After the first attempt, the message follows the typing.
    if (tried) setProblem(problemOf(nextChannel, value));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    add.reset();
    const checked = checkRecipient(channel, address);
    setProblem(checked.ok ? null : checked.problem);
    if (checked.ok) add.mutate(checked.recipient);
  }

  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate aria-label={`Lägg till mottagare för ${facility.displayName}`}>
      <FormControl>
        <FormLabel id={channelLabelId} sx={{ fontWeight: 700, color: 'text.primary' }}>
          Lägg till mottagare
        </FormLabel>
        <RadioGroup row aria-labelledby={channelLabelId} value={channel} onChange={(event) => change(event.target.value as OutageChannel, address)}>
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
          value={address}
          onChange={(event) => change(channel, event.target.value)}
          error={problem !== null}
          helperText={problem ?? FIELD_HINTS[channel]}
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
