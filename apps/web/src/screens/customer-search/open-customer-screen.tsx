import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { useApi } from '@/api/api-context.tsx';
import { errorMessage } from '@/api/client.ts';
import { useIdentity } from '@/auth/use-identity.ts';
import { paths } from '@/lib/paths.ts';
import { selectCustomer } from '@/selection/select-customer.ts';
import { useSelectionStore } from '@/selection/selection-context.tsx';
import { NoAccess } from '@/shell/no-access.tsx';
import { StatusMessage } from '@/shell/status-message.tsx';

/**
 * /kund/{customerId}: customer service or an administrator opens a customer
 * from the search and then uses the portal as that customer, from its start
 * page (the shell shows whose pages they are on).
 */
export function OpenCustomerScreen() {
  const identity = useIdentity();
  if (!identity?.isStaff) return <NoAccess />;
  return <OpenCustomer subject={identity.claims.sub} />;
}

function OpenCustomer({ subject }: { subject: string }) {
  const { customerId = '' } = useParams();
  const api = useApi();
  const queryClient = useQueryClient();
  const store = useSelectionStore();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const opened = useRef<string | null>(null);

  useEffect(() => {
    // Once per customer (StrictMode runs effects twice).
    if (opened.current === customerId) return;
    opened.current = customerId;
    selectCustomer({ api, queryClient, store }, { subject, customerId, reload: true }).then(
      () => navigate(paths.home, { replace: true }),
      (error: unknown) => setFailure(errorMessage(error)),
    );
  }, [api, queryClient, store, subject, customerId, navigate]);

  if (!failure) return <StatusMessage>Öppnar kundens sidor...</StatusMessage>;
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Alert severity="error">{failure}</Alert>
      <Link component={RouterLink} to={paths.customerSearch}>
        Tillbaka till kundsök
      </Link>
    </Stack>
  );
}
