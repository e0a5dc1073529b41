import { MOBILE_NUMBER_INVALID } from '@mina-sidor/shared/phone-number';
import { POSTAL_CODE_INVALID, powerHubEndpoints } from '@mina-sidor/shared/power-hub';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, valueIn } from './support/endpoints.ts';
import { signIn } from './support/oidc-login.ts';
import { CUSTOMER_IDS } from './support/personas.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

/** Workers ask for work often, so a queued confirmation is in the outbox within a second. */
const FAST_QUEUE = { JOB_POLLING_SECONDS: '0.5' };
const PRIVAT = CUSTOMER_IDS.privat;
const VILLA = '5000101-F01';
const errorOf = (body: unknown) => (body as { error: { message: string } }).error.message;

const ORDER = {
  deliveryAddress: { street: 'Solbackevägen 12', postalCode: '13140', city: 'Nacka' },
  contact: { name: 'Anna Andersson', email: 'anna.andersson@example.se', mobilePhone: '+46 70 123 45 67' },
};

describe('ordering a Power Hub (/bestall-power-hub)', () => {
  let server: TestServer;
  let tokens: Record<string, string>;
  beforeAll(async () => {
    server = await startTestServer({ env: FAST_QUEUE });
    const personas = ['privat', 'lankad', 'kundservice', 'flera-konton'];
    tokens = Object.fromEntries(await Promise.all(personas.map(async (p) => [p, (await signIn(server.baseUrl, { persona: p })).access_token] as const)));
  });
  afterAll(() => server.close());

  const list = (persona: string, customerId: string = PRIVAT) => call(server, powerHubEndpoints.list, { params: { id: customerId } }, tokens[persona]);
  const order = (persona: string, body: unknown = ORDER, facilityKey = VILLA, customerId: string = PRIVAT) =>
    call(server, powerHubEndpoints.order, { params: { id: customerId, facilityKey }, body: body as never }, tokens[persona]);
  const stored = () => server.db.selectFrom('power_hub_orders').selectAll().where('customer_id', '=', PRIVAT).orderBy('ordered_at').execute();
  const outbox = () => server.db.selectFrom('outbox').select(['channel', 'recipient', 'subject', 'body']).orderBy('id').execute();

  it('offers the villa with its address and Anna’s contact details, and no orders yet; a linked user and staff see it too', async () => {
    for (const persona of ['privat', 'lankad', 'kundservice']) {
      const answer = await list(persona);
      expect(answer.status).toBe(200);
      expect(valueIn(powerHubEndpoints.list, answer)).toEqual([
        {
          facilityKey: VILLA,
          displayName: 'Villa Solbacken',
          customerAccountIds: ['5000101001'],
          prefill: {
            deliveryAddress: { street: 'Solbackevägen 12', postalCode: '131 40', city: 'Nacka' },
            contact: { name: 'Anna Andersson', email: expect.stringContaining('@'), mobilePhone: expect.any(String) },
          },
          orders: [],
        },
      ]);
    }
  });

  it('refuses a linked user and staff (403) and stores and sends nothing', async () => {
    const linked = await order('lankad');
    expect(linked.status).toBe(403);
    expect(errorOf(linked.body)).toBe('Som länkad användare kan du inte ändra avtal eller beställa en Power Hub.');
    expect((await order('kundservice')).status).toBe(403);
    expect(await stored()).toEqual([]);
    expect(await outbox()).toEqual([]);
  });

  it('refuses a bad address, e-mail or mobile number with a Swedish message at the field; nothing is stored', async () => {
    const bad = [
      [{ ...ORDER, deliveryAddress: { ...ORDER.deliveryAddress, street: '  ' } }, 'Ange en gatuadress.'],
      [{ ...ORDER, deliveryAddress: { ...ORDER.deliveryAddress, postalCode: '1314' } }, POSTAL_CODE_INVALID],
      [{ ...ORDER, deliveryAddress: { ...ORDER.deliveryAddress, city: '' } }, 'Ange en ort.'],
      [{ ...ORDER, contact: { ...ORDER.contact, email: 'anna@' } }, 'Ange en giltig mejladress'],
      [{ ...ORDER, contact: { ...ORDER.contact, mobilePhone: '08-555 010 20' } }, MOBILE_NUMBER_INVALID],
      [{ ...ORDER, contact: { ...ORDER.contact, name: '' } }, 'Ange ett namn.'],
      [{ ...ORDER, contact: { ...ORDER.contact, name: 'Anna\u0000' } }, 'Texten innehåller tecken som inte är tillåtna.'],
    ] as const;
    for (const [body, message] of bad) {
      const answer = await order('privat', body);
      expect(answer.status).toBe(400);
      expect(errorOf(answer.body)).toContain(message);
    }
    expect((await order('privat', { ...ORDER, extra: 1 })).status).toBe(400);
    expect(await stored()).toEqual([]);
  });

  it('answers another customer’s facility 404 and stores nothing', async () => {
    const answer = await order('privat', ORDER, '5000202-F01');
    expect(answer.status).toBe(404);
    expect(errorOf(answer.body)).toBe('Anläggningen hittades inte eller har ingen el.');
    expect(await stored()).toEqual([]);
  });

  it('stores the order (who, when, the address and contact normalised) and sends the confirmation by e-mail', async () => {
    const started = Date.now();
    const answer = await order('privat');
    expect(answer.status).toBe(201);
    const placed = valueIn(powerHubEndpoints.order, answer)!;
    expect(placed).toEqual({
      orderId: expect.any(String),
      facilityKey: VILLA,
      status: 'received',
      deliveryAddress: { street: 'Solbackevägen 12', postalCode: '131 40', city: 'Nacka' },
      contact: { name: 'Anna Andersson', email: 'anna.andersson@example.se', mobilePhone: '070-123 45 67' },
      orderedAt: expect.any(String),
      shippedOn: null,
      carrier: null,
      trackingNumber: null,
      trackingUrl: null,
      deliveredOn: null,
      cancelledOn: null,
      cancellationReason: null,
    });
    const subject = (await server.db.selectFrom('users').select('subject').where('persona_key', '=', 'privat').executeTakeFirstOrThrow()).subject;
    const rows = await stored();
    expect(rows).toEqual([expect.objectContaining({ order_id: placed.orderId, customer_id: PRIVAT, ordered_by: subject })]);
    expect(rows[0]!.ordered_at.getTime()).toBeGreaterThanOrEqual(started - 1000);

    await expect.poll(outbox, { timeout: 10_000 }).toHaveLength(1);
    const [mail] = await outbox();
    expect(mail).toMatchObject({ channel: 'email', recipient: 'anna.andersson@example.se', subject: 'Vi har tagit emot din beställning av Power Hub' });
    expect(mail!.body).toContain('Tack för din beställning av Power Hub till Villa Solbacken.');
    expect(mail!.body).toContain(placed.orderId);

    expect(valueIn(powerHubEndpoints.list, await list('lankad'))![0]!.orders).toEqual([placed]);
  });

  it('refuses a second order while the first is open (409), storing and sending nothing; takes one once it is delivered', async () => {
    const before = await stored();
    const second = await order('privat', { ...ORDER, contact: { ...ORDER.contact, name: 'Någon Annan' } });
    expect(second.status).toBe(409);
    expect(errorOf(second.body)).toBe(
      'Det finns redan en pågående beställning av Power Hub för den här anläggningen. Du kan beställa igen när den har levererats.',
    );
    expect(await stored()).toEqual(before);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await outbox()).toHaveLength(1);

    await server.db.updateTable('power_hub_orders').set({ status: 'delivered' }).where('facility_key', '=', VILLA).execute();
    expect((await order('privat')).status).toBe(201);
    expect(await stored()).toHaveLength(2);
  });

  it('lists earlier orders with their status, newest first', async () => {
    const erik = valueIn(powerHubEndpoints.list, await list('flera-konton', CUSTOMER_IDS['flera-konton']))!;
    expect(erik.map((f) => [f.facilityKey, f.orders.map((o) => o.status)])).toEqual([
      ['5000202-F01', ['delivered']],
      ['5000202-F02', []],
    ]);
    const anna = valueIn(powerHubEndpoints.list, await list('privat'))![0]!.orders;
    expect(anna.map((o) => o.status)).toEqual(['received', 'delivered']);
  });
});
