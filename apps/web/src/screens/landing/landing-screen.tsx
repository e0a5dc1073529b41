import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';
import { accountQueries } from '@/api/account/queries.ts';
import { useApi } from '@/api/api-context.tsx';
import { errorMessage } from '@/api/client.ts';
import { customerQueries } from '@/api/customers/queries.ts';
import { paths } from '@/lib/paths.ts';
import type { UserSelection } from '@/selection/selection.ts';
import { useCurrentSelection } from '@/selection/selection-context.tsx';
import { useSelectedCustomer } from '@/selection/use-selected-customer.ts';
import { Loading } from '@/shell/loading.tsx';
import { SignOutButton } from '@/shell/sign-out-button.tsx';
import { CustomerOverview } from './customer-overview.tsx';

/** The selected customer's start page (inside the main shell, so a selection exists). */
export function LandingScreen() {
  const selection = useCurrentSelection();
  if (!selection) return <Loading />;
  return <Landing selection={selection} />;
}

function Landing({ selection }: { selection: UserSelection }) {
  const api = useApi();
  // Three independent calls, made in parallel.
  const customer = useSelectedCustomer(selection);
  const facilities = useQuery(customerQueries.facilities(api, selection.customerId));
  const account = useQuery(accountQueries.current(api));

  if (customer.isPending || facilities.isPending) return <Loading />;
  if (customer.isError) return <Alert severity="error">{errorMessage(customer.error)}</Alert>;
  if (facilities.isError) return <Alert severity="error">{errorMessage(facilities.error)}</Alert>;
  // Spec §2.6: switching makes sense with several accounts or linked customers.
  const canSwitch = customer.data.customerAccounts.length > 1 || (account.data?.linkedCustomers.length ?? 0) > 0;
  return (
    <Stack spacing={3}>
      <CustomerOverview customer={customer.data} facilities={facilities.data} selection={selection} />
      <Stack direction="row" spacing={2}>
        {canSwitch && (
          <Button variant="outlined" component={RouterLink} to={paths.switchUser.href()}>
            Växla konto
          </Button>
        )}
        <SignOutButton />
      </Stack>
    </Stack>
  );
}
