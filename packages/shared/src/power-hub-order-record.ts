import { z } from 'zod/mini';
import { customerId } from './customer.ts';
import { line, localDate } from './text.ts';

// What the provider's order and logistics system did next with a Power Hub the customer ordered on Mina sidor (decision
// 0057): shipped it, delivered it, or cancelled the order. One record per order, keyed by the portal's
// own order id as the event se.minasidor.power-hub.ordered carries it (data.orderId). The customer follows the order on
// the Beställ Power Hub screen; the order itself — what, where, who — stays as the customer placed it.

/** The scope a service client's token needs to report on Power Hub orders. */
export const POWER_HUB_ORDERS_WRITE_SCOPE = 'minasidor_power_hub_orders_write';

/** What the provider reports; `received` is the portal's own, given when the customer orders. */
export const REPORTED_POWER_HUB_ORDER_STATUSES = ['shipped', 'delivered', 'cancelled'] as const;

/** A one-line text the record may leave out (null). */
const optional = (max: number, what: string) =>
  z._default(
    z.nullable(
      line(max, `${what} får vara högst ${max} tecken.`).check(z.trim(), z.minLength(1, { message: `${what} är tom: utelämna fältet eller skicka null.` })),
    ),
    null,
  );

export const powerHubOrderRecord = z
  .strictObject({
    /** The portal's id of the order (a UUID), from the ordered event's data.orderId: the key. */
    orderId: z.pipe(
      z.guid({ message: 'orderId ska vara beställningens id som händelsen se.minasidor.power-hub.ordered har det (data.orderId), ett UUID.' }),
      z.transform((id) => id.toLowerCase()),
    ),
    /** The customer who ordered: the event's subject. */
    customerId,
    status: z.enum(REPORTED_POWER_HUB_ORDER_STATUSES, { message: 'status ska vara shipped, delivered eller cancelled.' }),
    /** The day it left the warehouse. */
    shippedOn: z._default(z.nullable(localDate), null),
    /** Who carries it, as the customer knows the company: PostNord, DHL, Bring, … */
    carrier: optional(60, 'Transportören'),
    /** The parcel's number at the carrier, for the customer to follow it. */
    trackingNumber: optional(60, 'Kollinumret'),
    /** Where the customer follows the parcel: an https address at the carrier. */
    trackingUrl: z._default(
      z.nullable(
        z
          .url({ protocol: /^https$/, message: 'trackingUrl ska vara en https-adress, till exempel https://tracking.postnord.com/se/?id=… .' })
          .check(z.maxLength(500, { message: 'trackingUrl får vara högst 500 tecken.' })),
      ),
      null,
    ),
    /** The day the customer received it. */
    deliveredOn: z._default(z.nullable(localDate), null),
    /** The day the provider cancelled the order. */
    cancelledOn: z._default(z.nullable(localDate), null),
    /** Why, as the customer reads it. */
    cancellationReason: optional(200, 'Orsaken'),
  })
  .check(
    z.superRefine((record, context) => {
      const refuse = (path: keyof typeof record, message: string) => context.addIssue({ code: 'custom', path: [path], message });
      if (record.status === 'shipped' && record.shippedOn === null) refuse('shippedOn', 'En skickad beställning har dagen den skickades (shippedOn).');
      if (record.status === 'delivered' && record.deliveredOn === null)
        refuse('deliveredOn', 'En levererad beställning har dagen den levererades (deliveredOn).');
      if (record.status === 'cancelled' && record.cancelledOn === null) refuse('cancelledOn', 'En avbruten beställning har dagen den avbröts (cancelledOn).');
      if (record.status !== 'delivered' && record.deliveredOn !== null) refuse('deliveredOn', 'deliveredOn anges bara när status är delivered.');
      if (record.status !== 'cancelled' && record.cancelledOn !== null) refuse('cancelledOn', 'cancelledOn anges bara när status är cancelled.');
      if (record.status !== 'cancelled' && record.cancellationReason !== null) {
        refuse('cancellationReason', 'cancellationReason anges bara när status är cancelled.');
      }
    }),
  );
export type PowerHubOrderRecord = z.infer<typeof powerHubOrderRecord>;
export type PowerHubOrderRecordInput = z.input<typeof powerHubOrderRecord>;
