import { messageEndpoints } from '@mina-sidor/shared/message';
import { powerHubEndpoints } from '@mina-sidor/shared/power-hub';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESK_DELAY_MS, providerDesk } from '../src/demo-source/provider-desk.ts';
import { call, valueIn } from './support/endpoints.ts';
import { signIn } from './support/oidc-login.ts';
import { CUSTOMER_IDS } from './support/personas.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

/**
 * Decision 0056: the demo world's provider side hears the portal's events and answers through the
 * inbound API what a screen shows next — Anna's Power Hub order shipped, her agreement request answered — after the
 * desk's delay, once, and unchanged when a restarted desk reads the feed again.
 */
const PRIVAT = CUSTOMER_IDS.privat;
const VILLA = '5000101-F01';
const ORDER = {
  deliveryAddress: { street: 'Solbackevägen 12', postalCode: '13140', city: 'Nacka' },
  contact: { name: 'Anna Andersson', email: 'anna.andersson@example.se', mobilePhone: '+46 70 123 45 67' },
};
const REQUEST = { customerId: PRIVAT, facilityKey: VILLA, subject: 'Avtal för fjärrvärme', body: 'Jag vill teckna avtal för fjärrvärme i villan.' };
const silent = { warn: () => undefined };

let server: TestServer;
let token: string;
const orders = async () =>
  (valueIn(powerHubEndpoints.list, await call(server, powerHubEndpoints.list, { params: { id: PRIVAT } }, token)) ?? []).flatMap((f) => f.orders);
const messages = async () =>
  valueIn(messageEndpoints.list, await call(server, messageEndpoints.list, { query: { customerId: PRIVAT, reload: 'true' } }, token)) ?? [];

beforeAll(async () => {
  server = await startTestServer({ env: { WRITE_RATE_LIMIT_PER_MINUTE: '1000' } });
  token = (await signIn(server.baseUrl, { persona: 'privat' })).access_token;
});
afterAll(() => server.close());

describe("the demo's provider desk", () => {
  it('ships an ordered Power Hub and answers an agreement request after its delay, once', async () => {
    const ordered = await call(server, powerHubEndpoints.order, { params: { id: PRIVAT, facilityKey: VILLA }, body: ORDER }, token);
    expect(ordered.status).toBe(201);
    const sent = await call(server, messageEndpoints.send, { body: REQUEST }, token);
    expect(sent.status).toBe(201);
    const requestId = (sent.body as { data: [{ messageId: string }] }).data[0].messageId;

    const desk = providerDesk(server.db, silent);
    await desk.round(new Date(Date.now() + DESK_DELAY_MS / 2));
    expect((await orders()).find((o) => o.facilityKey === VILLA)).toMatchObject({ status: 'received', carrier: null });
    expect((await messages()).find((m) => m.messageId === requestId)).toMatchObject({ answeredAt: null });

    await desk.round(new Date(Date.now() + DESK_DELAY_MS + 60_000));
    const order = (await orders()).find((o) => o.facilityKey === VILLA)!;
    expect(order).toMatchObject({ status: 'shipped', carrier: 'PostNord' });
    expect(order.trackingNumber).toMatch(/^00370\d{15}$/);
    const inbox = await messages();
    const answers = inbox.filter((m) => m.inReplyTo === requestId);
    expect(answers).toHaveLength(1);
    expect(answers[0]).toMatchObject({ from: 'provider', subject: 'Svar på din förfrågan om fjärrvärmeavtal', status: { key: 1 } });
    expect(inbox.find((m) => m.messageId === requestId)!.answeredAt).not.toBeNull();

    // A desk started again reads the feed from its start: what it did comes again, unchanged.
    const before = await server.db.selectFrom('power_hub_orders').selectAll().where('customer_id', '=', PRIVAT).execute();
    await providerDesk(server.db, silent).round(new Date(Date.now() + DESK_DELAY_MS + 60_000));
    expect(await server.db.selectFrom('power_hub_orders').selectAll().where('customer_id', '=', PRIVAT).execute()).toEqual(before);
    expect((await messages()).filter((m) => m.inReplyTo === requestId)).toEqual(answers);
  });
});
