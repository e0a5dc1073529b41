import { randomBytes } from 'node:crypto';
import { contactDetailsEndpoints } from '@mina-sidor/shared/contact-details';
import { type CloudEvent, integrationEventEndpoints, type WebhookDelivery } from '@mina-sidor/shared/integration-event';
import { meterReadingEndpoints } from '@mina-sidor/shared/meter-reading';
import { powerHubEndpoints } from '@mina-sidor/shared/power-hub';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, valueIn } from './support/endpoints.ts';
import { FEED_SECRET, feedToken } from './support/event-feed.ts';
import { signIn } from './support/oidc-login.ts';
import { CUSTOMER_IDS } from './support/personas.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';
import { Receiver, until } from './support/webhook-receiver.ts';

/**
 * Händelser ut (decision 0049): a provider's receiver, a real HTTP server here, gets what customers do as signed
 * webhooks in each customer's order, also after it has been away; a feed reader gets the same events after a cursor.
 */
const PRIVAT = CUSTOMER_IDS.privat;
const ERIK = CUSTOMER_IDS['flera-konton'];
const VILLA = '5000101-F01';
const ORDER = {
  deliveryAddress: { street: 'Solbackevägen 12', postalCode: '13140', city: 'Nacka' },
  contact: { name: 'Anna Andersson', email: 'anna.andersson@example.se', mobilePhone: '+46 70 123 45 67' },
};

const secret = `whsec_${randomBytes(32).toString('base64')}`;
const eventsOf = (customerId: string, events: CloudEvent[]) => events.filter((e) => e.subject === customerId);

