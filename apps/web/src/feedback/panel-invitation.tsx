import { email } from '@mina-sidor/shared/contact';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { object, optional } from 'zod/mini';
import { useApi } from '@/api/api-context.tsx';
import { errorMessage } from '@/api/client.ts';
import { useQuery } from '@/api/use-query.ts';
import { ActionButton } from '@/ui/action-button.tsx';
import { useSchemaForm } from '@/ui/schema-form.ts';
import { declinePanel, panelDeclined } from './panel-decline.ts';
import { joinPanel, panelQueries } from './queries.ts';

/** Whose panel membership the invitation is about. */
export interface PanelTarget {
  customerNumber: string;
  /** The customer's own e-mail; the form asks for one only when this is null (spec §5). */
  email: string | null;
}

export interface PanelInvitationProps {
  target: PanelTarget;
  /** The contact details page, when the person has it: where a wrong e-mail address is changed. */
  contactDetailsPath: string | null;
}

/** Spec §2.9: after feedback, an invitation to the customer panel unless the customer is in it or excluded. */
export function PanelInvitation({ target, contactDetailsPath }: PanelInvitationProps) {
  const api = useApi();
  const queryClient = useQueryClient();
  const participation = useQuery(panelQueries.participation(api, target.customerNumber));
  const [declined, setDeclined] = useState(() => panelDeclined(target.customerNumber));
  const join = useMutation({
    mutationFn: (email: string | undefined) => joinPanel(api, target.customerNumber, email),
    onSuccess: (status) => queryClient.setQueryData(panelQueries.participation(api, target.customerNumber).queryKey, status),
  });

  if (join.isSuccess) return <PanelThanks email={join.variables ?? target.email} contactDetailsPath={contactDetailsPath} />;
  if (declined || participation.data?.participationStatus !== 'NotParticipating') return null;
  return (
    <PanelOffer
      askEmail={target.email === null}
      joining={join.isPending}
      error={join.isError ? errorMessage(join.error) : null}
      onJoin={(email) => join.mutate(email)}
      onDecline={() => {
        declinePanel(target.customerNumber);
        setDeclined(true);
      }}
    />
  );
}

/** The address to send the surveys to: asked for, and then required, only when the customer has none of their own. */
const joinForm = object({ email: optional(email) });

interface PanelOfferProps {
  askEmail: boolean;
  joining: boolean;
  error: string | null;
  onJoin: (email: string | undefined) => void;
  onDecline: () => void;
}

function PanelOffer({ askEmail, joining, error, onJoin, onDecline }: PanelOfferProps) {
  const headingId = useId();
  const form = useSchemaForm(joinForm, { email: askEmail ? '' : undefined });

  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 640 }}>
      <Stack component="form" spacing={2} onSubmit={form.submit((checked) => onJoin(checked.email))} noValidate>
        <Typography id={headingId} variant="h3">
          Vill du vara med i vår kundpanel?
        </Typography>
        <Typography>I kundpanelen får du ibland svara på korta enkäter om våra digitala tjänster. Dina svar hjälper oss att göra Mina sidor bättre.</Typography>
        {askEmail && (
          <TextField
            label="Mejladress"
            type="email"
            autoComplete="email"
            required
            {...form.field('email', 'Vi skickar enkäterna till den här adressen.')}
            sx={{ maxWidth: 400 }}
          />
        )}
        {error && <Alert severity="error">{error}</Alert>}
        <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <ActionButton type="submit" variant="contained" loading={joining}>
            Gå med i kundpanelen
          </ActionButton>
          <Button variant="outlined" onClick={onDecline} disabled={joining}>
            Nej tack
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}

function PanelThanks({ email, contactDetailsPath }: { email: string | null; contactDetailsPath: string | null }) {
  return (
    <Alert severity="success" sx={{ maxWidth: 640 }}>
      <Stack spacing={1}>
        <Typography>Tack för att du vill vara med i vår kundpanel! Vi kontaktar dig via mejl med en första enkät.</Typography>
        {email && (
          <Typography>
            Vi skickar den till <strong>{email}</strong>.{' '}
            {contactDetailsPath ? (
              <>
                Stämmer inte adressen?{' '}
                <Link component={RouterLink} to={contactDetailsPath}>
                  Ändra din mejladress under Kontaktuppgifter
                </Link>
                .
              </>
            ) : (
              'Stämmer inte adressen? Kontakta vår kundservice så ändrar vi den.'
            )}
          </Typography>
        )}
      </Stack>
    </Alert>
  );
}
