import type { WebhookDelivery } from '@mina-sidor/shared/integration-event';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/lib/paths.ts';
import { DataTable } from '@/ui/data-table.tsx';
import { dateTime, eventName, heldBackText, lastErrorText, statusLabel } from './display.ts';

interface ListProps {
  deliveries: WebhookDelivery[];
  /** The event whose retry is on its way, if any. */
  retrying: string | null;
  onRetry: (delivery: WebhookDelivery) => void;
}

const CAPTION = 'Leveranser som inte har tagits emot';
/** The server's order (repository.listUndelivered), said under the table. */
const ORDER = 'De som har gett upp först, sedan de som försöks igen, de äldsta först inom varje.';

/** A table on a screen wide enough for it; on a phone one card per delivery, with the same facts. */
export function DeliveryList(props: ListProps) {
  const narrow = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  return narrow ? <DeliveryCards {...props} /> : <DeliveryTable {...props} />;
}

function StatusChip({ delivery }: { delivery: WebhookDelivery }) {
  const failed = delivery.status === 'failed';
  return (
    <Chip label={statusLabel(delivery)} size="small" color={failed ? 'error' : 'default'} variant={failed ? 'filled' : 'outlined'} sx={{ fontWeight: 700 }} />
  );
}

function CustomerLink({ customerId }: { customerId: string }) {
  return (
    <Link component={RouterLink} to={paths.staffCustomer.href(customerId)} aria-label={`Öppna kund ${customerId}`}>
      {customerId}
    </Link>
  );
}

/** Only a delivery that has given up is sent again by hand: one still retried is sent by itself. One retry at a time. */
function RetryButton({
  delivery,
  retrying,
  onRetry,
  fullWidth = false,
}: Pick<ListProps, 'retrying' | 'onRetry'> & { delivery: WebhookDelivery; fullWidth?: boolean }) {
  if (delivery.status !== 'failed') return null;
  return (
    <Button
      variant="outlined"
      size="small"
      fullWidth={fullWidth}
      disabled={retrying !== null}
      onClick={() => onRetry(delivery)}
      aria-label={`Försök igen: ${eventName(delivery.type)} för kund ${delivery.customerId}`}
      sx={{ whiteSpace: 'nowrap' }}
    >
      Försök igen
    </Button>
  );
}

/** The last error, and below it when it came. */
function LastError({ delivery }: { delivery: WebhookDelivery }) {
  return (
    <>
      <Box component="span" sx={{ display: 'block' }}>
        {lastErrorText(delivery)}
      </Box>
      {delivery.lastAttemptAt && (
        <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
          {dateTime(delivery.lastAttemptAt)}
        </Typography>
      )}
    </>
  );
}

function Waiting({ delivery }: { delivery: WebhookDelivery }) {
  const text = heldBackText(delivery.heldBack);
  return text ? (
    <Typography variant="body2" color="text.secondary">
      {text}
    </Typography>
  ) : null;
}

function DeliveryTable({ deliveries, retrying, onRetry }: ListProps) {
  return (
    <DataTable
      frame="outlined"
      caption={`${CAPTION}. ${ORDER}`}
      columns={[
        { label: 'Händelse' },
        { label: 'Kund' },
        { label: 'Tid', nowrap: true },
        { label: 'Försök', numeric: true },
        { label: 'Senaste fel' },
        { label: 'Status' },
      ]}
      rows={deliveries.map((delivery) => ({
        key: delivery.eventId,
        cells: [
          <>
            <Typography sx={{ fontWeight: 700 }}>{eventName(delivery.type)}</Typography>
            <Waiting delivery={delivery} />
          </>,
          <CustomerLink key="customer" customerId={delivery.customerId} />,
          dateTime(delivery.time),
          delivery.attempts,
          <Box key="error" sx={{ overflowWrap: 'anywhere' }}>
            <LastError delivery={delivery} />
          </Box>,
          <Stack key="status" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <StatusChip delivery={delivery} />
            <RetryButton delivery={delivery} retrying={retrying} onRetry={onRetry} />
          </Stack>,
        ],
      }))}
    />
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Box component="dt" sx={{ color: 'text.secondary' }}>
        {label}
      </Box>
      <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Box>
    </>
  );
}

function DeliveryCards({ deliveries, retrying, onRetry }: ListProps) {
  return (
    <Stack component="ul" aria-label={CAPTION} spacing={1.5} sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {deliveries.map((delivery) => (
        <Paper component="li" key={delivery.eventId} variant="outlined" sx={{ p: 2 }}>
          <Stack spacing={1.5}>
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
              <Typography component="h2" sx={{ fontWeight: 700 }}>
                {eventName(delivery.type)}
              </Typography>
              <StatusChip delivery={delivery} />
            </Stack>
            <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: 2, rowGap: 0.5 }}>
              <Fact label="Kund">
                <CustomerLink customerId={delivery.customerId} />
              </Fact>
              <Fact label="Tid">{dateTime(delivery.time)}</Fact>
              <Fact label="Försök">{delivery.attempts}</Fact>
              <Fact label="Senaste fel">
                <LastError delivery={delivery} />
              </Fact>
            </Box>
            <Waiting delivery={delivery} />
            <RetryButton delivery={delivery} retrying={retrying} onRetry={onRetry} fullWidth />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