describe('signed events to a receiver and the feed', () => {
  const receiver = new Receiver();
  let server: TestServer;
  let anna: string;
  let erik: string;

  beforeAll(async () => {
    await receiver.start();
    server = await startTestServer({
      env: {
        WEBHOOK_URL: `http://127.0.0.1:${receiver.port}/minasidor/events`,
        WEBHOOK_SECRET: secret,
        JOB_POLLING_SECONDS: '0.5',
        JOB_RETRY_DELAY_SECONDS: '1',
        EVENTS_CLIENT_SECRET: FEED_SECRET,
      },
    });
    anna = (await signIn(server.baseUrl, { persona: 'privat' })).access_token;
    erik = (await signIn(server.baseUrl, { persona: 'flera-konton' })).access_token;
  });
  afterAll(async () => {
    await server.close();
    await receiver.stop();
  });

  const changeEmail = async (token: string, customerId: string, email: string) => {
    const answer = await call(server, contactDetailsEndpoints.updateCustomer, { params: { id: customerId }, body: { email } }, token);
    expect(answer.status).toBe(200);
  };

  it('delivers a new mobile number, a meter reading and a Power Hub order, signed, in the order they were made', async () => {
    const mobile = await call(
      server,
      contactDetailsEndpoints.updateCustomer,
      { params: { id: PRIVAT }, body: { email: 'anna.andersson@example.se', mobilePhone: '+46733456789' } },
      anna,
    );
    expect(mobile.status).toBe(200);
    const [point] = valueIn(meterReadingEndpoints.list, await call(server, meterReadingEndpoints.list, { params: { id: PRIVAT }, query: {} }, anna));
    // The meter's newest reading, when the demo has one: a first reading is taken as it is.
    const value = (point!.readings[0]?.valueM3 ?? 1000) + 40;
    const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' }).format(new Date());
    const reading = await call(
      server,
      meterReadingEndpoints.submit,
      { params: { id: PRIVAT }, body: { meteringPointId: point!.meteringPointId, date: today, value: String(value), confirmed: true } },
      anna,
    );
    expect(valueIn(meterReadingEndpoints.submit, reading)).toMatchObject({ outcome: 'stored', created: true });
    const order = await call(server, powerHubEndpoints.order, { params: { id: PRIVAT, facilityKey: VILLA }, body: ORDER }, anna);
    expect(order.status).toBe(201);

    const delivered = await until(
      'three events',
      () => receiver.delivered(),
      (events) => events.length >= 3,
    );
    expect(delivered.map((e) => [e.type, e.subjectsequence])).toEqual([
      ['se.minasidor.contact-details.changed', 1],
      ['se.minasidor.meter-reading.submitted', 2],
      ['se.minasidor.power-hub.ordered', 3],
    ]);
    const [contact, meter, hub] = delivered;
    expect(contact).toMatchObject({
      specversion: '1.0',
      source: server.baseUrl,
      subject: PRIVAT,
      datacontenttype: 'application/json',
      data: { email: 'anna.andersson@example.se', mobilePhone: '073-345 67 89', customerAccountId: expect.any(String) },
    });
    expect(meter!.data).toMatchObject({ meteringPointId: point!.meteringPointId, date: today, valueM3: value });
    expect(hub!.data).toMatchObject({ orderId: valueIn(powerHubEndpoints.order, order)!.orderId, facilityKey: VILLA, contact: { name: 'Anna Andersson' } });
    // Every request verifies with the Standard Webhooks library and the secret, and carries its event's id.
    const webhook = new Webhook(secret);
    for (const request of receiver.requests) {
      expect(webhook.verify(request.body, request.headers)).toEqual(JSON.parse(request.body));
      expect(request.headers['webhook-id']).toBe((JSON.parse(request.body) as CloudEvent).id);
      expect(request.headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
    }
    // A body changed on the way, or signed with another secret, does not verify.
    const first = receiver.requests[0]!;
    expect(() => webhook.verify(first.body.replace('anna', 'anne'), first.headers)).toThrow();
    expect(() => new Webhook(`whsec_${randomBytes(32).toString('base64')}`).verify(first.body, first.headers)).toThrow();
  });

  it('gets every event from a receiver that answered 503 and then refused connections, once it is back, with the same ids in order', async () => {
    const before = receiver.requests.length;
    receiver.answer = 503;
    for (let i = 1; i <= 4; i++) await changeEmail(anna, PRIVAT, `anna.${i}@example.se`);
    await changeEmail(erik, ERIK, 'erik.1@example.se');
    await until(
      'a refused attempt',
      () => receiver.requests.length,
      (n) => n > before,
    );
    // Attempts go on while it answers 503.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    // Then it is away altogether: connections are refused while the customers keep acting.
    await receiver.stop();
    for (let i = 5; i <= 6; i++) await changeEmail(anna, PRIVAT, `anna.${i}@example.se`);
    await changeEmail(erik, ERIK, 'erik.2@example.se');
    const refused = await until(
      'an attempt that found no receiver',
      () => server.db.selectFrom('webhook_deliveries').select(['last_error']).where('last_error', 'like', 'ingen förbindelse%').execute(),
      (rows) => rows.length > 0,
    );
    // Refused, or cut if a kept-alive connection was in use when the receiver went away.
    expect(refused[0]!.last_error).toMatch(/ECONNREFUSED|ECONNRESET/);
    const failedIds = new Set(receiver.requests.slice(before).map((r) => r.id));
    receiver.answer = 204;
    await receiver.start(receiver.port);

    const delivered = await until(
      'the eight events after the outage',
      () => receiver.delivered().slice(3),
      (events) => events.length >= 8,
      90,
    );
    // Each event exactly once, each customer's in its order; those tried during the outage came with the ids they had.
    expect(delivered).toHaveLength(8);
    expect(new Set(delivered.map((e) => e.id)).size).toBe(8);
    expect(eventsOf(PRIVAT, delivered).map((e) => [e.subjectsequence, e.data.email])).toEqual(
      [4, 5, 6, 7, 8, 9].map((sequence, i) => [sequence, `anna.${i + 1}@example.se`]),
    );
    expect(eventsOf(ERIK, delivered).map((e) => [e.subjectsequence, e.data.email])).toEqual([
      [1, 'erik.1@example.se'],
      [2, 'erik.2@example.se'],
    ]);
    for (const id of failedIds) expect(delivered.map((e) => e.id)).toContain(id);
    // The receiver has its answer before the job writes the delivery down: wait for the rows, not the requests.
    const stored = await until(
      'every delivery recorded as delivered',
      () => server.db.selectFrom('webhook_deliveries').select(['status', 'attempts', 'last_status']).execute(),
      (rows) => rows.length === 11 && rows.every((d) => d.status === 'delivered' && d.last_status === 204),
    );
    // The first of Anna's waiting events was tried again and again; the ones behind it were not sent before it.
    expect(Math.max(...stored.map((d) => d.attempts))).toBeGreaterThan(2);
    const webhook = new Webhook(secret);
    for (const request of receiver.requests) webhook.verify(request.body, request.headers);
  }, 120_000);

  it('gives a feed reader the same events in order after a cursor, and refuses a person', async () => {
    const token = await feedToken(server.baseUrl);
    const all = await call(server, integrationEventEndpoints.feed, { query: {} }, token);
    expect(all.status).toBe(200);
    const feed = valueIn(integrationEventEndpoints.feed, all);
    const received = receiver.delivered();
    expect(feed.data).toHaveLength(11);
    expect(new Set(feed.data.map((e) => e.id))).toEqual(new Set(received.map((e) => e.id)));
    for (const customerId of [PRIVAT, ERIK]) expect(eventsOf(customerId, feed.data)).toEqual(eventsOf(customerId, received));

    const firstPage = valueIn(integrationEventEndpoints.feed, await call(server, integrationEventEndpoints.feed, { query: { limit: 5 } }, token));
    expect(firstPage.data).toEqual(feed.data.slice(0, 5));
    const rest = valueIn(integrationEventEndpoints.feed, await call(server, integrationEventEndpoints.feed, { query: { after: firstPage.nextCursor } }, token));
    expect(rest.data).toEqual(feed.data.slice(5));
    // Nothing new: the same cursor again. A new event follows it.
    const end = valueIn(integrationEventEndpoints.feed, await call(server, integrationEventEndpoints.feed, { query: { after: rest.nextCursor } }, token));
    expect(end).toEqual({ data: [], nextCursor: rest.nextCursor });
    await changeEmail(erik, ERIK, 'erik.3@example.se');
    const next = valueIn(integrationEventEndpoints.feed, await call(server, integrationEventEndpoints.feed, { query: { after: rest.nextCursor } }, token));
    expect(next.data.map((e) => [e.subject, e.subjectsequence, e.data.email])).toEqual([[ERIK, 3, 'erik.3@example.se']]);

    expect((await call(server, integrationEventEndpoints.feed, { query: {} }, anna)).status).toBe(403);
    expect((await call(server, integrationEventEndpoints.feed, { query: {} })).status).toBe(401);
    const bad = await call(server, integrationEventEndpoints.feed, { query: { after: 'abc' } as never }, token);
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('Positionen (after) är ogiltig');
  });

  it('writes no event for a change that is rolled back, and none outside a transaction', async () => {
    const count = async () =>
      (
        await server.db
          .selectFrom('integration_events')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n;
    const before = await count();
    const event = { type: 'se.minasidor.contact-details.changed', customerId: ERIK, data: { email: 'erik.rollback@example.se' } } as const;
    const rolledBack = server.db.transaction().execute(async (trx) => {
      await trx.updateTable('customers').set({ email: 'erik.rollback@example.se' }).where('customer_id', '=', ERIK).execute();
      await server.app.integrationEvents.record(trx, event);
      throw new Error('the change fails after its event');
    });
    await expect(rolledBack).rejects.toThrow('the change fails after its event');
    await expect(server.app.integrationEvents.record(server.db, event)).rejects.toThrow(/must be recorded in the transaction/);
    expect(await count()).toBe(before);
    expect(await server.db.selectFrom('webhook_deliveries').select('event_id').execute()).toHaveLength(Number(before));
    // The number the rolled-back event had is given to the next one: no gap in Erik's events.
    await changeEmail(erik, ERIK, 'erik.4@example.se');
    const delivered = await until(
      'Erik’s next event',
      () => eventsOf(ERIK, receiver.delivered()),
      (events) => events.length >= 4,
    );
    expect(delivered.map((e) => [e.subjectsequence, e.data.email])).toEqual([
      [1, 'erik.1@example.se'],
      [2, 'erik.2@example.se'],
      [3, 'erik.3@example.se'],
      [4, 'erik.4@example.se'],
    ]);
  }, 60_000);
});

describe('failed deliveries for staff', () => {
  const receiver = new Receiver();
  let server: TestServer;
  let anna: string;
  let kc: string;

  beforeAll(async () => {
    await receiver.start();
    receiver.answer = 500;
    server = await startTestServer({
      env: {
        WEBHOOK_URL: `http://127.0.0.1:${receiver.port}/`,
        WEBHOOK_SECRET: secret,
        JOB_POLLING_SECONDS: '0.5',
        JOB_RETRY_DELAY_SECONDS: '1',
        // 1.8 s: given up after the third run (retries 1–2 s and 2–4 s after the one before).
        WEBHOOK_RETRY_HOURS: '0.0005',
      },
    });
    anna = (await signIn(server.baseUrl, { persona: 'privat' })).access_token;
    kc = (await signIn(server.baseUrl, { persona: 'kundservice' })).access_token;
  });
  afterAll(async () => {
    await server.close();
    await receiver.stop();
  });

  const undelivered = async () => valueIn(integrationEventEndpoints.undelivered, await call(server, integrationEventEndpoints.undelivered, {}, kc));

  it('lists a delivery given up with the events held back behind it, and delivers them all in order when retried', async () => {
    for (const email of ['anna.a@example.se', 'anna.b@example.se']) {
      expect((await call(server, contactDetailsEndpoints.updateCustomer, { params: { id: PRIVAT }, body: { email } }, anna)).status).toBe(200);
    }
    const failed = await until('the first delivery given up', undelivered, (list) => list.some((d) => d.subjectSequence === 1 && d.status === 'failed'));
    const first = failed.find((d) => d.subjectSequence === 1)!;
    expect(first).toMatchObject<Partial<WebhookDelivery>>({
      customerId: PRIVAT,
      type: 'se.minasidor.contact-details.changed',
      lastStatus: 500,
      lastError: 'HTTP 500',
      heldBack: 1,
    });
    // Its own job's three runs, and those of the job of the event behind it, tried it.
    expect(first.attempts).toBeGreaterThanOrEqual(3);
    // Nothing of Anna's after it was taken: the second waits behind it.
    expect(receiver.requests.every((r) => r.id === first.eventId)).toBe(true);

    expect((await call(server, integrationEventEndpoints.undelivered, {}, anna)).status).toBe(403);
    expect((await call(server, integrationEventEndpoints.retry, { params: { eventId: first.eventId } }, anna)).status).toBe(403);
    const unknown = await call(server, integrationEventEndpoints.retry, { params: { eventId: '00000000-0000-4000-8000-000000000000' } }, kc);
    expect(unknown.status).toBe(404);

    receiver.answer = 200;
    const retried = await call(server, integrationEventEndpoints.retry, { params: { eventId: first.eventId } }, kc);
    expect(retried.status).toBe(200);
    expect(valueIn(integrationEventEndpoints.retry, retried)).toMatchObject({ eventId: first.eventId, status: 'retrying', attempts: first.attempts });
    const delivered = await until(
      'both events',
      () => receiver.delivered(),
      (events) => events.length >= 2,
    );
    expect(delivered.map((e) => [e.subjectsequence, e.data.email])).toEqual([
      [1, 'anna.a@example.se'],
      [2, 'anna.b@example.se'],
    ]);
    expect(await until('an empty list', undelivered, (list) => list.length === 0)).toEqual([]);
    // Delivered now: there is nothing to retry.
    expect((await call(server, integrationEventEndpoints.retry, { params: { eventId: first.eventId } }, kc)).status).toBe(409);
    const audit = await server.db.selectFrom('audit_log').select(['action', 'customer_id']).where('action', 'like', '%integration-events%').execute();
    expect(audit).toEqual([{ action: 'POST /v2/staff/integration-events/deliveries/:eventId/retry', customer_id: PRIVAT }]);
  }, 60_000);
});
