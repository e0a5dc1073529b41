import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAuth } from '@/auth/auth-context.tsx';
import { saveRedirectTarget } from '@/auth/redirect-target.ts';
import { paths } from '@/lib/paths.ts';
import { Loading } from '@/shell/loading.tsx';
import { CompanyLinkFormView } from './company-link-form-view.tsx';

/**
 * /foretag/skapa-anvandare, "Lägg till nytt företag": a company login links
 * itself to a company. Reachable without the sign-in guard (spec §4.4), so a
 * signed-out visitor is offered sign-in here rather than sent away.
 */
export function CompanyLinkScreen() {
  const { isLoading, user, signinRedirect } = useAuth();
  return (
    <Stack spacing={3} sx={{ maxWidth: 560 }}>
      <Typography variant="h1">Lägg till nytt företag</Typography>
      {isLoading ? (
        <Loading />
      ) : user ? (
        <CompanyLinkFormView defaultName={typeof user.profile.name === 'string' ? user.profile.name : ''} />
      ) : (
        <>
          <Typography>Logga in med din företagsinloggning för att lägga till ett företag.</Typography>
          <div>
            <Button
              variant="contained"
              onClick={() => {
                saveRedirectTarget(paths.companyUser);
                void signinRedirect();
              }}
            >
              Logga in
            </Button>
          </div>
        </>
      )}
    </Stack>
  );
}
