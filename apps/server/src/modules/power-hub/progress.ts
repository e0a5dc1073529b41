import type { PowerHubOrderStatus } from '@mina-sidor/shared/power-hub';
import type { PowerHubOrderRecord } from '@mina-sidor/shared/power-hub-order-record';

/**
 * What the provider's order system reports about a Power Hub order (decision 0057), as pure rules:
 * which step may follow which, and the order after a report.
 */

/** An order's progress as stored: its status and what was reported with it. Days YYYY-MM-DD. */
export interface OrderProgress {
  status: PowerHubOrderStatus;
  shippedOn: string | null;
  carrier: string | null;
  trackingNumber: string | null;
  trackingUrl: string | null;
  deliveredOn: string | null;
  cancelledOn: string | null;
  cancellationReason: string | null;
}

/**
 * An order moves forward only: received → shipped → delivered, and received or shipped → cancelled (a parcel stopped
 * or sent back). Delivered and cancelled are where it ends. The same status again is a correction of its details.
 */
const NEXT: Record<PowerHubOrderStatus, readonly PowerHubOrderStatus[]> = {
  received: ['shipped', 'delivered', 'cancelled'],
  shipped: ['shipped', 'delivered', 'cancelled'],
  delivered: ['delivered'],
  cancelled: ['cancelled'],
};

const REFUSALS: Partial<Record<`${PowerHubOrderStatus}>${PowerHubOrderStatus}`, string>> = {
  'delivered>shipped': 'Beställningen är redan levererad: status går inte tillbaka från levererad till skickad.',
  'delivered>cancelled': 'Beställningen är redan levererad och kan inte avbrytas.',
  'cancelled>shipped': 'Beställningen är avbruten och kan inte skickas; en ny beställning får ett nytt id.',
  'cancelled>delivered': 'Beställningen är avbruten och kan inte levereras; en ny beställning får ett nytt id.',
};

/** Why the reported status cannot follow the stored one (Swedish), or null when it may. */
export function refusedStep(stored: PowerHubOrderStatus, reported: PowerHubOrderStatus): string | null {
  if (NEXT[stored].includes(reported)) return null;
  return REFUSALS[`${stored}>${reported}`] ?? `Status kan inte gå från ${stored} till ${reported}.`;
}

/**
 * The order after a report. A detail the record leaves out (null) keeps what was reported before: a delivery
 * confirmation need not repeat the carrier and the parcel's number it was shipped with.
 */
export function progressAfter(stored: OrderProgress, record: PowerHubOrderRecord): OrderProgress {
  return {
    status: record.status,
    shippedOn: record.shippedOn ?? stored.shippedOn,
    carrier: record.carrier ?? stored.carrier,
    trackingNumber: record.trackingNumber ?? stored.trackingNumber,
    trackingUrl: record.trackingUrl ?? stored.trackingUrl,
    deliveredOn: record.deliveredOn ?? stored.deliveredOn,
    cancelledOn: record.cancelledOn ?? stored.cancelledOn,
    cancellationReason: record.cancellationReason ?? stored.cancellationReason,
  };
}

/** Why the order's days are out of order (Swedish), or null: nothing leaves before it is ordered or arrives before it leaves. */
export function daysOutOfOrder(progress: OrderProgress, orderedOn: string): string | null {
  const { shippedOn, deliveredOn, cancelledOn } = progress;
  if (shippedOn !== null && shippedOn < orderedOn) return `Beställningen lades ${orderedOn}; den kan inte ha skickats ${shippedOn}.`;
  if (deliveredOn !== null && deliveredOn < (shippedOn ?? orderedOn)) {
    return shippedOn !== null
      ? `Beställningen skickades ${shippedOn}; den kan inte ha levererats ${deliveredOn}.`
      : `Beställningen lades ${orderedOn}; den kan inte ha levererats ${deliveredOn}.`;
  }
  if (cancelledOn !== null && cancelledOn < orderedOn) return `Beställningen lades ${orderedOn}; den kan inte ha avbrutits ${cancelledOn}.`;
  return null;
}

const PROGRESS_FIELDS = [
  'status',
  'shippedOn',
  'carrier',
  'trackingNumber',
  'trackingUrl',
  'deliveredOn',
  'cancelledOn',
  'cancellationReason',
] as const satisfies readonly (keyof OrderProgress)[];

/** Whether a report changes nothing of the order's progress (whatever else the objects carry). */
export const sameProgress = (a: OrderProgress, b: OrderProgress) => PROGRESS_FIELDS.every((field) => a[field] === b[field]);
