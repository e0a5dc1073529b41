import { dataEnvelope, invoice, overview } from '@mina-sidor/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { swedishToday } from '../src/repositories/meter-values.ts';
import { signIn } from './support/oidc-login.ts';
import { getJson, startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer({ meterValues: { facilityKeys: ['5000101-F01'], until: new Date() } });
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

  it('is 404 for a facility the customer does not have', async () => {
    const { status } = await getJson(server, '/api/v2/customers/10000000001/overview?facilityKey=5100303-F01', token);
    expect(status).toBe(404);
  });
});
