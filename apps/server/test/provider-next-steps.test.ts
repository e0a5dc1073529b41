import { randomUUID } from 'node:crypto';
import { type CloudEvent, integrationEventEndpoints } from '@mina-sidor/shared/integration-event';
import { messageEndpoints } from '@mina-sidor/shared/message';
import { powerHubEndpoints } from '@mina-sidor/shared/power-hub';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, valueIn } from './support/endpoints.ts';
import { FEED_SECRET, feedToken } from './support/event-feed.ts';
import { INTEGRATION_SECRET, IntegrationClient, privateCustomerRecord } from './support/integration-client.ts';
import { signIn } from './support/oidc-login.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

/**
 * Decision 0057: the provider's systems report what they did next with what a customer did on the
 * portal. A system of record, simulated here, loads two customers; they order a Power Hub and ask for a district
 * heating agreement on the portal's own endpoints; the simulator takes the ids from the events it is told, reports
 * through the inbound API — the order shipped, delivered or cancelled; the request answered — and the customer's own
 * endpoints show it. Each rule of the two reports is tried here: unknown ids and another customer's are refused with
 * their position and reason, the same batch twice changes nothing, and an order never goes back.
 */
const MAJA = '10000000921';
const NILS = '10000000922';
const MAJAS_HOUSE = '5000921-F01';
const NILS_HOUSE = '5000922-F01';

const MAJA_RECORD = privateCustomerRecord({
  customerId: MAJA,
  accountId: '5000921001',
  personnummer: '19850314-2385',
  name: 'Maja Lund',
  email: 'maja.lund@example.se',
  mobilePhone: '070-123 45 67',
});
const NILS_RECORD = privateCustomerRecord({
  customerId: NILS,
  accountId: '5000922001',
  personnummer: '19870522-2381',
  name: 'Nils Berg',
  email: 'nils.berg@example.se',
  mobilePhone: '070-765 43 21',
});

/** A house with electricity and district heating: what a Power Hub and an agreement request are for. */
const house = (facilityKey: string, customerId: string, accountId: string, points: { el: string; heat: string }) => ({
  facilityKey,
  customerId,
  displayName: 'Villa Lund',
  address: 'Lundvägen 7',
  postalCode: '13150',
  city: 'Saltsjöbaden',
  priceArea: 'SE3',
  gridArea: null,
  building: null,
  accounts: [{ customerAccountId: accountId }],
  services: [
    { name: 'EL', readingType: 'AUTOMATIC' },
    { name: 'FJV', readingType: 'AUTOMATIC' },
  ],
  meteringPoints: [
    { meteringPointId: points.el, service: 'EL', type: 'CONSUMPTION', meterNumber: points.el.slice(-8) },
    { meteringPointId: points.heat, service: 'FJV', type: 'CONSUMPTION', meterNumber: points.heat.slice(-8) },
  ],
});

const ORDER = {
  deliveryAddress: { street: 'Lundvägen 7', postalCode: '131 50', city: 'Saltsjöbaden' },
  contact: { name: 'Maja Lund', email: 'maja.lund@example.se', mobilePhone: '070-123 45 67' },
};

let server: TestServer;
let client: IntegrationClient;
const tokens: Record<string, string> = {};

/** The Swedish day, `days` from today: an order placed now was placed today. */
const swedishDay = (days = 0) => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' }).format(new Date(Date.now() + days * 86_400_000));
const ndjson = (...records: unknown[]) => records.map((r) => JSON.stringify(r)).join('\n');

/** The events of a type about a customer, as the provider's feed reader reads them. */
async function eventsOf(type: CloudEvent['type'], customerId: string): Promise<CloudEvent[]> {
  const token = await feedToken(server.baseUrl);
  const found: CloudEvent[] = [];
  let after: string | undefined;
  for (;;) {
    const query = after === undefined ? { limit: 1000 } : { after, limit: 1000 };
    const page = valueIn(integrationEventEndpoints.feed, await call(server, integrationEventEndpoints.feed, { query }, token));
    found.push(...page.data.filter((event) => event.type === type && event.subject === customerId));
    if (page.data.length === 0) return found;
    after = page.nextCursor;
  }
}

