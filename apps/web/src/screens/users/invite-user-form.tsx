import { email as emailSchema } from '@mina-sidor/shared/contact';
import Alert from '@mui/material/Alert';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useApi } from '@/api/api-context.tsx';
import { errorMessage } from '@/api/client.ts';
import { ActionButton } from '@/ui/action-button.tsx';
import { Section } from '@/ui/section.tsx';
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
    <Section title="Bjud in användare" card onSubmit={submit}>
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
    </Section>
  );
}
