import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useApi } from '@/api/api-context.tsx';
import { errorMessage } from '@/api/client.ts';
import { customerQueries } from '@/api/customers/queries.ts';
import { genitive } from '@/lib/swedish.ts';
import { Loading } from '@/shell/loading.tsx';
import { SignOutButton } from '@/shell/sign-out-button.tsx';
import { CustomerOverview } from './customer-overview.tsx';

/** Loads one customer and shows their overview; staff see whose pages they are on. */
export function CustomerView({ customerId, viewedByStaff = false }: { customerId: string; viewedByStaff?: boolean }) {
  const api = useApi();
  const query = useQuery(customerQueries.detail(api, customerId));

  if (query.isPending) return <Loading />;
  if (query.isError) return <Alert severity="error">{errorMessage(query.error)}</Alert>;
  const customer = query.data;
  return (
    <Stack spacing={3} sx={{ alignItems: 'stretch' }}>
      {viewedByStaff && (
        <Alert severity="info">Du visar {genitive(customer.displayName || customer.name)} sidor som kundservice.</Alert>
      )}
      <CustomerOverview customer={customer} />
      <div>
        <SignOutButton />
      </div>
    </Stack>
  );
}
