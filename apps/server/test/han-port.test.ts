import { hanPortEndpoints } from '@mina-sidor/shared/han-port';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, valueIn } from './support/endpoints.ts';
import { signIn } from './support/oidc-login.ts';
import { CUSTOMER_IDS } from './support/personas.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const PRIVAT = CUSTOMER_IDS.privat;
const errorOf = (body: unknown) => (body as { error: { message: string } }).error.message;

describe('the HAN port of each electricity meter (/el/han-port)', () => {
  let server: TestServer;
  let tokens: Record<string, string>;
  /** Anna's villa's electricity meter: its port is off in the demo data. */
  let villaMeter: string;
  beforeAll(async () => {
    server = await startTestServer();
    const personas = ['privat', 'lankad', 'kundservice', 'flera-konton'];
    tokens = Object.fromEntries(await Promise.all(personas.map(async (p) => [p, (await signIn(server.baseUrl, { persona: p })).access_token] as const)));
    const row = await server.db
      .selectFrom('metering_points')
      .select('metering_point_id')
      .where('facility_key', '=', '5000101-F01')
      .where('service', '=', 'EL')
      .where('type', '=', 'CONSUMPTION')
      .executeTakeFirstOrThrow();
    villaMeter = row.metering_point_id;
  });
  afterAll(() => server.close());

  const list = (persona: string, customerId: string = PRIVAT) => call(server, hanPortEndpoints.list, { params: { id: customerId } }, tokens[persona]);
  const activate = (persona: string, meteringPointId = villaMeter, customerId: string = PRIVAT) =>
    call(server, hanPortEndpoints.activate, { params: { id: customerId, meteringPointId } }, tokens[persona]);
  const stored = () => server.db.selectFrom('han_ports').selectAll().orderBy('metering_point_id').execute();

  it('lists the customer’s electricity meters (not the production point) with an inactive port; a linked user and staff see it too', async () => {
    for (const persona of ['privat', 'lankad', 'kundservice']) {
      const answer = await list(persona);
      expect(answer.status).toBe(200);
      expect(valueIn(hanPortEndpoints.list, answer)).toEqual([
        {
          meteringPointId: villaMeter,
          meterNumber: expect.stringMatching(/^\d{8}$/),
          facilityKey: '5000101-F01',
          facilityName: 'Villa Solbacken',
          address: 'Solbackevägen 12, 131 40 Nacka',
          customerAccountIds: ['5000101001'],
          status: 'inactive',
          requestedAt: null,
          activatedAt: null,
        },
      ]);
    }
  });

  it('shows the demo data’s active and requested ports', async () => {
    const erik = valueIn(hanPortEndpoints.list, await list('flera-konton', CUSTOMER_IDS['flera-konton']))!;
    expect(erik.map((p) => [p.facilityKey, p.status, p.customerAccountIds])).toEqual([
      ['5000202-F01', 'active', ['5000202001']],
      ['5000202-F02', 'requested', ['5000202002']],
    ]);
    expect(erik[0]!.activatedAt).not.toBeNull();
  });

  it('refuses a linked user and staff (403) and stores nothing', async () => {
    const before = await stored();
    const linked = await activate('lankad');
    expect(linked.status).toBe(403);
    expect(errorOf(linked.body)).toBe('Som länkad användare kan du inte ändra avtal eller beställa en Power Hub.');
    const staff = await activate('kundservice');
    expect(staff.status).toBe(403);
    expect(errorOf(staff.body)).toBe('Kundservice har läsbehörighet och kan inte ändra kundens uppgifter.');
    expect(await stored()).toEqual(before);
  });

  it('answers another customer’s meter and an unknown one 404, and stores nothing', async () => {
    const before = await stored();
    const eriksVilla = valueIn(hanPortEndpoints.list, await list('flera-konton', CUSTOMER_IDS['flera-konton']))![0]!.meteringPointId;
    const foreign = await activate('privat', eriksVilla);
    expect(foreign.status).toBe(404);
    expect(errorOf(foreign.body)).toBe('Mätpunkten hittades inte.');
    expect((await activate('privat', '735999000000000000')).status).toBe(404);
    expect((await activate('privat', 'abc')).status).toBe(400);
    expect(await stored()).toEqual(before);
  });

  it('requests activation once: the port is requested, by whom and when; asking again changes nothing', async () => {
    const started = Date.now();
    const first = await activate('privat');
    expect(first.status).toBe(200);
    const port = valueIn(hanPortEndpoints.activate, first)!;
    expect(port).toMatchObject({ meteringPointId: villaMeter, status: 'requested', activatedAt: null });
    expect(Date.parse(port.requestedAt!)).toBeGreaterThanOrEqual(started - 1000);
    const subject = (await server.db.selectFrom('users').select('subject').where('persona_key', '=', 'privat').executeTakeFirstOrThrow()).subject;
    const after = (await stored()).filter((r) => r.metering_point_id === villaMeter);
    expect(after).toEqual([expect.objectContaining({ status: 'requested', requested_by: subject })]);

    const again = await activate('privat');
    expect(again.status).toBe(200);
    expect(valueIn(hanPortEndpoints.activate, again)).toEqual(port);
    expect((await stored()).filter((r) => r.metering_point_id === villaMeter)).toEqual(after);
    expect(valueIn(hanPortEndpoints.list, await list('lankad'))![0]!.status).toBe('requested');
  });

  it('answers an active port as it is', async () => {
    const erik = valueIn(hanPortEndpoints.list, await list('flera-konton', CUSTOMER_IDS['flera-konton']))!;
    const answer = await activate('flera-konton', erik[0]!.meteringPointId, CUSTOMER_IDS['flera-konton']);
    expect(answer.status).toBe(200);
    expect(valueIn(hanPortEndpoints.activate, answer)).toEqual(erik[0]);
  });
});
