import { DEMO_PAST_BOOKING, heatingServiceEndpoints } from '@mina-sidor/shared/heating-service';
import { messageEndpoints } from '@mina-sidor/shared/message';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, valueIn } from './support/endpoints.ts';
import { signIn } from './support/oidc-login.ts';
import { CUSTOMER_IDS } from './support/personas.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const PRIVAT = CUSTOMER_IDS.privat;
const FORETAG = CUSTOMER_IDS.foretag;
const VILLA = '5000101-F01';
const errorOf = (body: unknown) => (body as { error: { code: string; message: string } }).error;

let server: TestServer;
const tokens: Record<string, string> = {};
/** A facility of Bergström's with district heating: the other customer competing for a time. */
let bergstromSite: string;
beforeAll(async () => {
  server = await startTestServer();
  for (const persona of ['privat', 'lankad', 'kundservice', 'foretag']) tokens[persona] = (await signIn(server.baseUrl, { persona })).access_token;
  const site = await server.db
    .selectFrom('facilities as f')
    .innerJoin('facility_services as s', 's.facility_key', 'f.facility_key')
    .select('f.facility_key')
    .where('f.customer_id', '=', FORETAG)
    .where('s.name', '=', 'FJV')
    .orderBy('f.facility_key')
    .executeTakeFirstOrThrow();
  bergstromSite = site.facility_key;
});
afterAll(() => server.close());

const overview = async (persona = 'privat', customerId: string = PRIVAT) => {
  const answer = await call(server, heatingServiceEndpoints.overview, { params: { id: customerId } }, tokens[persona]);
  expect(answer.status).toBe(200);
  return valueIn(heatingServiceEndpoints.overview, answer)!;
};
const book = (persona: string, occasionId: string, facilityKey = VILLA, customerId: string = PRIVAT) =>
  call(server, heatingServiceEndpoints.book, { params: { id: customerId }, body: { facilityKey, occasionId } }, tokens[persona]);
const cancel = (persona: string, bookingId: string, customerId: string = PRIVAT) =>
  call(server, heatingServiceEndpoints.cancel, { params: { id: customerId, bookingId } }, tokens[persona]);
const activeBookings = () => server.db.selectFrom('heating_service_bookings').selectAll().where('cancelled_at', 'is', null).execute();
/** The n-th free occasion of an activity, as the customer is offered it. */
const freeOccasion = async (activity: string, n = 0) => (await overview()).occasions.filter((o) => o.activity === activity)[n]!;

