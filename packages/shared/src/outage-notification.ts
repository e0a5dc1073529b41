import { z } from 'zod/mini';
import { email } from './contact.ts';
import { customerId } from './customer.ts';
import { access, endpoint, reply } from './endpoint.ts';
import { phoneNumber } from './phone-number.ts';

// Avisering vid avbrott (spec §2.6, §3.9 "interruption subscriptions"): who is told of outages at each
// facility. A file of its own: it loads the phone-number library, which the first page does without.

export const OUTAGE_CHANNELS = ['sms', 'email'] as const;
export type OutageChannel = (typeof OUTAGE_CHANNELS)[number];

/**
 * At most this many recipients per facility, SMS and e-mail together (docs/decisions/0018): enough
 * for a household or a property's caretakers and on-call staff, few enough that an outage in a
 * large area does not turn into a mass mailing from one customer's list.
 */
export const MAX_RECIPIENTS_PER_FACILITY = 5;

export const outageRecipient = z.object({
  recipientId: z.string(),
  channel: z.enum(OUTAGE_CHANNELS),
  /** A Swedish mobile number in its national form ("070-123 45 67"), or an e-mail address. */
  address: z.string(),
  addedAt: z.string(),
});
export type OutageRecipient = z.infer<typeof outageRecipient>;

/** One of the customer's facilities with the people notified of outages there. */
export const facilityRecipients = z.object({
  facilityKey: z.string(),
  displayName: z.string(),
  address: z.string(),
  postalCode: z.string(),
  city: z.string(),
  /** The facility's services (EL, FJV, VA): the networks whose outages reach it. */
  services: z.array(z.string()),
  recipients: z.array(outageRecipient),
});
export type FacilityRecipients = z.infer<typeof facilityRecipients>;

/** A new recipient: a Swedish mobile number for SMS (stored normalised), or an e-mail address. */
export const newOutageRecipient = z.discriminatedUnion(
  'channel',
  [z.strictObject({ channel: z.literal('sms'), address: phoneNumber }), z.strictObject({ channel: z.literal('email'), address: email })],
  { message: 'Välj sms eller e-post.' },
);
export type NewOutageRecipient = z.infer<typeof newOutageRecipient>;

const facilityKey = z.string().check(z.regex(/^[A-Za-z0-9-]{1,64}$/, { message: 'Anläggningen är ogiltig.' }));
const byFacility = z.object({ id: customerId, facilityKey });

export const outageNotificationEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/v1/customers/:id/outage-notification',
    summary: 'Kundens anläggningar med mottagarna av avisering vid avbrott (sms och e-post)',
    params: z.object({ id: customerId }),
    reply: reply.dataList(facilityRecipients),
    access: access.read(),
  }),
  /** Only the customer itself changes who is notified (spec §6): linked users and staff may look. */
  add: endpoint({
    method: 'POST',
    path: '/v1/customers/:id/outage-notification/:facilityKey/recipients',
    summary: `Lägg till en mottagare av avisering vid avbrott för en anläggning (högst ${MAX_RECIPIENTS_PER_FACILITY} per anläggning)`,
    params: byFacility,
    body: newOutageRecipient,
    reply: reply.dataFirst(outageRecipient, 201),
    access: access.change(),
    // The customer's first facility (demo-source/world/customers.ts numbers them by customer number).
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/v1/customers/:id/outage-notification/:facilityKey/recipients/:recipientId',
    summary: 'Ta bort en mottagare av avisering vid avbrott',
    params: z.extend(byFacility, { recipientId: z.guid({ message: 'Mottagaren är ogiltig.' }) }),
    reply: reply.empty(),
    access: access.change(),
    // A recipient nobody has: answered 404 "Mottagaren hittades inte." (the API tests remove real ones).
  }),
};