/** The rows a report may change, as text: a batch that changes nothing leaves them exactly so. */
async function stored(table: 'power_hub_orders' | 'messages'): Promise<string> {
  const rows = await server.db.selectFrom(table).selectAll().where('customer_id', 'in', [MAJA, NILS]).execute();
  return JSON.stringify(rows.sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b))));
}

beforeAll(async () => {
  server = await startTestServer({
    env: { INTEGRATION_CLIENT_SECRET: INTEGRATION_SECRET, EVENTS_CLIENT_SECRET: FEED_SECRET, WRITE_RATE_LIMIT_PER_MINUTE: '1000' },
  });
  client = new IntegrationClient(server);
  expect((await client.send('customers', [MAJA_RECORD, NILS_RECORD])).summary).toMatchObject({ inserted: 2 });
  const facilities = await client.send('facilities', [
    house(MAJAS_HOUSE, MAJA, '5000921001', { el: '735999100000092101', heat: 'FJV-92110102' }),
    house(NILS_HOUSE, NILS, '5000922001', { el: '735999100000092201', heat: 'FJV-92210102' }),
  ]);
  expect(facilities.summary).toMatchObject({ inserted: 2 });
  tokens[MAJA] = (await signIn(server.baseUrl, { personnummer: '198503142385' })).access_token;
  tokens[NILS] = (await signIn(server.baseUrl, { personnummer: '198705222381' })).access_token;
});
afterAll(() => server.close());

