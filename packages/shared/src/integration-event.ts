import { z } from 'zod/mini';
import { CASE_CATEGORIES } from './case.ts';
import { access, endpoint, reply } from './endpoint.ts';
import { HEATING_SERVICE_ACTIVITIES } from './heating-service.ts';
import { OUTAGE_CHANNELS } from './outage-notification.ts';
import { POA_DECISIONS } from './power-of-attorney.ts';

// Händelser ut (decision 0049): what a customer did that the provider's systems must act on,
// written in the same transaction as the change and delivered as signed webhooks (Standard Webhooks) and a pull
// feed, each event in CloudEvents 1.0 JSON form. The data carries what the provider needs to act, no more.

/** The scope of a token that may read the pull feed; no person's token has it. */
export const EVENTS_READ_SCOPE = 'minasidor_events_read';

const facilityKey = z.string();
const customerAccountId = z.string();

/**
 * Every event type with the schema of its `data` and an example (docs/integration.md is checked against these).
 * A type's name never changes meaning: a change that is not backwards compatible gets a new name.
 */
export const INTEGRATION_EVENTS = {
  'se.minasidor.contact-details.changed': {
    description: 'The customer saved its e-mail and/or mobile number; a field is present when it was saved (the mobile number on the customer account named).',
    data: z.object({
      email: z.optional(z.string()),
      mobilePhone: z.optional(z.nullable(z.string())),
      customerAccountId: z.optional(customerAccountId),
    }),
    example: { email: 'anna.andersson@example.se', mobilePhone: '070-123 45 67', customerAccountId: '50001011' },
  },
  'se.minasidor.meter-reading.submitted': {
    description: 'The customer submitted a reading of a manually read water meter, and it was stored.',
    data: z.object({
      readingId: z.string(),
      meteringPointId: z.string(),
      date: z.string(),
      valueM3: z.int(),
      meterNumber: z.string(),
      newMeter: z.boolean(),
      confirmed: z.boolean(),
    }),
    example: {
      readingId: '7c0f4f0e-1f7a-4f55-9d55-0d3f1c7e9a10',
      meteringPointId: 'VA-57645841',
      date: '2026-11-26',
      valueM3: 1432,
      meterNumber: 'W-8812345',
      newMeter: false,
      confirmed: false,
    },
  },
  'se.minasidor.district-heating-agreement.requested': {
    description:
      'The customer asked to sign a service or operating agreement for a district heating substation: the facility it is for (null when the customer named none) and the message as written.',
    data: z.object({ messageId: z.string(), facilityKey: z.nullable(facilityKey), subject: z.string(), body: z.string() }),
    example: {
      messageId: 'M-3d5e2a40-8b1c-4c6e-9f0a-5b7d2e1c9a33',
      facilityKey: '5000101-F01',
      subject: 'Serviceavtal för Villa Solbacken',
      body: 'Jag vill teckna serviceavtal för fjärrvärmecentralen på Solbackevägen 12.',
    },
  },
  'se.minasidor.heating-service.booked': {
    description:
      "The customer booked a technician's visit to a district heating substation at a free occasion (one technician per occasion): the activity and the time, in UTC.",
    data: z.object({
      bookingId: z.string(),
      facilityKey,
      occasionId: z.string(),
      activity: z.enum(HEATING_SERVICE_ACTIVITIES),
      startsAt: z.string(),
      endsAt: z.string(),
    }),
    example: {
      bookingId: '2c9e4b1a-6d3f-4a8e-9b7c-1f0e2d3c4b55',
      facilityKey: '5000101-F01',
      occasionId: 'central-service-20261202-0800',
      activity: 'central-service',
      startsAt: '2026-12-02T07:00:00.000Z',
      endsAt: '2026-12-02T09:00:00.000Z',
    },
  },
  'se.minasidor.heating-service.cancelled': {
    description: 'The customer cancelled a booked visit that had not started; its occasion is free again.',
    data: z.object({ bookingId: z.string(), facilityKey, occasionId: z.string() }),
    example: { bookingId: '2c9e4b1a-6d3f-4a8e-9b7c-1f0e2d3c4b55', facilityKey: '5000101-F01', occasionId: 'central-service-20261202-0800' },
  },
  'se.minasidor.power-hub.ordered': {
    description: 'The customer ordered a Power Hub for a facility, to be sent to the delivery address.',
    data: z.object({
      orderId: z.string(),
      facilityKey,
      deliveryAddress: z.object({ street: z.string(), postalCode: z.string(), city: z.string() }),
      contact: z.object({ name: z.string(), email: z.string(), mobilePhone: z.string() }),
    }),
    example: {
      orderId: '4e8b7f2c-3a6d-4b1e-8c9f-0a2d5e7b1c44',
      facilityKey: '5000101-F01',
      deliveryAddress: { street: 'Solbackevägen 12', postalCode: '131 40', city: 'Nacka' },
      contact: { name: 'Anna Andersson', email: 'anna.andersson@example.se', mobilePhone: '070-123 45 67' },
    },
  },
  'se.minasidor.han-port.activation-requested': {
    description:
      'The customer asked for the customer port (HAN) of an electricity meter to be switched on; the grid operator switches it on remotely. Asked again, it is the same request and no new event.',
    data: z.object({ meteringPointId: z.string(), meterNumber: z.string(), facilityKey }),
    example: { meteringPointId: '735999100000000011', meterNumber: '71234567', facilityKey: '5000101-F01' },
  },
  'se.minasidor.power-of-attorney.decided': {
    description: "The customer approved, rejected or ended a third party's power of attorney to its meter values; status is the new one.",
    data: z.object({ permissionId: z.string(), decision: z.enum(POA_DECISIONS), status: z.string() }),
    example: { permissionId: 'P-5000101-3', decision: 'approve', status: 'Aktiv' },
  },
  'se.minasidor.invoice-reference.changed': {
    description: "The customer changed the references printed on a customer account's coming invoices (null: none).",
    data: z.object({ customerAccountId, yourReference: z.nullable(z.string()), costCentre: z.nullable(z.string()), orderNumber: z.nullable(z.string()) }),
    example: { customerAccountId: '51003031', yourReference: 'Maria Bergström', costCentre: '4410', orderNumber: null },
  },
  'se.minasidor.even-payment.signed-up': {
    description: 'The customer signed up for even payment on a customer account: the monthly part from the start month.',
    data: z.object({
      customerAccountId,
      monthlyPartOre: z.int(),
      annualEstimateOre: z.int(),
      startMonth: z.string(),
      reviewMonth: z.string(),
    }),
    example: { customerAccountId: '50001011', monthlyPartOre: 185000, annualEstimateOre: 2220000, startMonth: '2026-12', reviewMonth: '2027-12' },
  },
  'se.minasidor.even-payment.ended': {
    description: 'The customer ended even payment on a customer account; the final settling comes on the invoice of that month.',
    data: z.object({ customerAccountId, settlingMonth: z.string() }),
    example: { customerAccountId: '50001011', settlingMonth: '2026-12' },
  },
  'se.minasidor.outage-notification-recipients.changed': {
    description: 'A recipient of outage notices at a facility was added or removed.',
    data: z.object({
      facilityKey,
      change: z.enum(['added', 'removed']),
      recipient: z.object({ recipientId: z.string(), channel: z.enum(OUTAGE_CHANNELS), address: z.string() }),
    }),
    example: {
      facilityKey: '5000101-F01',
      change: 'added',
      recipient: { recipientId: '9a1c3e5f-7b2d-4f6a-8c0e-1d3f5b7a9c22', channel: 'sms', address: '+46701234567' },
    },
  },
  'se.minasidor.company-link.created': {
    description:
      "A login was linked to the customer: by an accepted invitation (view access) or by a company e-identification of the organisation's representative.",
    data: z.object({ userId: z.string(), via: z.enum(['invitation', 'company-login']) }),
    example: { userId: 'U-5', via: 'invitation' },
  },
  'se.minasidor.case.created': {
    description: 'The customer opened a case; customer service answers it in Mina sidor.',
    data: z.object({ caseId: z.string(), category: z.enum(CASE_CATEGORIES), subject: z.string(), text: z.string(), attachment: z.nullable(z.string()) }),
    example: { caseId: '100231', category: 'invoice', subject: 'Fråga om fakturan', text: 'Varför är fakturan högre än förra månaden?', attachment: null },
  },
  'se.minasidor.case.answered': {
    description: 'The customer answered in an open case; status is the case status after the answer.',
    data: z.object({ caseId: z.string(), text: z.string(), attachment: z.nullable(z.string()), status: z.string() }),
    example: { caseId: '100231', text: 'Här kommer bilden av mätaren.', attachment: 'matare.jpg', status: 'received' },
  },
} as const;

