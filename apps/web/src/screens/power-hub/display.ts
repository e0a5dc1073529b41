import {
  newPowerHubOrder,
  type NewPowerHubOrder,
  OPEN_POWER_HUB_ORDER_STATUSES,
  type PowerHubFacility,
  type PowerHubOrder,
  type PowerHubOrderStatus,
} from '@mina-sidor/shared/power-hub';

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
