import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { disruptionEndpoints, type DisruptionInput } from '@mina-sidor/shared/disruption';
import { outageNotificationEndpoints } from '@mina-sidor/shared/outage-notification';
import { outboxEndpoints } from '@mina-sidor/shared/outbox';
import { MOBILE_NUMBER_INVALID } from '@mina-sidor/shared/phone-number';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { topUpDisruptions } from '../src/demo-source/world/disruptions.ts';
import { call, valueIn } from './support/endpoints.ts';
import { signIn } from './support/oidc-login.ts';
import { CUSTOMER_IDS } from './support/personas.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';
import { plannedWater } from './support/disruptions.ts';

/** Workers ask for work often, so a queued notice is out within a second. */
const FAST_QUEUE = { JOB_POLLING_SECONDS: '0.5' };
const PRIVAT = CUSTOMER_IDS.privat;
/** Anna's villa, in Nacka 131 40 with electricity, district heating and water; Anna is told by SMS and e-mail (demo-source/world/outage-notification.ts). */
const VILLA = '5000101-F01';
const ANNAS = [
  { channel: 'sms', address: '070-123 45 67' },
  { channel: 'email', address: 'anna.andersson@example.se' },
];

/** Access tokens of these personas, signed in through the real provider. */
async function tokensOf(server: TestServer, personas: string[]): Promise<Record<string, string>> {
  const entries = await Promise.all(personas.map(async (persona) => [persona, (await signIn(server.baseUrl, { persona })).access_token] as const));
  return Object.fromEntries(entries);
}

const errorOf = (body: unknown) => (body as { error: { message: string } }).error.message;
const hour = 3_600_000;
const WEEK = 7 * 86_400_000;

