import { randomBytes } from 'node:crypto';
import { contactDetailsEndpoints } from '@mina-sidor/shared/contact-details';
import { type CloudEvent, integrationEventEndpoints } from '@mina-sidor/shared/integration-event';
import { sql } from 'kysely';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeliveryClock } from './support/delivery-clock.ts';
import { call, valueIn } from './support/endpoints.ts';
import { FEED_SECRET, feedToken } from './support/event-feed.ts';
import { signIn } from './support/oidc-login.ts';
import { CUSTOMER_IDS } from './support/personas.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';
import { Receiver } from './support/webhook-receiver.ts';

/**
 * A webhook receiver that is down for 10 minutes while customers keep acting gets every event
 * afterwards (counted), with the same ids. The deliveries run on the real queue with their real backoff (30 s,
 * doubling); the deliveries' clock is moved forward instead of waited for (support/delivery-clock.ts).
 */
const CUSTOMERS = ['privat', 'flera-konton', 'foretag', 'koncern', 'lankad'] as const;
const ROUNDS = 5;
const ROUND_SECONDS = 120;
const secret = `whsec_${randomBytes(32).toString('base64')}`;

describe('a receiver down for ten minutes while customers keep acting', () => {
  const receiver = new Receiver();
  const tokens: Record<string, string> = {};
  let server: TestServer;

  beforeAll(async () => {
    await receiver.start();
    server = await startTestServer({
      env: {
        WEBHOOK_URL: `http://127.0.0.1:${receiver.port}/minasidor/events`,
        WEBHOOK_SECRET: secret,
        JOB_POLLING_SECONDS: '0.5',
        EVENTS_CLIENT_SECRET: FEED_SECRET,
      },
    });
    for (const persona of CUSTOMERS) tokens[persona] = (await signIn(server.baseUrl, { persona })).access_token;
  });
  afterAll(async () => {
    await server.close();
    await receiver.stop();
  });

  /** The most retries one delivery job has had: pg-boss counts them. */
  const firstRetries = async () =>
    (await sql<{ n: number }>`select max(retry_count)::int as n from pgboss.job where name = 'webhook-delivery'`.execute(server.db)).rows[0]!.n;
  const deliveries = () => server.db.selectFrom('webhook_deliveries').select(['event_id', 'status', 'attempts', 'last_error']).execute();

  it('gets all 50 events once it is back, each exactly once with the id it had, signed, in each customer’s order', async () => {
    const clock = new DeliveryClock(server.db);
    /** Each customer's e-mail addresses in the order saved: its events' data in their order. */
    const saved = new Map<string, string[]>(CUSTOMERS.map((persona) => [CUSTOMER_IDS[persona], []]));
    // Down: first a proxy in front answers 503, then from the fifth minute nothing answers at all.
    receiver.answer = 503;
    let action = 0;
    for (let round = 0; round < ROUNDS; round++) {
      if (round === 2) await receiver.stop();
      for (const persona of CUSTOMERS) {
        for (let i = 0; i < 2; i++) {
          const customerId = CUSTOMER_IDS[persona];
          const email = `${persona}.${++action}@example.se`;
          const answer = await call(server, contactDetailsEndpoints.updateCustomer, { params: { id: customerId }, body: { email } }, tokens[persona]);
          expect(answer.status, answer.text).toBe(200);
          saved.get(customerId)!.push(email);
        }
      }
      await clock.pass(ROUND_SECONDS);
    }
    expect(action).toBe(50);
    expect(clock.moved).toBe(10 * 60);

    // Ten minutes down: nothing taken, every delivery still pending (none given up); only each customer's first was
    // tried (the rest wait behind it), last with the connection refused.
    expect(receiver.taken()).toEqual([]);
    const whileDown = await deliveries();
    expect(whileDown).toHaveLength(50);
    expect(whileDown.every((d) => d.status === 'pending')).toBe(true);
    expect(whileDown.filter((d) => d.attempts > 0)).toHaveLength(CUSTOMERS.length);
    expect(whileDown.filter((d) => d.last_error?.startsWith('ingen förbindelse'))).toHaveLength(CUSTOMERS.length);
    // The first events' jobs ran again on their backoff (30 s, 60 s, 120 s, … at the least): ten minutes hold three retries.
    expect(await firstRetries()).toBeGreaterThanOrEqual(3);
    const triedWhileDown = new Set(receiver.requests.map((r) => r.id));
    expect(triedWhileDown.size).toBeGreaterThan(0);
    // What the events are, and their ids, as the feed has had them all along.
    const feed = valueIn(
      integrationEventEndpoints.feed,
      await call(server, integrationEventEndpoints.feed, { query: { limit: 1000 } }, await feedToken(server.baseUrl)),
    );
    expect(feed.data).toHaveLength(50);

    // Back: the next retries deliver everything.
    receiver.answer = 204;
    await receiver.start(receiver.port);
    await clock.passUntil('all delivered', async () => (await deliveries()).every((d) => d.status === 'delivered'), 2 * 3600);

    const taken = receiver.taken();
    const events = taken.map((r) => JSON.parse(r.body) as CloudEvent);
    // Counted: 50 taken, 50 different ids, the feed's.
    expect(taken).toHaveLength(50);
    expect(new Set(taken.map((r) => r.id)).size).toBe(50);
    expect(new Set(events.map((e) => e.id))).toEqual(new Set(feed.data.map((e) => e.id)));
    for (const id of triedWhileDown) expect(taken.map((r) => r.id)).toContain(id);
    // Each as the feed has it, and each customer's in the order they acted.
    const inFeed = new Map(feed.data.map((e) => [e.id, e]));
    for (const event of events) expect(event).toEqual(inFeed.get(event.id));
    for (const [customerId, emails] of saved) {
      const own = events.filter((e) => e.subject === customerId);
      expect(own.map((e) => [e.subjectsequence, e.data.email])).toEqual(emails.map((email, i) => [i + 1, email]));
    }
    // Every request, refused or taken, is signed as Standard Webhooks says, with its event's id.
    const webhook = new Webhook(secret);
    for (const request of receiver.requests) {
      expect(webhook.verify(request.body, request.headers)).toEqual(JSON.parse(request.body));
      expect(request.id).toBe((JSON.parse(request.body) as CloudEvent).id);
    }
  }, 300_000);
});
