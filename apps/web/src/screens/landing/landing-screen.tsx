import type { Customer } from '@mina-sidor/shared/customer';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useApi } from '@/api/api-context.tsx';
import { messageQueries } from '@/api/messages/queries.ts';
import { useQuery } from '@/api/use-query.ts';
import type { UserSelection } from '@/selection/selection.ts';
import { useCurrentSelection } from '@/selection/selection-context.tsx';
import { useSelectedCustomer } from '@/selection/use-selected-customer.ts';
import { Loading } from '@/shell/loading.tsx';
import { PageHeader } from '@/shell/page-header.tsx';
import { useNewOverview } from '@/shell/use-new-overview.ts';
import { ConsumptionCard } from './consumption-card.tsx';
import { DisruptionAlert } from './disruption-alert.tsx';
import { InvoiceCard } from './invoice-card.tsx';
import { MessagesCard } from './messages-card.tsx';
import { overviewSubtitle } from './overview-text.ts';
import { landingQueries } from './queries.ts';
import { QueryState } from '@/shell/query-state.tsx';

/**
 * The overview at '/' (spec §1, §2.10 "landing"): what a customer wants
 * to see first — each service's last month against last year, the newest
 * invoice, unread messages and any disruption at the property.
 */
export function LandingScreen() {
  const selection = useCurrentSelection();
  const customer = useSelectedCustomer(selection).data;
  if (!selection || !customer) return <Loading />;
  return <Overview selection={selection} customer={customer} />;
}

function Overview({ selection, customer }: { selection: UserSelection; customer: Customer }) {
  const api = useApi();
  const { facilityKey, groupId } = selection.property;
  const overview = useQuery(
    landingQueries.overview(api, selection.customerId, { facilityKey, groupId, customerAccountId: selection.customerAccountId ?? undefined }),
  );
  const messages = useQuery(messageQueries.list(api, selection.customerId));
  const newOverview = useNewOverview();

  return (
    <Stack spacing={4}>
      <PageHeader overline="Översikt" title={customer.displayName || customer.name} subtitle={overviewSubtitle(customer, selection)} />
      <QueryState query={overview} loading="Laddar översikten...">
        {(data) => (
          <>
            {data.disruptions.map((disruption) => (
              <DisruptionAlert key={disruption.disruptionId} disruption={disruption} />
            ))}
            <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}>
              <ConsumptionCard rows={data.consumption} showBars={newOverview} />
              <InvoiceCard invoice={data.latestInvoice} customer={customer} />
              <MessagesCard unread={data.unreadMessages} messages={messages} />
            </Box>
          </>
        )}
      </QueryState>
    </Stack>
  );
}
