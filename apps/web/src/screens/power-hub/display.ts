import {
  newPowerHubOrder,
  type NewPowerHubOrder,
  OPEN_POWER_HUB_ORDER_STATUSES,
  type PowerHubFacility,
  type PowerHubOrder,
  type PowerHubOrderStatus,
} from '@mina-sidor/shared/power-hub';
import { longDate } from '@/lib/swedish.ts';

export const ORDER_STATUS_LABELS: Record<PowerHubOrderStatus, string> = {
  received: 'Mottagen',
  shipped: 'Skickad',
  delivered: 'Levererad',
  cancelled: 'Avbruten',
};

/** The form's fields, flat, as the person types them. */
export const FIELDS = ['street', 'postalCode', 'city', 'name', 'email', 'mobilePhone'] as const;
export type Field = (typeof FIELDS)[number];
export type FormValues = Record<Field, string>;

export const FIELD_LABELS: Record<Field, string> = {
  street: 'Gatuadress',
  postalCode: 'Postnummer',
  city: 'Ort',
  name: 'Namn',
  email: 'E-post',
  mobilePhone: 'Mobilnummer',
};

export function initialValues(facility: PowerHubFacility): FormValues {
  const { deliveryAddress: a, contact: c } = facility.prefill;
  return { street: a.street, postalCode: a.postalCode, city: a.city, name: c.name, email: c.email, mobilePhone: c.mobilePhone };
}

/** The order as the contract takes it, or each field's Swedish message: the same checks the server makes. */
export function checkOrder(values: FormValues): { ok: true; order: NewPowerHubOrder } | { ok: false; problems: Partial<Record<Field, string>> } {
  const parsed = newPowerHubOrder.safeParse({
    deliveryAddress: { street: values.street, postalCode: values.postalCode, city: values.city },
    contact: { name: values.name, email: values.email, mobilePhone: values.mobilePhone },
  });
  if (parsed.success) return { ok: true, order: parsed.data };
  const problems: Partial<Record<Field, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[1] as Field | undefined;
    if (field && !problems[field]) problems[field] = issue.message;
  }
  return { ok: false, problems };
}

/** The facility's order still on its way, if any: then no new one. */
export function openOrder(facility: PowerHubFacility): PowerHubOrder | undefined {
  return facility.orders.find((o) => OPEN_POWER_HUB_ORDER_STATUSES.includes(o.status));
}

/**
 * What the provider's order system has reported of the order (issue 29 item 3), a line a step: when it was shipped and
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
