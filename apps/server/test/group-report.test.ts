import { groupReportEndpoints, type GroupReport } from '@mina-sidor/shared/group-report';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDemoBase } from '../src/demo-source/world/customers.ts';
import { call, urlOf, valueIn } from './support/endpoints.ts';
import { CUSTOMER_IDS, tokensForAll } from './support/personas.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';
import { answerAfterChange, correctMeterValue } from './support/value-correction.ts';

const KONCERN = CUSTOMER_IDS.koncern;
/** Every site of the group, whatever the demo gives it: the test counts nothing by hand. */
const SITES = buildDemoBase()
  .facilities.filter((f) => f.customer_id === KONCERN)
  .map((f) => f.facility_key);
/** Last calendar year: whole, in the demo's history, at day resolution. */
const YEAR = String(new Date().getFullYear() - 1);
const PERIOD = { from: `${YEAR}-01-01`, to: `${YEAR}-12-31` };
const errorOf = (body: unknown) => (body as { error: { message: string } }).error.message;

describe('the group report and structure (/koncernrapport, /koncernstruktur)', () => {
  let server: TestServer;
  let tokens: Record<string, string>;
  let days: GroupReport;
  beforeAll(async () => {
    server = await startTestServer({ meterValues: { facilityKeys: SITES, until: new Date() } });
    tokens = await tokensForAll(server);
    const answer = await report('koncern', { ...PERIOD, resolution: 'day' });
    expect(answer.status).toBe(200);
    days = valueIn(groupReportEndpoints.report, answer)!;
  }, 240_000);
  afterAll(() => server.close());

  function report(persona: string, query: { from: string; to: string; resolution: string }, customerId: string = KONCERN) {
    return call(server, groupReportEndpoints.report, { params: { id: customerId }, query: query as never }, tokens[persona]);
  }

  /** The period's consumption straight from meter_values (not the roll-up), per site and service, over Swedish days. */
  async function independently() {
    const { rows } = await sql<{ facility_key: string; service: string; wh: string }>`
      select p.facility_key, p.service, sum(v.value)::text as wh
      from meter_values v
        join metering_points p on p.metering_point_id = v.metering_point_id
        join facilities f on f.facility_key = p.facility_key
      where f.customer_id = ${KONCERN} and p.type = 'CONSUMPTION'
        and v.ts >= (${PERIOD.from}::date::timestamp at time zone 'Europe/Stockholm')
        and v.ts < ((${PERIOD.to}::date + 1)::timestamp at time zone 'Europe/Stockholm')
      group by 1, 2`.execute(server.db);
    return rows.map((r) => ({ facilityKey: r.facility_key, service: r.service, total: Number(r.wh) / 1000 }));
  }

  it('sums each site’s services, each service and the whole group exactly as the stored meter values do', async () => {
    const expected = await independently();
    expect(expected.length).toBeGreaterThan(0);
    expect(days.buckets).toHaveLength(Number(YEAR) % 4 === 0 ? 366 : 365);
    const shown = days.sites.flatMap((site) => site.services.map((use) => ({ facilityKey: site.facilityKey, service: use.service, total: use.total })));
    expect(shown.sort((a, b) => `${a.facilityKey}${a.service}`.localeCompare(`${b.facilityKey}${b.service}`))).toEqual(
      expected.sort((a, b) => `${a.facilityKey}${a.service}`.localeCompare(`${b.facilityKey}${b.service}`)),
    );
    for (const use of days.services) {
      const sum = expected.filter((e) => e.service === use.service).reduce((total, e) => total + e.total, 0);
      expect(use.total, use.service).toBeCloseTo(sum, 3);
      expect(
        use.values.reduce<number>((total, v) => total + (v ?? 0), 0),
        use.service,
      ).toBeCloseTo(sum, 3);
    }
    const energy = expected.filter((e) => e.service !== 'VA' && e.service !== 'TVV').reduce((total, e) => total + e.total, 0);
    expect(days.overall.find((o) => o.unit === 'kWh')?.total).toBeCloseTo(energy, 3);
  });

  it('gives the special time series values: the group’s electricity is the sum of its electricity main meters', () => {
    const electricity = days.timeSeries.find((s) => s.name === 'Total elförbrukning koncern')!;
    expect(electricity.meteringPoints).toBeGreaterThan(0);
    expect(electricity.total).toBeCloseTo(days.services.find((s) => s.service === 'EL')!.total, 3);
    const heat = days.timeSeries.find((s) => s.unit === 'MWh')!;
    expect(heat.total).toBeCloseTo(days.services.find((s) => s.service === 'FJV')!.total / 1000, 6);
  });

  it('gives the same sums by month as by day', async () => {
    const months = valueIn(groupReportEndpoints.report, await report('koncern', { ...PERIOD, resolution: 'month' }))!;
    expect(months.buckets).toHaveLength(12);
    expect(months.overall).toEqual(days.overall.map((o) => ({ unit: o.unit, total: expect.closeTo(o.total, 3) })));
  });

  it('exports the same figures as CSV and Excel', async () => {
    const input = { params: { id: KONCERN }, query: { ...PERIOD, resolution: 'month', format: 'csv' } } as never;
    const csv = await call(server, groupReportEndpoints.export, input, tokens.koncern);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.headers.get('content-disposition')).toContain('.csv');
    const lines = csv.text.split('\r\n');
    // fetch's text() takes the byte order mark off.
    expect(lines[0]).toBe('Anläggning;Adress;Organisation;Tjänst;Period;Förbrukning;Enhet');
    const electricity = lines.find((line) => line.startsWith('Summa El;'))!.split(';');
    expect(Number(electricity[5]!.replace(',', '.'))).toBeCloseTo(days.services.find((s) => s.service === 'EL')!.total, 3);
    const xlsxInput = { params: { id: KONCERN }, query: { ...PERIOD, resolution: 'month', format: 'xlsx' } } as never;
    const xlsx = await fetch(urlOf(server, groupReportEndpoints.export, xlsxInput), { headers: { authorization: `Bearer ${tokens.koncern}` } });
    expect(xlsx.status).toBe(200);
    expect(
      Buffer.from(await xlsx.arrayBuffer())
        .subarray(0, 2)
        .toString(),
    ).toBe('PK');
  });

  it('shows every account, site and metering point of the group once in the structure', async () => {
    const structure = valueIn(groupReportEndpoints.structure, await call(server, groupReportEndpoints.structure, { params: { id: KONCERN } }, tokens.koncern))!;
    const accounts = await server.db.selectFrom('customer_accounts').select('name').where('customer_id', '=', KONCERN).orderBy('sort_order').execute();
    expect(structure.organisations.map((o) => o.name)).toEqual(accounts.map((a) => a.name));
    expect(structure.parentOrganisation).toBe('Nordhamn Holding AB');
    const points = await server.db
      .selectFrom('metering_points as p')
      .innerJoin('facilities as f', 'f.facility_key', 'p.facility_key')
      .select('p.metering_point_id')
      .where('f.customer_id', '=', KONCERN)
      .execute();
    const shownPoints = structure.organisations.flatMap((o) => o.sites.flatMap((s) => s.meteringPoints.map((p) => p.meteringPointId)));
    expect(shownPoints.sort()).toEqual(points.map((p) => p.metering_point_id).sort());
    expect(new Set(structure.organisations.flatMap((o) => o.sites.map((s) => s.facilityKey)))).toEqual(new Set(SITES));
  });

  it('lets staff read it, and refuses customers without special time series and callers who may not see the group', async () => {
    expect((await report('kundservice', { ...PERIOD, resolution: 'month' })).status).toBe(200);
    for (const persona of ['privat', 'foretag'] as const) {
      const own = await report(persona, { ...PERIOD, resolution: 'month' }, CUSTOMER_IDS[persona]);
      expect(own.status, persona).toBe(404);
      expect(errorOf(own.body)).toBe('Koncernrapporten och koncernstrukturen finns bara för koncernkunder med särskilda tidsserier.');
      const structure = await call(server, groupReportEndpoints.structure, { params: { id: CUSTOMER_IDS[persona] } }, tokens[persona]);
      expect(structure.status, persona).toBe(404);
    }
    const foreign = await report('foretag', { ...PERIOD, resolution: 'month' });
    expect(foreign.status).toBe(404);
    expect(errorOf(foreign.body)).toBe('Kunden hittades inte.');
  });

  it('refuses a period too long for its resolution or back to front, in Swedish', async () => {
    const long = await report('koncern', { from: `${YEAR}-01-01`, to: `${Number(YEAR) + 1}-01-31`, resolution: 'day' });
    expect(long.status).toBe(400);
    expect(errorOf(long.body)).toBe('Välj högst ett år med upplösningen dag.');
    const backwards = await report('koncern', { from: PERIOD.to, to: PERIOD.from, resolution: 'month' });
    expect(backwards.status).toBe(400);
    expect(errorOf(backwards.body)).toContain('Startdatum får inte vara efter slutdatum.');
  });

  it('keeps a closed period summed once, and sums it anew as soon as a meter value changes', async () => {
    const months = async () => valueIn(groupReportEndpoints.report, await report('koncern', { ...PERIOD, resolution: 'month' }))!.services[0]!;
    const before = await months();
    const { rows } = await sql<{ metering_point_id: string; service: string }>`
      select p.metering_point_id, p.service from metering_points p join facilities f on f.facility_key = p.facility_key
      where f.customer_id = ${KONCERN} and p.type = 'CONSUMPTION' and p.service = ${before.service}
        and exists (select 1 from meter_values v where v.metering_point_id = p.metering_point_id and v.ts = ${new Date(`${YEAR}-03-12T10:00:00Z`)})
      limit 1`.execute(server.db);
    const point = rows[0]!.metering_point_id;
    // A roll-up changed behind the database's notification is not seen: the answer is the one kept.
    await sql`update meter_values_daily set value = value + 1000000 where metering_point_id = ${point} and day = ${`${YEAR}-03-12`}::date`.execute(server.db);
    expect((await months()).total).toBe(before.total);
    // A correction as an import makes it (the point's values version moves) retires it at once.
    await correctMeterValue(server.db, point, new Date(`${YEAR}-03-12T10:00:00Z`), 5000);
    expect(await answerAfterChange(async () => (await months()).total, before.total)).toBeCloseTo(before.total! + 5, 3);
  });
});
