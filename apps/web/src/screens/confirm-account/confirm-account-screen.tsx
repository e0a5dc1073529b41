import type { Invitation } from '@mina-sidor/shared/invitation';
import { invitationCode } from '@mina-sidor/shared/invitation-code';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { accountQueries } from '@/api/account/queries.ts';
import { useApi } from '@/api/api-context.tsx';
import { ApiRequestError, errorMessage } from '@/api/client.ts';
import { useQuery } from '@/api/use-query.ts';
import { forgetInvitationCode } from '@/auth/invitation-code.ts';
import { paths } from '@/lib/paths.ts';
import { genitive, longDate } from '@/lib/swedish.ts';
import { QueryState } from '@/shell/query-state.tsx';
import { ActionButton } from '@/ui/action-button.tsx';
import { acceptInvitation, invitationQueries } from './queries.ts';

/**
 * /bekrafta_konto/{code}: accept an invitation to view a customer's pages.
 * The route stored the code before sign-in; here the signed-in person sees
 * whose invitation it is and accepts it, then picks the account.
 */
export function ConfirmAccountScreen() {
  const { code = '' } = useParams();
  const valid = invitationCode.safeParse(code).success;
  return (
    <Stack spacing={3} sx={{ alignItems: 'flex-start', maxWidth: 640 }}>
      <Typography variant="h1">Bekräfta konto</Typography>
      {valid ? <InvitationToConfirm code={code} /> : <Gone message="Länken till inbjudan är inte giltig." />}
    </Stack>
  );
}

function InvitationToConfirm({ code }: { code: string }) {
  const api = useApi();
  const query = useQuery(invitationQueries.detail(api, code));
  const gone = query.error instanceof ApiRequestError && query.error.status === 404;

  // An invitation that is used or unknown must not bring the next sign-in back here.
  useEffect(() => {
    if (gone) forgetInvitationCode();
  }, [gone]);

  if (gone) return <Gone message={errorMessage(query.error)} />;
  return (
    <QueryState query={query}>
      {(invitation) =>
        invitation ? <AcceptInvitation code={code} invitation={invitation} /> : <Gone message="Inbjudan finns inte eller har redan använts." />
      }
    </QueryState>
  );
}

function AcceptInvitation({ code, invitation }: { code: string; invitation: Invitation }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const accept = useMutation({
    mutationFn: () => acceptInvitation(api, code),
    onSuccess: async () => {
      forgetInvitationCode();
      // The login's account now lists the customer: reload it before the picker reads it.
      await queryClient.invalidateQueries({ queryKey: accountQueries.current(api).queryKey });
      await navigate(paths.switchUser.href());
    },
  });
  return (
    <>
      <Typography>
        Du har blivit inbjuden att se {genitive(invitation.customerName)} sidor på Mina sidor. Inbjudan skickades till {invitation.invitedEmail} den{' '}
        {longDate(invitation.createdAt)}.
      </Typography>
      <Typography>När du bekräftar kan du se kundens förbrukning, fakturor och avtal. Du kan inte ändra avtal eller beställa tjänster.</Typography>
      {accept.isError && <Alert severity="error">{errorMessage(accept.error)}</Alert>}
      <ActionButton variant="contained" size="large" onClick={() => accept.mutate()} loading={accept.isPending}>
        Bekräfta konto
      </ActionButton>
    </>
  );
}

function Gone({ message }: { message: ReactNode }) {
  return (
    <>
      <Alert severity="info">{message}</Alert>
      <Button variant="outlined" component={RouterLink} to={paths.home}>
        Till startsidan
      </Button>
    </>
  );
}
