import { email as emailSchema } from '@mina-sidor/shared/contact';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useApi } from '@/api/api-context.tsx';
import { errorMessage } from '@/api/client.ts';
import { ActionButton } from '@/ui/action-button.tsx';
import { invitationSentText } from './display.ts';
import { inviteUser } from './queries.ts';

/** The shared e-mail rule's Swedish message (spec §5), or null when the address will do. */
function emailProblem(value: string): string | null {
  const checked = emailSchema.safeParse(value);
  return checked.success ? null : (checked.error.issues[0]?.message ?? 'Ange en giltig mejladress');
}

/** "Bjud in användare": an e-mail with a single-use link to /bekrafta_konto/{code}. */
export function InviteUserForm({ customerId }: { customerId: string }) {
  const api = useApi();
  const headingId = useId();
  const [address, setAddress] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [tried, setTried] = useState(false);
  const invite = useMutation({
    mutationFn: (email: string) => inviteUser(api, customerId, email),
    onSuccess: () => {
      setAddress('');
      setTried(false);
    },
  });

  function change(value: string) {
    setAddress(value);
    // After the first attempt, the message follows the typing.
    if (tried) setProblem(emailProblem(value));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    invite.reset();
    const found = emailProblem(address);
    setProblem(found);
    if (found === null) invite.mutate(address.trim());
  }

  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
      <Stack component="form" spacing={2} onSubmit={submit} noValidate>
        <Typography id={headingId} variant="h2" sx={{ fontSize: '1.25rem' }}>
          Bjud in användare
        </Typography>
        <Typography color="text.secondary">
          Den du bjuder in får ett mejl med en länk. När hen har loggat in och bekräftat inbjudan kan hen se kundens sidor. Länken kan bara användas en gång.
        </Typography>
        <TextField
          label="Mejladress"
          type="email"
          autoComplete="off"
          required
          value={address}
          onChange={(event) => change(event.target.value)}
          error={problem !== null}
          helperText={problem}
          fullWidth
        />
        {invite.isSuccess && (
          <Alert severity="success" role="status">
            {invitationSentText(invite.data)}
          </Alert>
        )}
        {invite.isError && <Alert severity="error">{errorMessage(invite.error)}</Alert>}
        <div>
          <ActionButton type="submit" variant="contained" loading={invite.isPending}>
            Skicka inbjudan
          </ActionButton>
        </div>
      </Stack>
    </Paper>
  );
}
