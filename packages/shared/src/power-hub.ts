import { z } from 'zod/mini';
import { email } from './contact.ts';
import { customerId } from './customer.ts';
import { access, endpoint, reply } from './endpoint.ts';
import { phoneNumber } from './phone-number.ts';
import { line } from './text.ts';

// Beställ Power Hub (spec §2.6 /bestall-power-hub, §6): the real-time device for a
// facility. A file of its own: it loads the phone-number library, which the first page does without.

/** received and shipped are open: a facility has at most one open order. */
export const POWER_HUB_ORDER_STATUSES = ['received', 'shipped', 'delivered', 'cancelled'] as const;
export type PowerHubOrderStatus = (typeof POWER_HUB_ORDER_STATUSES)[number];
export const OPEN_POWER_HUB_ORDER_STATUSES: readonly PowerHubOrderStatus[] = ['received', 'shipped'];

const required = (max: number, missing: string, tooLong: string) => line(max, tooLong).check(z.trim(), z.minLength(1, { message: missing }));

export const POSTAL_CODE_INVALID = 'Ange ett postnummer med fem siffror, till exempel 131 40.';
/** A Swedish postal code however it is typed ("13140", "131 40"), stored as "131 40". */
export const postalCode = z.string().check(
  z.trim(),
  z.regex(/^\d{3} ?\d{2}$/, { message: POSTAL_CODE_INVALID }),
  z.overwrite((typed) => `${typed.replace(' ', '').slice(0, 3)} ${typed.replace(' ', '').slice(3)}`),
);

export const deliveryAddress = z.strictObject({
  street: required(100, 'Ange en gatuadress.', 'Gatuadressen får vara högst 100 tecken.'),
  postalCode,
  city: required(50, 'Ange en ort.', 'Orten får vara högst 50 tecken.'),
});
export type DeliveryAddress = z.infer<typeof deliveryAddress>;

export const orderContact = z.strictObject({
  name: required(100, 'Ange ett namn.', 'Namnet får vara högst 100 tecken.'),
  email,
  mobilePhone: phoneNumber,
});
export type OrderContact = z.infer<typeof orderContact>;

export const newPowerHubOrder = z.strictObject({ deliveryAddress, contact: orderContact });
export type NewPowerHubOrder = z.infer<typeof newPowerHubOrder>;

export const powerHubOrder = z.object({
  orderId: z.string(),
  facilityKey: z.string(),
  status: z.enum(POWER_HUB_ORDER_STATUSES),
  deliveryAddress: z.object({ street: z.string(), postalCode: z.string(), city: z.string() }),
  contact: z.object({ name: z.string(), email: z.string(), mobilePhone: z.string() }),
  orderedAt: z.string(),
  // What the provider's order system reported since (power-hub-order-record.ts): null until it has. Days are YYYY-MM-DD.
  shippedOn: z.nullable(z.string()),
  carrier: z.nullable(z.string()),
  trackingNumber: z.nullable(z.string()),
  /** An https address at the carrier. */
  trackingUrl: z.nullable(z.string()),
  deliveredOn: z.nullable(z.string()),
  cancelledOn: z.nullable(z.string()),
  cancellationReason: z.nullable(z.string()),
});
export type PowerHubOrder = z.infer<typeof powerHubOrder>;

/** A facility with electricity: what the order form starts from, and its orders, newest first. */
export const powerHubFacility = z.object({
  facilityKey: z.string(),
  displayName: z.string(),
  customerAccountIds: z.array(z.string()),
  /** The facility's address and the account's contact details, for the form to start from. */
  prefill: z.object({
    deliveryAddress: z.object({ street: z.string(), postalCode: z.string(), city: z.string() }),
    contact: z.object({ name: z.string(), email: z.string(), mobilePhone: z.string() }),
  }),
  orders: z.array(powerHubOrder),
});
export type PowerHubFacility = z.infer<typeof powerHubFacility>;

const facilityKey = z.string().check(z.regex(/^[A-Za-z0-9-]{1,64}$/, { message: 'Anläggningen är ogiltig.' }));

export const powerHubEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/v1/customers/:id/power-hub',
    summary: 'Kundens anläggningar med el: uppgifter för en beställning av Power Hub och tidigare beställningar',
    params: z.object({ id: customerId }),
    reply: reply.dataList(powerHubFacility),
    access: access.read(),
  }),
  /** Linked users may not order a power hub (spec §6), nor may staff: only the customer itself. */
  order: endpoint({
    method: 'POST',
    path: '/v1/customers/:id/power-hub/:facilityKey/orders',
    summary: 'Beställ en Power Hub till en anläggning (en öppen beställning per anläggning); bekräftas med e-post',
    params: z.object({ id: customerId, facilityKey }),
    body: newPowerHubOrder,
    reply: reply.dataFirst(powerHubOrder, 201),
    access: access.agreement(),
    // The customer's first facility (demo-source/world/customers.ts numbers them by customer number).
  }),
};
