import { randomBytes } from 'node:crypto';
import { contactDetailsEndpoints } from '@mina-sidor/shared/contact-details';
import type { CloudEvent } from '@mina-sidor/shared/integration-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from './support/endpoints.ts';
import { signIn } from './support/oidc-login.ts';
import { CUSTOMER_IDS } from './support/personas.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';
import { type Received, Receiver, until } from './support/webhook-receiver.ts';

/**
 * Webhooks side by side (decision 0058): different customers' events are delivered at the same time, at most
 * WEBHOOK_CONCURRENCY requests at once, while each customer's go one at a time in their order; a receiver that holds
 * one customer's event up holds up nobody else's.
 */
const PERSONAS = ['privat', 'flera-konton', 'foretag', 'koncern', 'lankad'] as const;
const PRIVAT = CUSTOMER_IDS.privat;
const ERIK = CUSTOMER_IDS['flera-konton'];
const CONCURRENCY = 3;
const secret = `whsec_${randomBytes(32).toString('base64')}`;

const eventOf = (request: Received) => JSON.parse(request.body) as CloudEvent;

describe('webhooks of different customers side by side', () => {
  const receiver = new Receiver();
  const tokens: Record<string, string> = {};
  let server: TestServer;

  beforeAll(async () => {
    await receiver.start();
    server = await startTestServer({
      env: {
        WEBHOOK_URL: `http://127.0.0.1:${receiver.port}/minasidor/events`,
        WEBHOOK_SECRET: secret,
        WEBHOOK_CONCURRENCY: String(CONCURRENCY),
        JOB_POLLING_SECONDS: '0.5',
      },
    });
    for (const persona of PERSONAS) tokens[persona] = (await signIn(server.baseUrl, { persona })).access_token;
  });
  afterAll(async () => {
    receiver.letGo();
    await server.close();
    await receiver.stop();
  });

  const changeEmail = async (persona: (typeof PERSONAS)[number], email: string) => {
    const answer = await call(server, contactDetailsEndpoints.updateCustomer, { params: { id: CUSTOMER_IDS[persona] }, body: { email } }, tokens[persona]);
    expect(answer.status, answer.text).toBe(200);
  };

  it('delivers another customer’s event while a receiver holds one customer’s, and that customer’s next only after it', async () => {
    receiver.holds = (event) => event.subject === PRIVAT;
    await changeEmail('privat', 'anna.halls@example.se');
    await until(
      'Anna’s first event held by the receiver',
      () => receiver.waiting,
      (n) => n === 1,
      10,
    );
    await changeEmail('privat', 'anna.vantar@example.se');
    await changeEmail('flera-konton', 'erik.forbi@example.se');
    // Erik's event is taken while Anna's first request is still open (it would fail on its own after 10 s).
    const erik = await until(
      'Erik’s event delivered',
      () => receiver.delivered().filter((e) => e.subject === ERIK),
      (events) => events.length === 1,
      8,
    );
    expect(erik[0]!.data.email).toBe('erik.forbi@example.se');
    expect(receiver.waiting).toBe(1);
    expect(receiver.open).toBe(1);
    // Anna's second event was not sent while her first was not taken.
    expect(receiver.requests.filter((r) => eventOf(r).subject === PRIVAT)).toEqual([]);

    receiver.holds = null;
    receiver.letGo();
    const anna = await until(
      'both of Anna’s events',
      () => receiver.taken().filter((r) => eventOf(r).subject === PRIVAT),
      (requests) => requests.length === 2,
      20,
    );
    expect(anna.map((r) => [eventOf(r).subjectsequence, eventOf(r).data.email])).toEqual([
      [1, 'anna.halls@example.se'],
      [2, 'anna.vantar@example.se'],
    ]);
    expect(anna[1]!.began).toBeGreaterThanOrEqual(anna[0]!.ended);
    // Each sent once: the held one was answered in time, nothing was tried again.
    expect(receiver.requests).toHaveLength(3);
  }, 60_000);

  it('keeps each customer’s order with their events side by side, never more requests at once than the setting', async () => {
    const before = receiver.requests.length;
    receiver.mostOpen = 0;
    // The receiver takes a while over each, so that deliveries overlap.
    receiver.delayMs = 150;
    const saved = new Map<string, string[]>(PERSONAS.map((persona) => [CUSTOMER_IDS[persona], []]));
    await Promise.all(
      PERSONAS.map(async (persona) => {
        for (let i = 1; i <= 4; i++) {
          const email = `${persona}.${i}@example.se`;
          await changeEmail(persona, email);
          saved.get(CUSTOMER_IDS[persona])!.push(email);
        }
      }),
    );
    const taken = await until(
      'the 20 events',
      () => receiver.taken().slice(before),
      (requests) => requests.length >= 20,
      60,
    );
    // Each exactly once: 20 requests in all, 20 different ids.
    expect(receiver.requests.slice(before)).toHaveLength(20);
    expect(new Set(taken.map((r) => r.id)).size).toBe(20);
    for (const [customerId, emails] of saved) {
      const own = taken.filter((r) => eventOf(r).subject === customerId);
      const sequences = own.map((r) => eventOf(r).subjectsequence);
      expect(own.map((r) => eventOf(r).data.email)).toEqual(emails);
      expect(sequences).toEqual([...sequences].sort((a, b) => a - b));
      // One at a time: each request of a customer began after the one before it was answered.
      for (let i = 1; i < own.length; i++) expect(own[i]!.began).toBeGreaterThanOrEqual(own[i - 1]!.ended);
    }
    expect(receiver.mostOpen).toBeGreaterThan(1);
    expect(receiver.mostOpen).toBeLessThanOrEqual(CONCURRENCY);
  }, 90_000);
});