describe('Power Hub orders: the provider reports them shipped, delivered or cancelled (power-hub-orders)', () => {
  const order = (customerId: string, facilityKey: string) =>
    call(server, powerHubEndpoints.order, { params: { id: customerId, facilityKey }, body: ORDER }, tokens[customerId]);
  const ordersOf = async (customerId: string) =>
    valueIn(powerHubEndpoints.list, await call(server, powerHubEndpoints.list, { params: { id: customerId } }, tokens[customerId]))[0]!.orders;
  /** The order id of the customer's newest order, as the provider's system learns it: from the event. */
  const orderedId = async (customerId: string) => {
    const events = await eventsOf('se.minasidor.power-hub.ordered', customerId);
    return (events.at(-1)!.data as { orderId: string }).orderId;
  };
  const shipped = (orderId: string, customerId = MAJA, more: Record<string, unknown> = {}) => ({
    orderId,
    customerId,
    status: 'shipped',
    shippedOn: swedishDay(),
    carrier: 'PostNord',
    trackingNumber: '00370712345678901234',
    trackingUrl: 'https://tracking.postnord.com/se/?id=00370712345678901234',
    ...more,
  });
  const nothingReported = {
    shippedOn: null,
    carrier: null,
    trackingNumber: null,
    trackingUrl: null,
    deliveredOn: null,
    cancelledOn: null,
    cancellationReason: null,
  };

  let first: string;
  let nilsOrder: string;
  beforeAll(async () => {
    const placed = await order(MAJA, MAJAS_HOUSE);
    expect(placed.status).toBe(201);
    first = await orderedId(MAJA);
    expect(valueIn(powerHubEndpoints.order, placed)?.orderId).toBe(first);
    expect((await order(NILS, NILS_HOUSE)).status).toBe(201);
    nilsOrder = await orderedId(NILS);
  });

  it('shows the order shipped, with the day, the carrier and the parcel; the same batch again changes nothing', async () => {
    const [received] = await ordersOf(MAJA);
    expect(received).toMatchObject({ orderId: first, status: 'received', ...nothingReported });
    const sent = await client.send('power-hub-orders', [shipped(first)]);
    expect(sent.status).toBe(200);
    expect(sent.summary).toMatchObject({ kind: 'power-hub-orders', records: 1, inserted: 0, updated: 1, unchanged: 0, written: true });
    expect(await ordersOf(MAJA)).toEqual([
      {
        ...received,
        status: 'shipped',
        shippedOn: swedishDay(),
        carrier: 'PostNord',
        trackingNumber: '00370712345678901234',
        trackingUrl: 'https://tracking.postnord.com/se/?id=00370712345678901234',
      },
    ]);
    const before = await stored('power_hub_orders');
    const again = await client.send('power-hub-orders', ndjson(shipped(first)));
    expect(again.summary).toMatchObject({ format: 'ndjson', inserted: 0, updated: 0, unchanged: 1, written: false });
    expect(await stored('power_hub_orders')).toBe(before);
    // On its way, the order is still the facility's open one: no second order yet.
    expect((await order(MAJA, MAJAS_HOUSE)).status).toBe(409);
  });

  it('shows it delivered, keeping the carrier it was shipped with; refuses to take it back to shipped or to cancel it', async () => {
    const delivered = { orderId: first, customerId: MAJA, status: 'delivered', deliveredOn: swedishDay() };
    expect((await client.send('power-hub-orders', [delivered])).summary).toMatchObject({ updated: 1, written: true });
    expect((await ordersOf(MAJA))[0]).toMatchObject({
      status: 'delivered',
      shippedOn: swedishDay(),
      carrier: 'PostNord',
      trackingNumber: '00370712345678901234',
      deliveredOn: swedishDay(),
    });
    expect((await client.send('power-hub-orders', [delivered])).summary).toMatchObject({ unchanged: 1, written: false });

    const before = await stored('power_hub_orders');
    const back = await client.send('power-hub-orders', [shipped(first)]);
    expect(back.status).toBe(422);
    expect(back.summary).toMatchObject({ records: 1, invalid: 1, updated: 0, written: false });
    expect(back.summary.problems).toEqual([
      { index: 0, line: null, key: first, reason: 'Beställningen är redan levererad: status går inte tillbaka från levererad till skickad.' },
    ]);
    const cancelled = await client.send('power-hub-orders', [{ orderId: first, customerId: MAJA, status: 'cancelled', cancelledOn: swedishDay() }]);
    expect(cancelled.status).toBe(422);
    expect(cancelled.summary.problems).toEqual([{ index: 0, line: null, key: first, reason: 'Beställningen är redan levererad och kan inte avbrytas.' }]);
    expect(await stored('power_hub_orders')).toBe(before);
    expect((await ordersOf(MAJA))[0]?.status).toBe('delivered');
  });

  it('cancels an order with its reason; a cancelled order is neither shipped nor delivered, and the facility takes a new one', async () => {
    // Delivered, the first no longer holds the facility.
    expect((await order(MAJA, MAJAS_HOUSE)).status).toBe(201);
    const second = await orderedId(MAJA);
    const cancel = {
      orderId: second,
      customerId: MAJA,
      status: 'cancelled',
      cancelledOn: swedishDay(),
      cancellationReason: 'Beställningen gjordes två gånger.',
    };
    expect((await client.send('power-hub-orders', [cancel])).summary).toMatchObject({ updated: 1 });
    expect((await ordersOf(MAJA)).find((o) => o.orderId === second)).toMatchObject({
      status: 'cancelled',
      cancelledOn: swedishDay(),
      cancellationReason: 'Beställningen gjordes två gånger.',
      shippedOn: null,
    });

    const before = await stored('power_hub_orders');
    const refused = await client.send('power-hub-orders', [shipped(second)]);
    expect(refused.status).toBe(422);
    expect(refused.summary.problems).toEqual([
      { index: 0, line: null, key: second, reason: 'Beställningen är avbruten och kan inte skickas; en ny beställning får ett nytt id.' },
    ]);
    const delivered = await client.send('power-hub-orders', [{ orderId: second, customerId: MAJA, status: 'delivered', deliveredOn: swedishDay() }]);
    expect(delivered.summary.problems[0]?.reason).toBe('Beställningen är avbruten och kan inte levereras; en ny beställning får ett nytt id.');
    expect(await stored('power_hub_orders')).toBe(before);
    expect((await order(MAJA, MAJAS_HOUSE)).status).toBe(201);
  });

  it('refuses an unknown order, another customer’s and records without their day, by index and reason; stores nothing', async () => {
    const third = await orderedId(MAJA);
    const unknown = randomUUID();
    const undated = randomUUID();
    const before = await stored('power_hub_orders');
    const refused = await client.send('power-hub-orders', [
      shipped(third),
      shipped(unknown),
      shipped(nilsOrder, MAJA),
      { orderId: undated, customerId: MAJA, status: 'delivered' },
      shipped('order-1'),
    ]);
    expect(refused.status).toBe(422);
    expect(refused.summary).toMatchObject({ records: 5, invalid: 4, updated: 0, written: false });
    expect(refused.summary.problems).toEqual([
      {
        index: 1,
        line: null,
        key: unknown,
        reason: `Beställningen ${unknown} finns inte: orderId ska vara id:t i händelsen se.minasidor.power-hub.ordered (data.orderId).`,
      },
      { index: 2, line: null, key: nilsOrder, reason: `Beställningen ${nilsOrder} hör inte till kunden ${MAJA}.` },
      { index: 3, line: null, key: undated, reason: 'deliveredOn: En levererad beställning har dagen den levererades (deliveredOn).' },
      {
        index: 4,
        line: null,
        key: 'order-1',
        reason: 'orderId: orderId ska vara beställningens id som händelsen se.minasidor.power-hub.ordered har det (data.orderId), ett UUID.',
      },
    ]);
    const early = await client.send('power-hub-orders', [shipped(nilsOrder, NILS, { shippedOn: '2026-01-02' })]);
    expect(early.summary.problems).toEqual([
      { index: 0, line: null, key: nilsOrder, reason: `Beställningen lades ${swedishDay()}; den kan inte ha skickats 2026-01-02.` },
    ]);
    expect(await stored('power_hub_orders')).toBe(before);
    expect((await ordersOf(MAJA))[0]).toMatchObject({ orderId: third, status: 'received' });
    expect((await ordersOf(NILS))[0]).toMatchObject({ orderId: nilsOrder, status: 'received' });
  });
});