describe('heating-service bookings (/fjarrvarme/avtal)', () => {
  it('offers the activities, the free times of the coming weeks on working days, and Anna’s visit that has been', async () => {
    const started = Date.now();
    const answer = await overview();
    expect(answer.activities.map((a) => a.name)).toEqual(['Service av fjärrvärmecentral', 'Byte av värmeväxlare — besiktning', 'Injustering av värmesystemet']);
    expect(answer.occasions.length).toBeGreaterThan(30);
    for (const o of answer.occasions) {
      const start = Date.parse(o.startsAt);
      expect(start).toBeGreaterThan(started);
      expect(start).toBeLessThan(started + 29 * 86_400_000);
      expect(Date.parse(o.endsAt)).toBeGreaterThan(start);
      expect([1, 2, 3, 4, 5]).toContain(new Date(start).getUTCDay());
    }
    expect(answer.occasions.map((o) => o.startsAt)).toEqual(answer.occasions.map((o) => o.startsAt).sort());
    expect(answer.facilities).toEqual([
      {
        facilityKey: VILLA,
        displayName: 'Villa Solbacken',
        address: 'Solbackevägen 12, 131 40 Nacka',
        customerAccountIds: ['5000101001'],
        bookings: [
          {
            bookingId: DEMO_PAST_BOOKING.bookingId,
            facilityKey: VILLA,
            occasion: {
              occasionId: DEMO_PAST_BOOKING.occasionId,
              activity: 'central-service',
              startsAt: '2025-10-14T06:00:00.000Z',
              endsAt: '2025-10-14T08:00:00.000Z',
            },
            bookedAt: '2025-09-22T18:40:00.000Z',
            cancellable: false,
          },
        ],
      },
    ]);
    // A linked user and customer service read the same.
    expect(await overview('lankad')).toEqual(answer);
    expect(await overview('kundservice')).toEqual(answer);
  });

  it('refuses a linked user and customer service (403) on both writes; nothing is booked or cancelled', async () => {
    const occasion = await freeOccasion('central-service');
    for (const persona of ['lankad', 'kundservice']) {
      const booked = await book(persona, occasion.occasionId);
      expect(booked.status).toBe(403);
      expect(errorOf(booked.body).message).toMatch(/inte ändra/);
      expect((await cancel(persona, DEMO_PAST_BOOKING.bookingId)).status).toBe(403);
    }
    expect((await activeBookings()).map((b) => b.booking_id)).toEqual([DEMO_PAST_BOOKING.bookingId]);
  });

  it('refuses an unknown time, another customer’s facility and a time that has been, in Swedish; nothing is stored', async () => {
    const occasion = await freeOccasion('central-service');
    const unknown = await book('privat', 'central-service-20991231-0800');
    expect([unknown.status, errorOf(unknown.body).message]).toEqual([404, 'Tiden hittades inte. Välj en av de lediga tiderna.']);
    const foreign = await book('privat', occasion.occasionId, bergstromSite);
    expect([foreign.status, errorOf(foreign.body).message]).toEqual([404, 'Anläggningen hittades inte eller har ingen fjärrvärme.']);
    const past = await book('privat', DEMO_PAST_BOOKING.occasionId);
    expect([past.status, errorOf(past.body).message]).toEqual([409, 'Tiden har redan varit och kan inte bokas. Välj en senare tid.']);
    const bad = await book('privat', 'tid med mellanslag');
    expect([bad.status, errorOf(bad.body).message]).toEqual([400, expect.stringContaining('Välj en tid.')]);
    expect(await activeBookings()).toHaveLength(1);
  });

  it('books a free time: confirmed, no longer free, and a second visit of the same kind to the villa is refused', async () => {
    const occasion = await freeOccasion('central-service', 2);
    const answer = await book('privat', occasion.occasionId);
    expect(answer.status).toBe(201);
    const booking = valueIn(heatingServiceEndpoints.book, answer)!;
    expect(booking).toEqual({ bookingId: expect.any(String), facilityKey: VILLA, occasion, bookedAt: expect.any(String), cancellable: true });
    const subject = (await server.db.selectFrom('users').select('subject').where('persona_key', '=', 'privat').executeTakeFirstOrThrow()).subject;
    expect(await server.db.selectFrom('heating_service_bookings').select('booked_by').where('booking_id', '=', booking.bookingId).executeTakeFirst()).toEqual({
      booked_by: subject,
    });

    const after = await overview();
    expect(after.occasions.map((o) => o.occasionId)).not.toContain(occasion.occasionId);
    expect(after.facilities[0]!.bookings.map((b) => b.bookingId)).toEqual([DEMO_PAST_BOOKING.bookingId, booking.bookingId]);

    // The same time again (a double submit) and another time for the same kind of visit.
    const again = await book('privat', occasion.occasionId);
    expect(again.status).toBe(409);
    const other = await book('privat', (await freeOccasion('central-service', 5)).occasionId);
    expect(other.status).toBe(409);
    expect(errorOf(other.body)).toEqual({
      code: 'facility_booked',
      message: expect.stringMatching(/^Anläggningen har redan en bokad tid för service av fjärrvärmecentral den \d+ \w+ \d{4}\. Avboka den först/),
    });
    expect(await activeBookings()).toHaveLength(2);

    // Another kind of visit to the villa is a booking of its own.
    expect((await book('privat', (await freeOccasion('balancing')).occasionId)).status).toBe(201);
  });

  it('gives a time two people book at once to exactly one of them; the other is told in Swedish', async () => {
    const occasion = await freeOccasion('exchanger-inspection');
    const answers = await Promise.all([book('privat', occasion.occasionId), book('foretag', occasion.occasionId, bergstromSite, FORETAG)]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    const loser = answers.find((a) => a.status === 409)!;
    expect(errorOf(loser.body)).toEqual({ code: 'occasion_taken', message: 'Tiden har redan bokats av någon annan. Välj en annan tid.' });
    expect((await activeBookings()).filter((b) => b.occasion_id === occasion.occasionId)).toHaveLength(1);
    // Bergström is not offered the time either.
    expect((await overview('foretag', FORETAG)).occasions.map((o) => o.occasionId)).not.toContain(occasion.occasionId);
  });

  it('cancels a coming booking: it leaves the list and its time is free again; twice changes nothing', async () => {
    const before = await overview();
    const booking = before.facilities[0]!.bookings.find((b) => b.cancellable && b.occasion.activity === 'central-service')!;
    expect((await cancel('privat', booking.bookingId)).status).toBe(204);
    const after = await overview();
    expect(after.facilities[0]!.bookings.map((b) => b.bookingId)).not.toContain(booking.bookingId);
    expect(after.occasions).toContainEqual(booking.occasion);
    const subject = (await server.db.selectFrom('users').select('subject').where('persona_key', '=', 'privat').executeTakeFirstOrThrow()).subject;
    expect(
      await server.db.selectFrom('heating_service_bookings').select(['cancelled_by']).where('booking_id', '=', booking.bookingId).executeTakeFirstOrThrow(),
    ).toEqual({ cancelled_by: subject });
    expect((await cancel('privat', booking.bookingId)).status).toBe(204);
    expect(await overview()).toEqual(after);
    // Freed, the time can be booked again.
    expect((await book('privat', booking.occasion.occasionId)).status).toBe(201);
  });

  it('refuses to cancel a visit that has been (409), and answers another customer’s booking as unknown', async () => {
    const past = await cancel('privat', DEMO_PAST_BOOKING.bookingId);
    expect([past.status, errorOf(past.body).message]).toEqual([409, 'Tiden har redan varit och bokningen kan inte avbokas.']);
    const time = (await overview('foretag', FORETAG)).occasions.find((o) => o.activity === 'balancing')!;
    expect((await book('foretag', time.occasionId, bergstromSite, FORETAG)).status).toBe(201);
    const bergstrom = (await overview('foretag', FORETAG)).facilities.flatMap((f) => f.bookings);
    const foreign = await cancel('privat', bergstrom[0]!.bookingId);
    expect([foreign.status, errorOf(foreign.body).message]).toEqual([404, 'Bokningen hittades inte.']);
    expect((await overview('foretag', FORETAG)).facilities.flatMap((f) => f.bookings)).toEqual(bergstrom);
  });
});

describe('the agreement request (POST messages)', () => {
  const request = {
    customerId: PRIVAT,
    facilityKey: VILLA,
    subject: 'Förfrågan om serviceavtal för fjärrvärmecentral',
    body: 'Jag vill teckna serviceavtal för fjärrvärmecentralen i Villa Solbacken.',
    requestId: '3f1c9a2e-7b4d-4c8e-a5f6-0d2e1b3c4a59',
  };
  const send = (persona: string, body: unknown = request) => call(server, messageEndpoints.send, { body: body as never }, tokens[persona]);
  const stored = () =>
    server.db.selectFrom('messages').select(['message_id', 'subject']).where('customer_id', '=', PRIVAT).where('category', '=', 'Fjärrvärmeavtal').execute();

  it('refuses a linked user (403) and stores nothing', async () => {
    const answer = await send('lankad');
    expect(answer.status).toBe(403);
    expect(errorOf(answer.body).message).toMatch(/inte ändra/);
    expect(await stored()).toEqual([]);
  });

  it('stores a request sent twice at once (a double submit) once, and answers both with it', async () => {
    const answers = await Promise.all([send('privat'), send('privat')]);
    expect(answers.map((a) => a.status)).toEqual([201, 201]);
    const [first, second] = answers.map((a) => valueIn(messageEndpoints.send, a)!);
    expect(second).toEqual(first);
    expect(first).toMatchObject({ subject: request.subject, body: request.body, category: 'Fjärrvärmeavtal' });
    expect(await stored()).toEqual([{ message_id: first!.messageId, subject: request.subject }]);
    // A new request from the form is a message of its own.
    expect((await send('privat', { ...request, requestId: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d' })).status).toBe(201);
    expect(await stored()).toHaveLength(2);
  });

  it('refuses a request id that is not one, in Swedish', async () => {
    const answer = await send('privat', { ...request, requestId: 'dubbelklick' });
    expect(answer.status).toBe(400);
    expect(errorOf(answer.body).message).toContain('Förfrågans identitet är ogiltig.');
  });
});
