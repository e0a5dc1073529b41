import { dataEnvelope, invoice, overview } from '@mina-sidor/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { swedishToday } from '../src/repositories/meter-values.ts';
import { signIn } from './support/oidc-login.ts';
import { getJson, startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer({ meterValues: { facilityKeys: ['5000101-F01', '5200404-F01', '5200404-F02'], until: new Date() } });
  token = (await signIn(server.baseUrl, { persona: 'privat' })).access_token;
}, 120_000);
afterAll(() => server.close());

describe('the overview', () => {
  it('compares each service’s last complete month with the same month last year', async () => {
    const { status, body } = await getJson(server, '/api/v2/customers/10000000001/overview', token);
    expect(status).toBe(200);
    const data = dataEnvelope(overview).parse(body).data[0]!;
    expect(data.facilityKey).toBe('5000101-F01');
    const today = swedishToday();
    const [y, m] = today.split('-').map(Number) as [number, number];
    const expectedMonth = m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
    expect(data.consumption.map((c) => [c.service, c.unit, c.month])).toEqual([
      ['EL', 'kWh', expectedMonth],
      ['FJV', 'kWh', expectedMonth],
      ['VA', 'm³', expectedMonth],
    ]);
    const el = data.consumption[0]!;
    const { rows } = await sql<{ wh: string }>`
      select sum(d.value)::text as wh from meter_values_daily d join metering_points p using (metering_point_id)
      where p.facility_key = '5000101-F01' and p.service = 'EL' and p.type = 'CONSUMPTION'
        and d.day >= ${`${expectedMonth}-01`}::date and d.day < (${`${expectedMonth}-01`}::date + interval '1 month')`.execute(server.db);
    expect(el.value).toBeCloseTo(Number(rows[0]!.wh) / 1000, 3);
    expect(el.changePercent).toBeCloseTo(((el.value! - el.lastYearValue!) / el.lastYearValue!) * 100, 0);
  });

  it('shows the latest invoice, unpaid, and the number of unread messages', async () => {
    const data = dataEnvelope(overview).parse((await getJson(server, '/api/v2/customers/10000000001/overview', token)).body).data[0]!;
    expect(data.latestInvoice).toMatchObject({ paid: false });
    expect(data.latestInvoice!.amountOre % 100).toBe(0);
    expect(data.unreadMessages).toBe(2);
    const all = dataEnvelope(invoice).parse((await getJson(server, '/api/v2/customers/10000000001/invoices', token)).body).data;
    expect(all[0]).toEqual(data.latestInvoice);
    expect(all.slice(1).every((i) => i.paid)).toBe(true);
  });

  it('lists the planned water outage in the villa’s postal area, but not for a flat elsewhere', async () => {
    const data = dataEnvelope(overview).parse((await getJson(server, '/api/v2/customers/10000000001/overview', token)).body).data[0]!;
    expect(data.disruptions.map((d) => [d.service, d.planned])).toEqual([['VA', true]]);
    const lankad = (await signIn(server.baseUrl, { persona: 'lankad' })).access_token;
    const flat = dataEnvelope(overview).parse((await getJson(server, '/api/v2/customers/10000000005/overview', lankad)).body).data[0]!;
    expect(flat.disruptions).toEqual([]);
  });

  it('is 404 for a facility, group or account the customer does not have, and 400 for a malformed group', async () => {
    const koncern = (await signIn(server.baseUrl, { persona: 'koncern' })).access_token;
    const group = (await getJson(server, '/api/v2/customers/10000000004/overview', koncern)).body as { data: { groupId: string }[] };
    const foreignAccount = await server.db.selectFrom('customer_accounts').select('customer_account_id').where('customer_id', '=', '10000000004').executeTakeFirstOrThrow();
    for (const query of ['facilityKey=5100303-F01', `groupId=${group.data[0]!.groupId}`, `customerAccountId=${foreignAccount.customer_account_id}`]) {
      const { status, body } = await getJson(server, `/api/v2/customers/10000000001/overview?${query}`, token);
      expect(status, query).toBe(404);
      expect(JSON.stringify(body)).not.toContain('10000000004');
    }
    expect((await getJson(server, '/api/v2/customers/10000000001/overview?groupId=inte-en-grupp', token)).status).toBe(400);
  });

  it('sums a group’s facilities per service and lists disruptions at any of them', async () => {
    const koncern = (await signIn(server.baseUrl, { persona: 'koncern' })).access_token;
    const data = dataEnvelope(overview).parse((await getJson(server, '/api/v2/customers/10000000004/overview', koncern)).body).data[0]!;
    const customer = await server.db.selectFrom('customers').select('group_id').where('customer_id', '=', '10000000004').executeTakeFirstOrThrow();
    expect(data).toMatchObject({ facilityKey: null, groupId: customer.group_id });
    const month = `${data.consumption[0]!.month}-01`;
    const { rows } = await sql<{ service: string; wh: string }>`
      select p.service, sum(d.value)::text as wh from meter_values_daily d join metering_points p using (metering_point_id)
      join facilities f using (facility_key)
      where f.customer_id = '10000000004' and p.type = 'CONSUMPTION' and d.day >= ${month}::date and d.day < (${month}::date + interval '1 month')
      group by p.service order by p.service`.execute(server.db);
    expect(rows.length).toBeGreaterThan(1);
    expect(data.consumption.map((c) => [c.service, c.value])).toEqual(rows.map((r) => [r.service, Number(r.wh) / 1000]));
    const first = dataEnvelope(overview).parse((await getJson(server, '/api/v2/customers/10000000004/overview?facilityKey=5200404-F01', koncern)).body).data[0]!;
    const el = (d: typeof data) => d.consumption.find((c) => c.service === 'EL')!.value!;
    expect(el(data)).toBeGreaterThan(el(first));
    expect(data.disruptions.map((d) => d.disruptionId)).toEqual(expect.arrayContaining(first.disruptions.map((d) => d.disruptionId)));
  });

  it('shows the latest invoice of the selected account', async () => {
    const erik = (await signIn(server.baseUrl, { persona: 'flera-konton' })).access_token;
    const accounts = await server.db.selectFrom('customer_accounts').select('customer_account_id').where('customer_id', '=', '10000000002').orderBy('sort_order').execute();
    expect(accounts.length).toBe(2);
    const all = dataEnvelope(invoice).parse((await getJson(server, '/api/v2/customers/10000000002/invoices', erik)).body).data;
    for (const { customer_account_id: account } of accounts) {
      const data = dataEnvelope(overview).parse((await getJson(server, `/api/v2/customers/10000000002/overview?customerAccountId=${account}`, erik)).body).data[0]!;
      expect(data.latestInvoice).toEqual(all.find((i) => i.customerAccountId === account));
    }
  });
});