describe('agreement requests: the provider answers them with a message (messages, inReplyTo)', () => {
  const ask = (customerId: string, facilityKey: string) =>
    call(
      server,
      messageEndpoints.send,
      {
        body: {
          customerId,
          facilityKey,
          subject: 'Förfrågan om serviceavtal för fjärrvärmecentral',
          body: 'Jag vill teckna serviceavtal för fjärrvärmecentralen i Villa Lund, Lundvägen 7.',
          requestId: randomUUID(),
        },
      },
      tokens[customerId],
    );
  const messagesOf = async (customerId: string) =>
    valueIn(messageEndpoints.list, await call(server, messageEndpoints.list, { query: { customerId, reload: 'true' } }, tokens[customerId])) ?? [];
  /** The request's id, as the provider's system learns it: from the event. */
  const requestedId = async (customerId: string) => {
    const events = await eventsOf('se.minasidor.district-heating-agreement.requested', customerId);
    return (events.at(-1)!.data as { messageId: string }).messageId;
  };
  /** An hour after the request, to the second, as the provider's system stamps its answer. */
  const ANSWERED_AT = new Date(Math.floor(Date.now() / 1000) * 1000 + 3_600_000).toISOString();
  const answer = (inReplyTo: string, more: Record<string, unknown> = {}) => ({
    messageId: 'MS-2026-921001',
    customerId: MAJA,
    subject: 'Ditt serviceavtal för fjärrvärmecentralen',
    body: 'Tack för din förfrågan. Vi skickar ett avtalsförslag med posten den här veckan.',
    category: 'Fjärrvärmeavtal',
    createdAt: ANSWERED_AT,
    inReplyTo,
    ...more,
  });

  let request: string;
  let nilsRequest: string;
  beforeAll(async () => {
    const asked = await ask(MAJA, MAJAS_HOUSE);
    expect(asked.status).toBe(201);
    request = await requestedId(MAJA);
    expect(valueIn(messageEndpoints.send, asked)?.messageId).toBe(request);
    expect((await ask(NILS, NILS_HOUSE)).status).toBe(201);
    nilsRequest = await requestedId(NILS);
  });

  it('shows the request waiting; the answer arrives unread naming it, and the request answered; the same batch again changes nothing', async () => {
    const waiting = (await messagesOf(MAJA)).find((m) => m.messageId === request);
    expect(waiting).toMatchObject({ from: 'customer', answeredAt: null, inReplyTo: null, status: { key: 2 } });

    const sent = await client.send('messages', [answer(request)]);
    expect(sent.status).toBe(200);
    expect(sent.summary).toMatchObject({ kind: 'messages', inserted: 1, written: true });
    const inbox = await messagesOf(MAJA);
    expect(inbox.find((m) => m.messageId === 'MS-2026-921001')).toEqual({
      messageId: 'MS-2026-921001',
      customerId: MAJA,
      subject: 'Ditt serviceavtal för fjärrvärmecentralen',
      body: 'Tack för din förfrågan. Vi skickar ett avtalsförslag med posten den här veckan.',
      category: 'Fjärrvärmeavtal',
      createdAt: ANSWERED_AT,
      status: { key: 1, name: 'Oläst' },
      from: 'provider',
      answeredAt: null,
      inReplyTo: request,
    });
    expect(inbox.find((m) => m.messageId === request)).toEqual({ ...waiting, answeredAt: ANSWERED_AT });

    const before = await stored('messages');
    expect((await client.send('messages', ndjson(answer(request)))).summary).toMatchObject({ unchanged: 1, written: false });
    expect(await stored('messages')).toBe(before);
    // Opened, the request still says it was answered.
    const opened = await call(server, messageEndpoints.markRead, { params: { messageId: request }, body: { customerId: MAJA } }, tokens[MAJA]);
    expect(valueIn(messageEndpoints.markRead, opened)).toMatchObject({ messageId: request, answeredAt: ANSWERED_AT });
  });

  it('refuses an answer to an unknown request, to another customer’s and to a message that is no request, by index and reason; stores nothing', async () => {
    const before = await stored('messages');
    const refused = await client.send('messages', [
      answer(request, { messageId: 'MS-2026-921002' }),
      answer('M-okand', { messageId: 'MS-2026-921003' }),
      answer(nilsRequest, { messageId: 'MS-2026-921004' }),
      answer('MS-2026-921001', { messageId: 'MS-2026-921005' }),
      // The customer's request itself cannot be overwritten by the provider's answer.
      answer(request, { messageId: request }),
    ]);
    expect(refused.status).toBe(422);
    expect(refused.summary).toMatchObject({ records: 5, invalid: 4, inserted: 0, written: false });
    expect(refused.summary.problems).toEqual([
      {
        index: 1,
        line: null,
        key: 'MS-2026-921003',
        reason: 'Förfrågan M-okand finns inte: inReplyTo ska vara data.messageId i händelsen se.minasidor.district-heating-agreement.requested.',
      },
      { index: 2, line: null, key: 'MS-2026-921004', reason: `Förfrågan ${nilsRequest} hör inte till kunden ${MAJA}.` },
      {
        index: 3,
        line: null,
        key: 'MS-2026-921005',
        reason: 'Meddelandet MS-2026-921001 är ingen förfrågan från kunden; ett svar kan bara gälla kundens förfrågan.',
      },
      { index: 4, line: null, key: request, reason: `Meddelandet ${request} skickade kunden från portalen; det kan inte ersättas. Använd ett annat id.` },
    ]);
    expect(await stored('messages')).toBe(before);
    expect((await messagesOf(NILS)).find((m) => m.messageId === nilsRequest)?.answeredAt).toBeNull();
  });
});
