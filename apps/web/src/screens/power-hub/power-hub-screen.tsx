import type { PowerHubFacility, PowerHubOrder } from '@mina-sidor/shared/power-hub';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useApi } from '@/api/api-context.tsx';
import { useQuery } from '@/api/use-query.ts';
import { longDate } from '@/lib/swedish.ts';
import { PageHeader } from '@/shell/page-header.tsx';
import { type ViewerPageProps, ViewerScreen } from '@/shell/viewer-screen.tsx';
import { AccountFacilities } from '@/ui/account-facilities.tsx';
import { Section } from '@/ui/section.tsx';
import { openOrder, ORDER_STATUS_LABELS } from './display.ts';
import { OrderForm } from './order-form.tsx';
import { OrderList } from './order-list.tsx';
import { powerHubQueries } from './queries.ts';

/** Staff are told why there is no form; a linked user has the shell's banner for it (spec §2.5). */
const STAFF_NOTE = 'Du ser kundens beställningar som personal. Kunden beställer en Power Hub själv här på Mina sidor.';

/**
 * /bestall-power-hub (spec §2.6, §6): order the real-time device for a facility
 * with electricity, with the delivery address and contact prefilled, and follow the facility's
 * orders. Linked users and staff read.
 */
export function PowerHubScreen() {
  return <ViewerScreen page={PowerHub} />;
}

function PowerHub({ customerId, customerAccountId, viewer }: ViewerPageProps) {
  const api = useApi();
  const queryClient = useQueryClient();
  const query = powerHubQueries.facilities(api, customerId);
  // Orders change status outside this session: fetched afresh when the page opens.
  const facilities = useQuery({ ...query, refetchOnMount: 'always' });

  function ordered(order: PowerHubOrder) {
    queryClient.setQueryData(query.queryKey, (current: PowerHubFacility[] | undefined) =>
      current?.map((f) => (f.facilityKey === order.facilityKey ? { ...f, orders: [order, ...f.orders] } : f)),
    );
    void queryClient.invalidateQueries({ queryKey: query.queryKey });
  }

  return (
    <Stack spacing={4} sx={{ maxWidth: 880 }}>
      <PageHeader subtitle="Power Hub ansluts till elmätarens HAN-port och visar din elförbrukning i realtid, så att du ser vad som drar ström just nu." />
      <AccountFacilities
        query={facilities}
        facilitiesOf={(data) => data}
        customerAccountId={customerAccountId}
        viewer={viewer}
        staffNote={STAFF_NOTE}
        none="Det finns ingen anläggning med el på det valda kontot."
      >
        {(facility) => (
          <FacilityOrders key={facility.facilityKey} customerId={customerId} facility={facility} mayOrder={viewer === 'customer'} onOrdered={ordered} />
        )}
      </AccountFacilities>
    </Stack>
  );
}

interface FacilityOrdersProps {
  customerId: string;
  facility: PowerHubFacility;
  mayOrder: boolean;
  onOrdered: (order: PowerHubOrder) => void;
}

/** One facility: the order form (or why there is none) and its orders. */
function FacilityOrders({ customerId, facility, mayOrder, onOrdered }: FacilityOrdersProps) {
  const headingId = useId();
  const ordersHeadingId = useId();
  const [placed, setPlaced] = useState<PowerHubOrder | null>(null);
  const open = openOrder(facility);
  return (
    <Stack spacing={4}>
      <Section title={`Beställ till ${facility.displayName}`} card headingId={headingId}>
        {placed && (
          <Alert severity="success" role="status">
            Tack för din beställning! Vi skickar en bekräftelse till {placed.contact.email} och Power Hub till {placed.deliveryAddress.street},{' '}
            {placed.deliveryAddress.postalCode} {placed.deliveryAddress.city}.
          </Alert>
        )}
        {open ? (
          <Typography>
            Beställningen från {longDate(open.orderedAt)} är {ORDER_STATUS_LABELS[open.status].toLowerCase()}. Du kan beställa en ny Power Hub till anläggningen
            när den har levererats.
          </Typography>
        ) : mayOrder ? (
          <OrderForm
            customerId={customerId}
            facility={facility}
            onOrdered={(order) => {
              setPlaced(order);
              onOrdered(order);
            }}
          />
        ) : (
          <Typography color="text.secondary">Bara kunden själv kan beställa en Power Hub.</Typography>
        )}
      </Section>

      <Section title="Beställningar" headingId={ordersHeadingId}>
        <OrderList orders={facility.orders} labelledBy={ordersHeadingId} />
      </Section>
    </Stack>
  );
}
