import type { WebhookDelivery } from '@mina-sidor/shared/integration-event';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useApi } from '@/api/api-context.tsx';
import { errorMessage } from '@/api/client.ts';
import { useQuery } from '@/api/use-query.ts';
import { useIdentity } from '@/auth/use-identity.ts';
import { paths } from '@/lib/paths.ts';
import { NoAccess } from '@/shell/no-access.tsx';
import { SignOutButton } from '@/shell/sign-out-button.tsx';
import { QueryState } from '@/shell/query-state.tsx';
import { DeliveryList } from './delivery-list.tsx';
import { retriedText } from './display.ts';
import { deliveryQueries, retryDelivery } from './queries.ts';

/**
 * /leveranser, "Misslyckade leveranser" (decision 0049): the events the provider's systems have
 * not taken as webhooks — still retried, or given up — for customer service and administrators, who send a
 * given-up one again (with the customer's events waiting behind it). Reached from Kundsök, staff's start page.
 */
export function WebhookDeliveriesScreen() {
  const identity = useIdentity();
  if (!identity?.isStaff) return <NoAccess />;
  return <WebhookDeliveries />;
}

type Outcome = { severity: 'success' | 'error'; text: string };

function WebhookDeliveries() {
  const api = useApi();
  const queryClient = useQueryClient();
  const query = deliveryQueries.undelivered(api);
  // Retries run on their own between visits: always asked afresh when the page opens.
  const deliveries = useQuery({ ...query, refetchOnMount: 'always' });
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const retry = useMutation({
    mutationFn: (delivery: WebhookDelivery) => retryDelivery(api, delivery.eventId),
    onMutate: () => setOutcome(null),
    onSuccess: (retried, delivery) => {
      // At once in the list (retried, no longer given up); then the list afresh, where it may be delivered already.
      queryClient.setQueryData(query.queryKey, (list) => list?.map((d) => (d.eventId === retried.eventId ? retried : d)));
      void queryClient.invalidateQueries({ queryKey: query.queryKey });
      setOutcome({ severity: 'success', text: retriedText(delivery.heldBack) });
    },
    onError: (error) => setOutcome({ severity: 'error', text: errorMessage(error) }),
  });

  return (
    <Stack spacing={3}>
      {/* Outside the shell, as Kundsök is: signing out is here too. */}
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography variant="h1">Misslyckade leveranser</Typography>
        <SignOutButton />
      </Stack>
      <Link component={RouterLink} to={paths.customerSearch} sx={{ alignSelf: 'flex-start', fontWeight: 700 }}>
        Till kundsök
      </Link>
      <Typography>
        Det kunderna gör på Mina sidor skickas som händelser till verksamhetssystemen. Här är de som inte har tagits emot. En leverans som har gett upp skickas
        inte igen förrän du försöker igen, och kundens senare händelser väntar bakom den så att de kommer fram i rätt ordning.
      </Typography>
      {outcome && (
        <Alert severity={outcome.severity} role={outcome.severity === 'success' ? 'status' : 'alert'} onClose={() => setOutcome(null)}>
          {outcome.text}
        </Alert>
      )}
      <QueryState
        query={deliveries}
        loading="Hämtar leveranser..."
        isEmpty={(data) => data.length === 0}
        empty={
          <Stack spacing={1} role="status">
            <Typography variant="h2">Inga misslyckade leveranser</Typography>
            <Typography>Verksamhetssystemen har tagit emot alla händelser.</Typography>
          </Stack>
        }
      >
        {(data) => <DeliveryList deliveries={data} retrying={retry.isPending ? (retry.variables?.eventId ?? null) : null} onRetry={(d) => retry.mutate(d)} />}
      </QueryState>
    </Stack>
  );
}
