import { OPEN_POWER_HUB_ORDER_STATUSES, type PowerHubFacility, type PowerHubOrder, type PowerHubOrderStatus } from '@mina-sidor/shared/power-hub';
import { longDate } from '@/lib/swedish.ts';

export const ORDER_STATUS_LABELS: Record<PowerHubOrderStatus, string> = {
  received: 'Mottagen',
  shipped: 'Skickad',
  delivered: 'Levererad',
  cancelled: 'Avbruten',
};

/** The facility's order still on its way, if any: then no new one. */
export function openOrder(facility: PowerHubFacility): PowerHubOrder | undefined {
  return facility.orders.find((o) => OPEN_POWER_HUB_ORDER_STATUSES.includes(o.status));
}

/**
 * What the provider's order system has reported of the order, a line a step: when it was shipped and
 * how to find the parcel, when it was delivered, or when and why it was cancelled. None while it is only received.
 */
export function progressLines(order: PowerHubOrder): string[] {
  const lines: string[] = [];
  if (order.shippedOn) {
    const carrier = order.carrier ? ` med ${order.carrier}` : '';
    const parcel = order.trackingNumber ? `, kollinummer ${order.trackingNumber}` : '';
    lines.push(`Skickad ${longDate(order.shippedOn)}${carrier}${parcel}`);
  }
  if (order.deliveredOn) lines.push(`Levererad ${longDate(order.deliveredOn)}`);
  if (order.cancelledOn) lines.push(`Avbruten ${longDate(order.cancelledOn)}${order.cancellationReason ? `: ${order.cancellationReason}` : ''}`);
  return lines;
}