export type IntegrationEventType = keyof typeof INTEGRATION_EVENTS;
export const INTEGRATION_EVENT_TYPES = Object.keys(INTEGRATION_EVENTS) as IntegrationEventType[];
export type IntegrationEventData<T extends IntegrationEventType> = z.input<(typeof INTEGRATION_EVENTS)[T]['data']>;

/**
 * An event as it travels, in the webhook's body and in the feed: CloudEvents 1.0 JSON (structured mode).
 * `subject` is the customer id; `subjectsequence` (an extension attribute) numbers the customer's events from 1
 * without gaps, so a receiver can tell one it has not seen yet.
 */
export const cloudEvent = z.object({
  specversion: z.literal('1.0'),
  id: z.string(),
  source: z.string(),
  type: z.enum(INTEGRATION_EVENT_TYPES as [IntegrationEventType, ...IntegrationEventType[]]),
  subject: z.string(),
  time: z.string(),
  datacontenttype: z.literal('application/json'),
  subjectsequence: z.int(),
  data: z.record(z.string(), z.unknown()),
});
export type CloudEvent = z.infer<typeof cloudEvent>;

/** A position in the feed: the events after it follow. Opaque to the reader; digits today. */
const cursor = z.string().check(z.regex(/^\d{1,18}$/, { message: 'Positionen (after) är ogiltig: använd nextCursor från förra svaret.' }));