describe('the recipients of outage notices (/avisering-vid-avbrott)', () => {
  let server: TestServer;
  let tokens: Record<string, string>;
  beforeAll(async () => {
    server = await startTestServer();
    tokens = await tokensOf(server, ['privat', 'lankad', 'kundservice']);
  });
  afterAll(() => server.close());

  const list = (persona: string, customerId: string = PRIVAT) =>
    call(server, outageNotificationEndpoints.list, { params: { id: customerId } }, tokens[persona]);
  const add = (persona: string, body: unknown, facilityKey = VILLA, customerId: string = PRIVAT) =>
    call(server, outageNotificationEndpoints.add, { params: { id: customerId, facilityKey }, body: body as never }, tokens[persona]);
  const remove = (persona: string, recipientId: string, facilityKey = VILLA) =>
    call(server, outageNotificationEndpoints.remove, { params: { id: PRIVAT, facilityKey, recipientId } }, tokens[persona]);
  const stored = () => server.db.selectFrom('outage_recipients').selectAll().orderBy('added_at').orderBy('recipient_id').execute();
  const subjectOf = async (persona: string) =>
    (await server.db.selectFrom('users').select('subject').where('persona_key', '=', persona).executeTakeFirstOrThrow()).subject;
  const villaRecipients = async (persona = 'privat') =>
    valueIn(outageNotificationEndpoints.list, await list(persona))!.find((f) => f.facilityKey === VILLA)!.recipients;

  it('lists each of the customer’s facilities with its services and recipients; a linked user and staff see them too', async () => {
    const answer = await list('privat');
    expect(answer.status).toBe(200);
    const facilities = valueIn(outageNotificationEndpoints.list, answer)!;
    expect(facilities).toEqual([
      {
        facilityKey: VILLA,
        displayName: 'Villa Solbacken',
        address: 'Solbackevägen 12',
        postalCode: '131 40',
        city: 'Nacka',
        services: ['EL', 'FJV', 'VA'],
        recipients: ANNAS.map((r) => ({ ...r, recipientId: expect.any(String), addedAt: expect.any(String) })),
      },
    ]);
    for (const persona of ['lankad', 'kundservice']) expect(valueIn(outageNotificationEndpoints.list, await list(persona))).toEqual(facilities);
  });

  it('adds a mobile number however it is typed, in its national form, and an e-mail address in lower case, with who added them and when', async () => {
    const before = Date.now();
    const sms = await add('privat', { channel: 'sms', address: '+46 73 345 67 89' });
    expect(sms.status).toBe(201);
    expect(valueIn(outageNotificationEndpoints.add, sms)).toMatchObject({ channel: 'sms', address: '073-345 67 89' });
    const email = await add('privat', { channel: 'email', address: 'Grannen@Example.SE' });
    expect(email.status).toBe(201);
    expect((await villaRecipients()).map((r) => r.address)).toEqual([...ANNAS.map((r) => r.address), '073-345 67 89', 'grannen@example.se']);
    const added = (await stored()).filter((r) => r.address === '073-345 67 89')[0]!;
    expect(added).toMatchObject({ customer_id: PRIVAT, facility_key: VILLA, added_by: await subjectOf('privat'), removed_at: null });
    expect(added.added_at.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('refuses an address already there, a sixth recipient, and what is no mobile number or e-mail address; nothing is stored', async () => {
    const before = await stored();
    const twice = await add('privat', { channel: 'email', address: 'grannen@example.se' });
    expect(twice.status).toBe(409);
    expect(errorOf(twice.body)).toBe('Mottagaren finns redan för den här anläggningen.');
    expect((await add('privat', { channel: 'sms', address: '08-555 010 20' })).text).toContain(MOBILE_NUMBER_INVALID);
    expect((await add('privat', { channel: 'email', address: 'grannen@' })).text).toContain('Ange en giltig mejladress');
    expect((await add('privat', { channel: 'fax', address: '08-555 010 20' })).status).toBe(400);
    expect(await stored()).toEqual(before);

    expect((await add('privat', { channel: 'sms', address: '070-765 43 21' })).status).toBe(201);
    const sixth = await add('privat', { channel: 'sms', address: '070-111 22 33' });
    expect(sixth.status).toBe(422);
    expect(errorOf(sixth.body)).toBe('En anläggning kan ha högst 5 mottagare. Ta bort en mottagare innan du lägger till en ny.');
    expect(await villaRecipients()).toHaveLength(5);
  });

  it('answers another customer’s facility as unknown, and stores nothing', async () => {
    const before = await stored();
    const foreign = await add('privat', { channel: 'sms', address: '070-111 22 33' }, '5100303-F01');
    expect(foreign.status).toBe(404);
    expect(errorOf(foreign.body)).toBe('Anläggningen hittades inte.');
    // Naming the other customer instead is the access policy's refusal.
    expect((await add('privat', { channel: 'sms', address: '070-111 22 33' }, '5100303-F01', CUSTOMER_IDS.foretag)).status).toBe(404);
    expect(await stored()).toEqual(before);
  });

  it('refuses a linked user and customer service with 403, adding or removing, and changes nothing', async () => {
    const before = await stored();
    const [first] = await villaRecipients();
    for (const persona of ['lankad', 'kundservice']) {
      const added = await add(persona, { channel: 'sms', address: '070-111 22 33' });
      expect(added.status).toBe(403);
      expect(errorOf(added.body)).toMatch(/inte ändra/);
      expect((await remove(persona, first!.recipientId)).status).toBe(403);
    }
    expect(await stored()).toEqual(before);
  });

  it('removes a recipient, keeping who removed it and when; a second removal finds nothing', async () => {
    const neighbour = (await villaRecipients()).find((r) => r.address === 'grannen@example.se')!;
    expect((await remove('privat', neighbour.recipientId)).status).toBe(204);
    expect((await villaRecipients()).map((r) => r.address)).not.toContain('grannen@example.se');
    const row = (await stored()).find((r) => r.recipient_id === neighbour.recipientId)!;
    expect(row.removed_by).toBe(await subjectOf('privat'));
    expect(row.removed_at).toBeInstanceOf(Date);
    const again = await remove('privat', neighbour.recipientId);
    expect(again.status).toBe(404);
    expect(errorOf(again.body)).toBe('Mottagaren hittades inte.');
    // The place is free again: the same address may be added anew.
    expect((await add('privat', { channel: 'email', address: 'grannen@example.se' })).status).toBe(201);
  });

  it('has the demo’s disruptions published once a week, dated days back, and nobody told of them at a start', async () => {
    const demo = () =>
      server.db
        .selectFrom('disruptions')
        .select(['disruption_id', 'revision', 'published_by', 'published_at', 'updated_at'])
        .where('published_by', 'is', null)
        .orderBy('disruption_id')
        .execute();
    const thisWeek = await demo();
    const week = Number(thisWeek[0]?.disruption_id.replace('D-EL-', ''));
    expect(thisWeek.map((d) => [d.disruption_id, d.revision, d.updated_at])).toEqual([
      [`D-EL-${week}`, 1, null],
      [`D-VA-${week}`, 1, null],
    ]);
    // A start on the week's last day: the week's are there (their times follow the day), nothing changes.
    await topUpDisruptions(server.db, { until: new Date((week + 1) * WEEK - 1) });
    expect(await demo()).toEqual(thisWeek);
    // A start in the next week publishes that week's, and tells none of the recipients in the area (Anna's are there).
    expect(await villaRecipients()).not.toEqual([]);
    await topUpDisruptions(server.db, { until: new Date((week + 1) * WEEK) });
    expect((await demo()).map((d) => d.disruption_id)).toEqual([`D-EL-${week}`, `D-EL-${week + 1}`, `D-VA-${week}`, `D-VA-${week + 1}`]);
    expect(await server.db.selectFrom('outage_notices').select('disruption_id').execute()).toEqual([]);
  });
});

describe('the disruption information and its notices, without an SMTP server or SMS gateway: the outbox', () => {
  let server: TestServer;
  let tokens: Record<string, string>;
  beforeAll(async () => {
    server = await startTestServer({ env: FAST_QUEUE });
    tokens = await tokensOf(server, ['privat', 'lankad', 'kundservice', 'admin']);
  });
  afterAll(() => server.close());

  const publish = (persona: string, body: DisruptionInput) => call(server, disruptionEndpoints.create, { body }, tokens[persona]);
  const change = (disruptionId: string, body: DisruptionInput) =>
    call(server, disruptionEndpoints.update, { params: { disruptionId }, body }, tokens.kundservice);
  const outbox = () => server.db.selectFrom('outbox').select(['channel', 'recipient', 'subject', 'body']).orderBy('id').execute();
  const disruptionsOf = async (persona: string, customerId: string) =>
    valueIn(disruptionEndpoints.list, await call(server, disruptionEndpoints.list, { params: { id: customerId } }, tokens[persona]))!;

  it('lists the planned water outage at Anna’s villa and last week’s mended power cut, but nothing at Lars’s flat elsewhere', async () => {
    const annas = await disruptionsOf('privat', PRIVAT);
    // Planned before mended.
    expect(annas.map((d) => [d.service, d.status, d.area, d.facilities])).toEqual([
      ['VA', 'planerat', 'Solbackevägen och Ekuddsvägen, Nacka', [{ facilityKey: VILLA, displayName: 'Villa Solbacken' }]],
      ['EL', 'åtgärdat', 'Centrala Nacka, postnummer 131 40–131 49', [{ facilityKey: VILLA, displayName: 'Villa Solbacken' }]],
    ]);
    expect(await disruptionsOf('lankad', CUSTOMER_IDS.lankad)).toEqual([]);
    expect(await disruptionsOf('lankad', PRIVAT)).toEqual(annas);
  });

  it('refuses a customer who publishes a disruption, and a malformed one, storing nothing', async () => {
    const count = async () => (await server.db.selectFrom('disruptions').select('disruption_id').execute()).length;
    const before = await count();
    expect((await publish('privat', plannedWater('1314'))).status).toBe(403);
    const backwards = await publish('kundservice', { ...plannedWater('1314'), endsAt: new Date(Date.now() - hour).toISOString() });
    expect(backwards.status).toBe(400);
    expect(backwards.text).toContain('Sluttiden måste vara efter starttiden.');
    expect((await publish('kundservice', { ...plannedWater('1314'), postalCodePrefix: 'Nacka' })).status).toBe(400);
    expect(await count()).toBe(before);
  });

  it('tells each recipient in the area once, by SMS and e-mail, of a publication and of each change; not of a change that changes nothing', async () => {
    const input = plannedWater('1314');
    const created = await publish('kundservice', input);
    expect(created.status).toBe(201);
    const published = valueIn(disruptionEndpoints.create, created)!;
    // Anna's SMS and e-mail; Erik's villa is in 131 40 too but nobody is told there.
    expect(published).toMatchObject({ postalCodePrefix: '131 4', status: 'planerat', revision: 1, noticesQueued: 2 });
    await expect.poll(outbox, { timeout: 10_000 }).toHaveLength(2);
    const first = await outbox();
    expect(first.map((m) => [m.channel, m.recipient, m.subject])).toEqual(
      expect.arrayContaining([
        ['sms', '070-123 45 67', null],
        ['email', 'anna.andersson@example.se', 'Planerat avbrott: Planerat vattenavbrott på Solbackevägen'],
      ]),
    );
    const sms = first.find((m) => m.channel === 'sms')!;
    expect(sms.body).toMatch(/^Planerat avbrott, vatten och avlopp: Planerat vattenavbrott på Solbackevägen\. Solbackevägen, Nacka\. /);
    expect(sms.body).toContain(`Mer information: ${server.baseUrl}/avisering-vid-avbrott`);
    expect(await disruptionsOf('privat', PRIVAT)).toContainEqual(expect.objectContaining({ disruptionId: published.disruptionId, status: 'planerat' }));
    // Who published it is kept.
    const row = await server.db.selectFrom('disruptions').selectAll().where('disruption_id', '=', published.disruptionId).executeTakeFirstOrThrow();
    expect(row.published_by).toBe(
      (await server.db.selectFrom('users').select('subject').where('persona_key', '=', 'kundservice').executeTakeFirstOrThrow()).subject,
    );

    const later = { ...input, endsAt: new Date(Date.parse(input.endsAt!) + 2 * hour).toISOString() };
    const changed = valueIn(disruptionEndpoints.update, await change(published.disruptionId, later))!;
    expect(changed).toMatchObject({ revision: 2, noticesQueued: 2 });
    await expect.poll(outbox, { timeout: 10_000 }).toHaveLength(4);
    expect((await outbox()).slice(2).find((m) => m.channel === 'email')?.subject).toBe('Ändrat avbrott: Planerat vattenavbrott på Solbackevägen');

    // The same again (the start written in Swedish time): nothing new, nobody told.
    const same = { ...later, startsAt: new Date(input.startsAt).toISOString().replace('Z', '+00:00') };
    expect(valueIn(disruptionEndpoints.update, await change(published.disruptionId, same))).toMatchObject({ revision: 2, noticesQueued: 0 });
    const notices = await server.db
      .selectFrom('outage_notices')
      .select(['revision', 'channel', 'kind'])
      .where('disruption_id', '=', published.disruptionId)
      .orderBy('id')
      .execute();
    expect(notices).toEqual([
      { revision: 1, channel: 'sms', kind: 'new' },
      { revision: 1, channel: 'email', kind: 'new' },
      { revision: 2, channel: 'sms', kind: 'changed' },
      { revision: 2, channel: 'email', kind: 'changed' },
    ]);

    // Mended now: åtgärdat, and told so.
    const mended = valueIn(
      disruptionEndpoints.update,
      await change(published.disruptionId, { ...later, startsAt: new Date(Date.now() - hour).toISOString(), endsAt: new Date().toISOString() }),
    )!;
    expect(mended).toMatchObject({ status: 'åtgärdat', revision: 3, noticesQueued: 2 });
    await expect.poll(outbox, { timeout: 10_000 }).toHaveLength(6);
    expect((await outbox()).slice(4).find((m) => m.channel === 'sms')?.body).toContain('Avbrottet är över.');

    // What /debug lists for staff: both channels.
    const listed = valueIn(outboxEndpoints.list, await call(server, outboxEndpoints.list, {}, tokens.admin))!;
    expect(new Set(listed.map((m) => m.channel))).toEqual(new Set(['sms', 'email']));
  });

  it('answers an unknown disruption with 404', async () => {
    const answer = await change('D-finns-inte', plannedWater('1314'));
    expect(answer.status).toBe(404);
    expect(errorOf(answer.body)).toBe('Avbrottet hittades inte.');
  });

  it('says when each disruption was published, and a change publishes it anew (the page header’s "Publicerad", spec §2.5)', async () => {
    const before = Date.now();
    const created = valueIn(disruptionEndpoints.create, await publish('kundservice', plannedWater('1314')))!;
    const publishedAt = async () => (await disruptionsOf('privat', PRIVAT)).find((d) => d.disruptionId === created.disruptionId)!.publishedAt;
    const first = Date.parse(await publishedAt());
    expect(first).toBeGreaterThanOrEqual(before - 1000);
    expect(first).toBeLessThanOrEqual(Date.now());

    const input = plannedWater('1314');
    await change(created.disruptionId, { ...input, endsAt: new Date(Date.parse(input.endsAt!) + hour).toISOString() });
    expect(Date.parse(await publishedAt())).toBeGreaterThan(first);
    // The demo's are dated too: the planned one announced days before it starts.
    const demo = (await disruptionsOf('privat', PRIVAT)).find((d) => d.disruptionId.startsWith('D-VA-'))!;
    expect(Date.parse(demo.publishedAt)).toBeLessThan(Date.parse(demo.startsAt));
  });
});

describe('a queued notice and a server restart', () => {
  it('is sent after the restart when the server stopped before a worker took it', async () => {
    // Idle workers ask only once a minute, right after start: the notices wait in the queue.
    let server = await startTestServer({ env: { JOB_POLLING_SECONDS: '60' } });
    try {
      const { kundservice } = await tokensOf(server, ['kundservice']);
      expect((await call(server, disruptionEndpoints.create, { body: plannedWater('1314') }, kundservice)).status).toBe(201);
      const outbox = () => server.db.selectFrom('outbox').select(['channel', 'recipient']).orderBy('channel').execute();
      await expect(outbox()).resolves.toEqual([]);
      server = await server.restart();
      await expect.poll(outbox, { timeout: 10_000 }).toEqual([
        { channel: 'email', recipient: 'anna.andersson@example.se' },
        { channel: 'sms', recipient: '070-123 45 67' },
      ]);
    } finally {
      await server.close();
    }
  });
});

describe('outage notices by SMS through 46elks (SMS_URL)', () => {
  let server: TestServer;
  let gateway: Server;
  const delivered: { authorization: string | undefined; form: Record<string, string> }[] = [];
  let refuseNext = true;

  beforeAll(async () => {
    gateway = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => {
        body += chunk.toString('utf8');
      });
      request.on('end', () => {
        // The first call fails as a busy gateway's would: the job is retried.
        if (refuseNext) {
          refuseNext = false;
          response.writeHead(503).end('Service Unavailable');
          return;
        }
        delivered.push({ authorization: request.headers.authorization, form: Object.fromEntries(new URLSearchParams(body)) });
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ status: 'created', id: 's1', parts: 2 }));
      });
    });
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    const port = (gateway.address() as AddressInfo).port;
    server = await startTestServer({
      env: { ...FAST_QUEUE, JOB_RETRY_DELAY_SECONDS: '1', SMS_URL: `http://api-anvandare:api-losen@127.0.0.1:${port}/a1/sms`, SMS_FROM: 'Energi' },
    });
  });
  afterAll(async () => {
    await server.close();
    await new Promise<void>((resolve) => gateway.close(() => resolve()));
  });

  it('sends Anna’s SMS through the gateway after a refused first attempt, and records it as sent', async () => {
    const { kundservice } = await tokensOf(server, ['kundservice']);
    expect((await call(server, disruptionEndpoints.create, { body: plannedWater('1314') }, kundservice)).status).toBe(201);
    await expect.poll(() => delivered.length, { timeout: 20_000 }).toBe(1);
    expect(delivered[0]).toEqual({
      authorization: `Basic ${Buffer.from('api-anvandare:api-losen').toString('base64')}`,
      form: { from: 'Energi', to: '+46701234567', message: expect.stringMatching(/^Planerat avbrott, vatten och avlopp: /) },
    });
    // The e-mail, with no SMTP server, is kept in the outbox; the SMS went out, once.
    await expect
      .poll(() => server.db.selectFrom('outbox').select(['channel', 'recipient', 'status']).orderBy('channel').execute(), { timeout: 10_000 })
      .toEqual([
        { channel: 'email', recipient: 'anna.andersson@example.se', status: 'kept' },
        { channel: 'sms', recipient: '070-123 45 67', status: 'sent' },
      ]);
  });
});
