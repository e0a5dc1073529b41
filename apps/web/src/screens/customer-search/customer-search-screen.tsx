import { customerSearchQuery } from '@mina-sidor/shared/staff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useIdentity } from '@/auth/use-identity.ts';
import { paths } from '@/lib/paths.ts';
import { NoAccess } from '@/shell/no-access.tsx';
import { SignOutButton } from '@/shell/sign-out-button.tsx';
import { useSchemaForm } from '@/ui/schema-form.ts';
import { SearchResults } from './search-results.tsx';

const HINT = 'Namn, kundnummer, personnummer eller organisationsnummer';

/** Customer search for customer service and administrators. */
export function CustomerSearchScreen() {
  const identity = useIdentity();
  if (!identity?.isStaff) return <NoAccess />;
  return <CustomerSearch />;
}

function CustomerSearch() {
  // The query lives in the URL, so the back button returns to the same results.
  const [searchParams, setSearchParams] = useSearchParams();
  const q = searchParams.get('q') ?? '';
  const form = useSchemaForm(customerSearchQuery, { q });

  return (
    <Stack spacing={3}>
      {/* The search is staff's start page, outside the shell and its profile menu: signing out is here. */}
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography variant="h1">Kundsök</Typography>
        <SignOutButton />
      </Stack>
      <Link component={RouterLink} to={paths.webhookDeliveries} sx={{ alignSelf: 'flex-start', fontWeight: 700 }}>
        Misslyckade leveranser till verksamhetssystemen
      </Link>
      <Box component="form" role="search" aria-label="Kundsök" noValidate onSubmit={form.submit((checked) => setSearchParams({ q: checked.q }))}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
          <TextField label="Sök kund" type="search" {...form.field('q', HINT)} autoComplete="off" fullWidth />
          <Button type="submit" variant="contained" size="large" sx={{ flexShrink: 0, mt: { sm: 0.5 } }}>
            Sök
          </Button>
        </Stack>
      </Box>
      {q !== '' && <SearchResults q={q} />}
    </Stack>
  );
}
