import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Link as RouterLink, useParams } from 'react-router';
import { useIdentity } from '@/auth/use-identity.ts';
import { paths } from '@/lib/paths.ts';
import { NoAccess } from '@/shell/no-access.tsx';
import { CustomerView } from './customer-view.tsx';

/** A customer's pages as customer service (KC) or an administrator sees them. */
export function StaffCustomerScreen() {
  const identity = useIdentity();
  const { customerId = '' } = useParams();
  if (!identity?.isStaff) return <NoAccess />;
  return (
    <Stack spacing={2}>
      <Link component={RouterLink} to={paths.customerSearch} sx={{ alignSelf: 'flex-start' }}>
        Tillbaka till kundsök
      </Link>
      <CustomerView customerId={customerId} viewedByStaff />
    </Stack>
  );
}
