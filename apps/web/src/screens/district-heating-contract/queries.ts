import { type HeatingServiceBooking, heatingServiceEndpoints } from '@mina-sidor/shared/heating-service';
import { type Message, messageEndpoints } from '@mina-sidor/shared/message';
import { apiQuery, required } from '@/api/api-query.ts';
import { networkError, type ApiClient } from '@/api/client.ts';

export const heatingServiceQueries = {
  /** The activities, the free times and the customer's bookings per facility with district heating. */
  overview: (api: ApiClient, customerId: string) =>
    apiQuery(api, heatingServiceEndpoints.overview, { params: { id: customerId } }, { data: required('Bokningarna kunde inte hämtas.', 'not_found') }),
};

/** Resolves with the confirmed booking, rejects with the server's Swedish message (a taken time: 409). */
export async function bookOccasion(api: ApiClient, customerId: string, facilityKey: string, occasionId: string): Promise<HeatingServiceBooking> {
  const booking = await api.call(heatingServiceEndpoints.book, { params: { id: customerId }, body: { facilityKey, occasionId } });
  if (!booking) throw networkError();
  return booking;
}

export async function cancelBooking(api: ApiClient, customerId: string, bookingId: string): Promise<void> {
  // A 204 is null; undefined is an unreachable server, and then nothing was cancelled.
  const answer = await api.call(heatingServiceEndpoints.cancel, { params: { id: customerId, bookingId } });
  if (answer === undefined) throw networkError();
}

/** The agreement request as a message (spec §7 POST messages); the request id makes a double submit one message. */
export async function sendAgreementRequest(
  api: ApiClient,
  input: { customerId: string; facilityKey: string; subject: string; body: string; requestId: string },
): Promise<Message> {
  const message = await api.call(messageEndpoints.send, { body: input });
  if (!message) throw networkError();
  return message;
}
