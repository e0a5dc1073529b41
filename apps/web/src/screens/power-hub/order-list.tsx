import type { PowerHubOrder } from '@mina-sidor/shared/power-hub';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { longDate } from '@/lib/swedish.ts';
import { ORDER_STATUS_LABELS, progressLines } from './display.ts';

// Colours with enough contrast in both themes (as the invoice and case chips): an order on its way is outlined.
const CHIP_COLORS = { received: 'primary', shipped: 'primary', delivered: 'success', cancelled: 'default' } as const;

/** The facility's orders, newest first, each with its status and what the provider has reported of it. */
export function OrderList({ orders, labelledBy }: { orders: PowerHubOrder[]; labelledBy: string }) {
  if (orders.length === 0) return <Typography>Ingen Power Hub har beställts till anläggningen.</Typography>;
  return (
    <List aria-labelledby={labelledBy} disablePadding sx={{ border: 1, borderColor: 'divider', borderRadius: 3 }}>
      {orders.map((order, index) => (
        <ListItem key={order.orderId} divider={index < orders.length - 1} sx={{ py: 1.5 }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ width: '100%', justifyContent: 'space-between' }}>
            <div>
              <Typography sx={{ fontWeight: 700 }}>Beställd {longDate(order.orderedAt)}</Typography>
              <Typography variant="body2" color="text.secondary">
                Till {order.deliveryAddress.street}, {order.deliveryAddress.postalCode} {order.deliveryAddress.city} · {order.contact.name}
              </Typography>
              {progressLines(order).map((line) => (
                <Typography key={line} variant="body2">
                  {line}
                </Typography>
              ))}
              {/* On its way, the parcel is followed at the carrier; once delivered or stopped there is nothing to follow. */}
              {order.status === 'shipped' && order.trackingUrl && (
                <Link href={order.trackingUrl} variant="body2">
                  Spåra försändelsen{order.carrier ? ` hos ${order.carrier}` : ''}
                </Link>
              )}
            </div>
            <Chip
              label={ORDER_STATUS_LABELS[order.status]}
              color={CHIP_COLORS[order.status]}
              variant={order.status === 'received' || order.status === 'shipped' ? 'outlined' : 'filled'}
              sx={{ alignSelf: { xs: 'flex-start', sm: 'center' }, fontWeight: 700 }}
            />
          </Stack>
        </ListItem>
      ))}
    </List>
  );
}
