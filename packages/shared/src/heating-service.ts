import { z } from 'zod/mini';
import { customerId } from './customer.ts';
import { access, endpoint, reply } from './endpoint.ts';

// Bokning av fjärrvärmeservice (spec §3.9 "Booking (heating service)", §4.5): a
// technician's visit to the district heating substation (fjärrvärmecentral) at a free occasion.
// One technician per occasion: an occasion has at most one confirmed booking.

/** The kinds of visit a customer can book; their names and descriptions come from the server. */
export const HEATING_SERVICE_ACTIVITIES = ['central-service', 'exchanger-inspection', 'balancing'] as const;
export type HeatingServiceActivityCode = (typeof HEATING_SERVICE_ACTIVITIES)[number];

export const heatingServiceActivity = z.object({
  code: z.enum(HEATING_SERVICE_ACTIVITIES),
  name: z.string(),
  description: z.string(),
});
export type HeatingServiceActivity = z.infer<typeof heatingServiceActivity>;

/** A free time a technician can come: its start and end are ISO instants. */
export const heatingServiceOccasion = z.object({
  occasionId: z.string(),
  activity: z.enum(HEATING_SERVICE_ACTIVITIES),
  startsAt: z.string(),
  endsAt: z.string(),
});
export type HeatingServiceOccasion = z.infer<typeof heatingServiceOccasion>;

/** A confirmed booking; `cancellable` until its occasion starts (a past one is kept as done). */
export const heatingServiceBooking = z.object({
  bookingId: z.string(),
  facilityKey: z.string(),
  occasion: heatingServiceOccasion,
  bookedAt: z.string(),
  cancellable: z.boolean(),
});
export type HeatingServiceBooking = z.infer<typeof heatingServiceBooking>;

/** A facility with district heating, and its confirmed bookings in time order. */
export const heatingServiceFacility = z.object({
  facilityKey: z.string(),
  displayName: z.string(),
  address: z.string(),
  customerAccountIds: z.array(z.string()),
  bookings: z.array(heatingServiceBooking),
});
export type HeatingServiceFacility = z.infer<typeof heatingServiceFacility>;

export const heatingService = z.object({
  activities: z.array(heatingServiceActivity),
  /** The free occasions from now on, soonest first. */
  occasions: z.array(heatingServiceOccasion),
  facilities: z.array(heatingServiceFacility),
});
export type HeatingService = z.infer<typeof heatingService>;

const key = (message: string) => z.string().check(z.regex(/^[A-Za-z0-9-]{1,64}$/, { message }));

export const newHeatingServiceBooking = z.strictObject({
  facilityKey: key('Anläggningen är ogiltig.'),
  occasionId: key('Välj en tid.'),
});
export type NewHeatingServiceBooking = z.infer<typeof newHeatingServiceBooking>;

/** The demo's past visit to Anna's villa (demo-source/world/heating-service.ts): done, so it cannot be cancelled. */
export const DEMO_PAST_BOOKING = { bookingId: '0b7e2c1a-5d3f-4e8a-9c6b-2f1d0e9a8b70', occasionId: 'central-service-20251014-0800' } as const;

export const heatingServiceEndpoints = {
  overview: endpoint({
    method: 'GET',
    path: '/v1/customers/:id/heating-service',
    summary: 'Fjärrvärmeservice: aktiviteter, lediga tider och kundens bekräftade bokningar per anläggning med fjärrvärme',
    params: z.object({ id: customerId }),
    reply: reply.dataFirst(heatingService),
    access: access.read(),
  }),
  /** Only the customer itself books (spec §6: linked users read). */
  book: endpoint({
    method: 'POST',
    path: '/v1/customers/:id/heating-service/bookings',
    summary: 'Boka en ledig tid för fjärrvärmeservice till en anläggning (en tekniker per tid: den som bokar först får tiden)',
    params: z.object({ id: customerId }),
    body: newHeatingServiceBooking,
    reply: reply.dataFirst(heatingServiceBooking, 201),
    access: access.change(),
    // The customer's first facility and the demo's past occasion: answered 404 or 409 with a Swedish message, and nothing is booked.
  }),
  /** A cancelled booking leaves the confirmed list and frees its occasion (spec §4.5). */
  cancel: endpoint({
    method: 'DELETE',
    path: '/v1/customers/:id/heating-service/bookings/:bookingId',
    summary: 'Avboka en bekräftad tid som inte har börjat; tiden blir ledig igen',
    params: z.object({ id: customerId, bookingId: z.uuid({ message: 'Bokningens identitet är ogiltig.' }) }),
    reply: reply.empty(),
    access: access.change(),
    // Anna's past visit: answered 409 (it has been), another customer's 404; nothing is cancelled.
  }),
};
