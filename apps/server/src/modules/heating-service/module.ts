import { randomUUID } from 'node:crypto';
import { heatingServiceEndpoints } from '@mina-sidor/shared/heating-service';
import { HttpError, notFound } from '../../http/http-error.ts';
import { route, type Module } from '../../http/module.ts';
import { bookOccasion, cancelBooking, facilityForBooking, findOccasion, heatingServiceOverview } from './repository.ts';
import { bookingRefusal, refusalMessage } from './rules.ts';

const TAKEN = new HttpError(409, 'occasion_taken', 'Tiden har redan bokats av någon annan. Välj en annan tid.');

/**
 * Fjärrvärmeservice (spec §3.9, §4.5): a technician's visit to the district
 * heating substation, booked at a free occasion. One technician per occasion, so one confirmed
 * booking per occasion; a cancelled booking leaves the list and frees the occasion.
 */
export const heatingServiceModule: Module = {
  name: 'heating-service',
  routes: ({ events }) => [
    route(heatingServiceEndpoints.overview, async ({ db, params }) => heatingServiceOverview(db, params.id, new Date())),
    route(heatingServiceEndpoints.book, async ({ db, params, body, caller }) =>
      db.transaction().execute(async (trx) => {
        // Another customer's facility is answered like an unknown one, so facility keys cannot be probed.
        const facility = await facilityForBooking(trx, params.id, body.facilityKey);
        if (!facility) throw notFound('Anläggningen hittades inte eller har ingen fjärrvärme.');
        const occasion = await findOccasion(trx, body.occasionId);
        if (!occasion) throw notFound('Tiden hittades inte. Välj en av de lediga tiderna.');
        const now = new Date();
        const refusal = bookingRefusal(occasion, facility.bookings, now);
        if (refusal) throw new HttpError(409, refusal.reason === 'past' ? 'occasion_past' : 'facility_booked', refusalMessage(refusal, occasion.activity));
        const booking = await bookOccasion(trx, {
          bookingId: randomUUID(),
          occasion,
          customerId: params.id,
          facilityKey: facility.facilityKey,
          by: caller.subject,
          at: now,
        });
        if (!booking) throw TAKEN;
        const { occasionId, activity, startsAt, endsAt } = booking.occasion;
        const data = { bookingId: booking.bookingId, facilityKey: booking.facilityKey, occasionId, activity, startsAt, endsAt };
        await events.record(trx, { type: 'se.minasidor.heating-service.booked', customerId: params.id, data });
        return booking;
      }),
    ),
    route(heatingServiceEndpoints.cancel, async ({ db, params, caller }) =>
      db.transaction().execute(async (trx) => {
        const cancellation = await cancelBooking(trx, { customerId: params.id, bookingId: params.bookingId, by: caller.subject, at: new Date() });
        if (cancellation.outcome === 'not-found') throw notFound('Bokningen hittades inte.');
        if (cancellation.outcome === 'past') throw new HttpError(409, 'occasion_past', 'Tiden har redan varit och bokningen kan inte avbokas.');
        // Cancelled now or before: either way it is cancelled, so a second click changes nothing (and tells nobody again).
        if (cancellation.outcome === 'cancelled') {
          const data = { bookingId: params.bookingId, facilityKey: cancellation.facilityKey, occasionId: cancellation.occasionId };
          await events.record(trx, { type: 'se.minasidor.heating-service.cancelled', customerId: params.id, data });
        }
      }),
    ),
  ],
};
