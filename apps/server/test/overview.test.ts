import { invoiceEndpoints } from '@mina-sidor/shared/invoice';
import { overviewEndpoints, type OverviewQuery } from '@mina-sidor/shared/overview';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { swedishToday } from '../src/lib/swedish-time.ts';
import { call, valueIn } from './support/endpoints.ts';
import { signIn } from './support/oidc-login.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer({ meterValues: { facilityKeys: ['5000101-F01', '5200404-F01', '5200404-F02'], until: new Date() } });
  token = (await signIn(server.baseUrl, { persona: 'privat' })).access_token;
}, 120_000);
afterAll(() => server.close());

const overviewOf = (id: string, bearer: string, query: OverviewQuery = {}) => call(server, overviewEndpoints.detail, { params: { id }, query }, bearer);
const invoicesOf = async (id: string, bearer: string) =>
  valueIn(invoiceEndpoints.list, await call(server, invoiceEndpoints.list, { params: { id }, query: {} }, bearer))!.invoices;

describe('the overview', () => {
  it('compares each service’s last complete month with the same month last year', async () => {
    const answer = await overviewOf('10000000001', token);
    expect(answer.status).toBe(200);
    const data = valueIn(overviewEndpoints.detail, answer)!;
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

  it('shows the latest invoice, paid by autogiro on its due date, and the number of unread messages', async () => {
    const data = valueIn(overviewEndpoints.detail, await overviewOf('10000000001', token))!;
    const latest = data.latestInvoice!;
    expect(latest).toMatchObject({ paymentMethod: 'autogiro', paid: latest.dueDate <= swedishToday() });
    expect(latest.amountOre).toBe(latest.netOre + latest.vatOre);
    expect(data.unreadMessages).toBe(2);
    const all = await invoicesOf('10000000001', token);
    expect(all[0]).toEqual(data.latestInvoice);
    expect(all.slice(1).every((i) => i.paid)).toBe(true);
  });

  it('lists the planned water outage in the villa’s postal area, but not for a flat elsewhere', async () => {
    const data = valueIn(overviewEndpoints.detail, await overviewOf('10000000001', token))!;
    expect(data.disruptions.map((d) => [d.service, d.planned])).toEqual([['VA', true]]);
    const lankad = (await signIn(server.baseUrl, { persona: 'lankad' })).access_token;
    const flat = valueIn(overviewEndpoints.detail, await overviewOf('10000000005', lankad))!;
    expect(flat.disruptions).toEqual([]);
  });

  it('is 404 for a facility, group or account the customer does not have, and 400 for a malformed group', async () => {
    const koncern = (await signIn(server.baseUrl, { persona: 'koncern' })).access_token;
    const group = (await overviewOf('10000000004', koncern)).body as { data: { groupId: string }[] };
    const foreignAccount = await server.db
      .selectFrom('customer_accounts')
      .select('customer_account_id')
      .where('customer_id', '=', '10000000004')
      .executeTakeFirstOrThrow();
    for (const query of [{ facilityKey: '5100303-F01' }, { groupId: group.data[0]!.groupId }, { customerAccountId: foreignAccount.customer_account_id }]) {
      const { status, body } = await overviewOf('10000000001', token, query);
      expect(status, JSON.stringify(query)).toBe(404);
      expect(JSON.stringify(body)).not.toContain('10000000004');
    }
    expect((await overviewOf('10000000001', token, { groupId: 'inte-en-grupp' })).status).toBe(400);
  });

  it('sums a group’s facilities per service and lists disruptions at any of them', async () => {
    const koncern = (await signIn(server.baseUrl, { persona: 'koncern' })).access_token;
    const data = valueIn(overviewEndpoints.detail, await overviewOf('10000000004', koncern))!;
    const customer = await server.db.selectFrom('customers').select('group_id').where('customer_id', '=', '10000000004').executeTakeFirstOrThrow();
    expect(data).toMatchObject({ facilityKey: null, groupId: customer.group_id });
    const month = `${data.consumption[0]!.month}-01`;
    const { rows } = await sql<{ service: string; wh: string }>`
      select p.service, sum(d.value)::text as wh from meter_values_daily d join metering_points p using (metering_point_id)
      join facilities f using (facility_key)
      where f.customer_id = '10000000004' and p.type = 'CONSUMPTION' and d.day >= ${month}::date and d.day < (${month}::date + interval '1 month')
      group by p.service order by p.service`.execute(server.db);
    expect(rows.length).toBeGreaterThan(1);
    // The sites whose values this file does not generate (district cooling, tap hot water) have none to sum.
    expect(data.consumption.filter((c) => c.value !== null).map((c) => [c.service, c.value])).toEqual(rows.map((r) => [r.service, Number(r.wh) / 1000]));
    const first = valueIn(overviewEndpoints.detail, await overviewOf('10000000004', koncern, { facilityKey: '5200404-F01' }))!;
    const el = (d: typeof data) => d.consumption.find((c) => c.service === 'EL')!.value!;
    expect(el(data)).toBeGreaterThan(el(first));
    expect(data.disruptions.map((d) => d.disruptionId)).toEqual(expect.arrayContaining(first.disruptions.map((d) => d.disruptionId)));
  });

  it('shows the latest invoice of the selected account', async () => {
    const erik = (await signIn(server.baseUrl, { persona: 'flera-konton' })).access_token;
    const accounts = await server.db
      .selectFrom('customer_accounts')
      .select('customer_account_id')
      .where('customer_id', '=', '10000000002')
      .orderBy('sort_order')
      .execute();
    expect(accounts.length).toBe(2);
    const all = await invoicesOf('10000000002', erik);
    for (const { customer_account_id: account } of accounts) {
      const data = valueIn(overviewEndpoints.detail, await overviewOf('10000000002', erik, { customerAccountId: account }))!;
      expect(data.latestInvoice).toEqual(all.find((i) => i.customerAccountId === account));
    }
  });
});
