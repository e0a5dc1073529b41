import { email as emailSchema } from '@mina-sidor/shared/contact';
import Alert from '@mui/material/Alert';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { object } from 'zod/mini';
import { useApi } from '@/api/api-context.tsx';
import { errorMessage } from '@/api/client.ts';
import { ActionButton } from '@/ui/action-button.tsx';
import { useSchemaForm } from '@/ui/schema-form.ts';
import { Section } from '@/ui/section.tsx';
import { invitationSentText } from './display.ts';
import { inviteUser } from './queries.ts';

/** The shared e-mail rule with its Swedish messages (spec §5). */
const invitation = object({ email: emailSchema });

/** "Bjud in användare": an e-mail with a single-use link to /bekrafta_konto/{code}. */
export function InviteUserForm({ customerId }: { customerId: string }) {
  const api = useApi();
  const form = useSchemaForm(invitation, { email: '' });
  const invite = useMutation({
    mutationFn: (email: string) => inviteUser(api, customerId, email),
    onSuccess: () => form.reset(),
  });

  return (
    <Section title="Bjud in användare" card onSubmit={form.submit(({ email }) => invite.mutate(email), invite.reset)}>
      <Typography color="text.secondary">
        Den du bjuder in får ett mejl med en länk. När hen har loggat in och bekräftat inbjudan kan hen se kundens sidor. Länken kan bara användas en gång.
      </Typography>
      <TextField label="Mejladress" type="email" autoComplete="off" required {...form.field('email')} fullWidth />
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