export const eventFeedQuery = z.object({
  after: z.optional(cursor),
  limit: z._default(
    z.coerce
      .number({ message: 'Antalet (limit) måste vara ett heltal.' })
      .check(z.int({ message: 'Antalet (limit) måste vara ett heltal.' }), z.gte(1), z.lte(1000)),
    100,
  ),
});

export const eventFeed = z.object({
  data: z.array(cloudEvent),
  /** Where to continue: the last event's position, or `after` again when there was none. */
  nextCursor: z.string(),
});
export type EventFeed = z.infer<typeof eventFeed>;

export const WEBHOOK_DELIVERY_STATUSES = ['retrying', 'failed'] as const;

/** A webhook delivery that has not succeeded: still retried, or given up (failed) and waiting for staff. */
export const webhookDelivery = z.object({
  eventId: z.string(),
  type: z.string(),
  customerId: z.string(),
  subjectSequence: z.int(),
  time: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.int(),
  lastAttemptAt: z.nullable(z.string()),
  /** The receiver's HTTP status; null when it gave none (refused, timed out). */
  lastStatus: z.nullable(z.int()),
  lastError: z.nullable(z.string()),
  /** The customer's later events held back behind this one (order per customer). */
  heldBack: z.int(),
});
export type WebhookDelivery = z.infer<typeof webhookDelivery>;

const eventId = z.uuid({ message: 'Händelsens identitet är ogiltig.' });

export const integrationEventEndpoints = {
  feed: endpoint({
    method: 'GET',
    path: '/v1/integration/events',
    summary:
      'Händelseflöde: kundernas händelser (CloudEvents) efter en position, i ordning, för tjänsteklienter med behörigheten minasidor_events_read. Fortsätt från nextCursor',
    query: eventFeedQuery,
    reply: reply.whole(eventFeed),
    access: access.service(EVENTS_READ_SCOPE),
  }),
  undelivered: endpoint({
    method: 'GET',
    path: '/v2/staff/integration-events/deliveries',
    summary: 'Webhookleveranser som misslyckats: de som fortfarande försöks igen och de som gett upp, för kundservice och administratörer',
    reply: reply.dataList(webhookDelivery),
    access: access.staff,
  }),
  retry: endpoint({
    method: 'POST',
    path: '/v2/staff/integration-events/deliveries/:eventId/retry',
    summary: 'Försök leverera en misslyckad händelse igen, och kundens händelser som väntar bakom den',
    params: z.object({ eventId }),
    reply: reply.dataFirst(webhookDelivery),
    access: access.staff,
    // An event that does not exist: answered 404, nothing is retried.
  }),
};
