import { customerEndpoints } from '@mina-sidor/shared/customer';
import { groupReportEndpoints } from '@mina-sidor/shared/group-report';
import { messageEndpoints } from '@mina-sidor/shared/message';
import { powerOfAttorneyEndpoints } from '@mina-sidor/shared/power-of-attorney';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_IDS } from '../src/demo-source/personas.ts';
import { call, valueIn } from './support/endpoints.ts';
import { INTEGRATION_SECRET, IntegrationClient, privateCustomerRecord } from './support/integration-client.ts';
import { signIn } from './support/oidc-login.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

/**
 * The other kinds of the integration API in (decision 0051): a system of record, simulated here, loads a new customer with two facilities,
 * then sends third parties' power-of-attorney requests, messages and a special time series for it. The customer signs
 * in and sees each on its own endpoint; what the customer decided or read stays so when the source sends the same
 * record again; a record that refers to what does not exist is refused with its position and reason, nothing stored.
 */
const ELIN = '10000000901';
const ACCOUNT = '5000901001';
const PERSONNUMMER = '199204172382';
const VILLA = '5000901-F01';
const COTTAGE = '5000901-F02';
const VILLA_EL = '735999100000090101';
const VILLA_WATER = 'VA-90010102';
const COTTAGE_EL = '735999100000090201';

const customer = privateCustomerRecord({
  customerId: ELIN,
  accountId: ACCOUNT,
  personnummer: '19920417-2382',
  name: 'Elin Strand',
  email: 'elin.strand@example.se',
  mobilePhone: '070-123 45 67',
});
const facility = (facilityKey: string, displayName: string, meteringPoints: unknown[], services: unknown[]) => ({
  facilityKey,
  customerId: ELIN,
  displayName,
  address: 'Strandvägen 4',
  postalCode: '13150',
  city: 'Saltsjöbaden',
  priceArea: 'SE3',
  gridArea: null,
  building: null,
  accounts: [{ customerAccountId: ACCOUNT }],
  services,
  meteringPoints,
});

const request = (overrides: Record<string, unknown> = {}) => ({
  permissionId: 'FM-2026-009001',
  customerId: ELIN,
  meteringPointId: VILLA_EL,
  requester: 'Nordisk Elhandel AB',
  receivedStartDateTime: '2026-11-18T10:00:00+01:00',
  ...overrides,
});
const message = (overrides: Record<string, unknown> = {}) => ({
  messageId: 'MS-2026-900001',
  customerId: ELIN,
  subject: 'Din faktura för november är klar',
  body: 'Din faktura för november finns nu under Fakturor.\nFörfallodagen är den 31 december.',
  category: 'Faktura',
  createdAt: '2026-12-05T08:30:00+01:00',
  ...overrides,
});
const series = (overrides: Record<string, unknown> = {}) => ({
  timeSeriesId: 'TS-5000901-1',
  customerId: ELIN,
  name: 'All el',
  unit: 'kWh',
  meteringPoints: [VILLA_EL, COTTAGE_EL],
  ...overrides,
});

let server: TestServer;
let client: IntegrationClient;
let token: string;
const ndjson = (...records: unknown[]) => records.map((r) => JSON.stringify(r)).join('\n');

const poas = async () => valueIn(powerOfAttorneyEndpoints.list, await call(server, powerOfAttorneyEndpoints.list, { params: { id: ELIN } }, token)) ?? [];
const messages = async () =>
  valueIn(messageEndpoints.list, await call(server, messageEndpoints.list, { query: { customerId: ELIN, reload: 'true' } }, token)) ?? [];
const seriesList = async () =>
  (valueIn(customerEndpoints.specialTimeSeries, await call(server, customerEndpoints.specialTimeSeries, { params: { id: ELIN } }, token)) ?? []).flatMap(
    (group) => group.timeSeries,
  );
/** A local date in Sweden, `days` from today. */
const swedishDay = (days: number) => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' }).format(new Date(Date.now() + days * 86_400_000));
/** The series as the group report shows them, for the days from `from` to `to` days from today. */
const reportedSeries = async ({ from, to } = { from: -7, to: 0 }) => {
  const query = { from: swedishDay(from), to: swedishDay(to), resolution: 'day' } as const;
  const report = valueIn(groupReportEndpoints.report, await call(server, groupReportEndpoints.report, { params: { id: ELIN }, query }, token));
  return report?.timeSeries.map((s) => ({ timeSeriesId: s.timeSeriesId, name: s.name, unit: s.unit, meteringPoints: s.meteringPoints }));
};

/** The rows a kind writes, as text: a batch that changes nothing leaves them exactly so. */
async function stored(table: 'powers_of_attorney' | 'messages' | 'special_time_series' | 'special_time_series_points'): Promise<string> {
  const rows =
    table === 'special_time_series_points'
      ? await server.db.selectFrom(table).selectAll().orderBy('time_series_id').orderBy('metering_point_id').execute()
      : await server.db.selectFrom(table).selectAll().where('customer_id', '=', ELIN).execute();
  return JSON.stringify(rows);
}

beforeAll(async () => {
  server = await startTestServer({ env: { INTEGRATION_CLIENT_SECRET: INTEGRATION_SECRET, WRITE_RATE_LIMIT_PER_MINUTE: '1000' } });
  client = new IntegrationClient(server);
  expect((await client.send('customers', [customer])).summary).toMatchObject({ inserted: 1 });
  const facilities = await client.send('facilities', [
    facility(
      VILLA,
      'Villa Strand',
      [
        { meteringPointId: VILLA_EL, service: 'EL', type: 'CONSUMPTION', meterNumber: '90010101' },
        { meteringPointId: VILLA_WATER, service: 'VA', type: 'CONSUMPTION', meterNumber: 'W-9001012' },
      ],
      [
        { name: 'EL', readingType: 'AUTOMATIC' },
        { name: 'VA', readingType: 'MANUAL' },
      ],
    ),
    facility(
      COTTAGE,
      'Sommarstugan',
      [{ meteringPointId: COTTAGE_EL, service: 'EL', type: 'CONSUMPTION', meterNumber: '90020101' }],
      [{ name: 'EL', readingType: 'AUTOMATIC' }],
    ),
  ]);
  expect(facilities.summary).toMatchObject({ inserted: 2 });
  token = (await signIn(server.baseUrl, { personnummer: PERSONNUMMER })).access_token;
});
afterAll(() => server.close());

describe('powers of attorney', () => {
  it('shows a third party’s request to the customer as new and unanswered; the same batch again changes nothing', async () => {
    const sent = await client.send('powers-of-attorney', [request()]);
    expect(sent.status).toBe(200);
    expect(sent.summary).toMatchObject({ kind: 'powers-of-attorney', records: 1, inserted: 1, written: true });
    expect(await poas()).toEqual([
      {
        permissionId: 'FM-2026-009001',
        statusMP: 'Ny',
        requester: 'Nordisk Elhandel AB',
        meteringPointId: VILLA_EL,
        receivedStartDateTime: '2026-11-18T09:00:00.000Z',
        responseStartDateTime: '1900-01-01T00:00:00.000Z',
        actualReportStartDateTime: '1900-01-01T00:00:00.000Z',
        actualReportEndDateTime: null,
      },
    ]);
    const before = await stored('powers_of_attorney');
    const again = await client.send('powers-of-attorney', ndjson(request()));
    expect(again.summary).toMatchObject({ format: 'ndjson', inserted: 0, updated: 0, unchanged: 1, written: false });
    expect(await stored('powers_of_attorney')).toBe(before);
  });

  it('keeps the customer’s approval when the same request arrives again, and ends it when the source withdraws it', async () => {
    const decided = await call(
      server,
      powerOfAttorneyEndpoints.decide,
      { params: { id: ELIN, permissionId: 'FM-2026-009001' }, body: { decision: 'approve' } },
      token,
    );
    expect(decided.status).toBe(200);
    const approved = (await poas())[0]!;
    expect(approved).toMatchObject({ statusMP: 'Aktiv', actualReportEndDateTime: null });

    const again = await client.send('powers-of-attorney', [request()]);
    expect(again.summary).toMatchObject({ unchanged: 1, written: false });
    expect(await poas()).toEqual([approved]);
    // The source's own status for a request does not answer it either.
    expect((await client.send('powers-of-attorney', [request({ statusMP: 'Väntande' })])).summary).toMatchObject({ unchanged: 1 });
    expect(await poas()).toEqual([approved]);

    // After the approval: the requester read from the approval until now.
    const withdrawnAt = new Date().toISOString();
    const withdrawn = await client.send('powers-of-attorney', [request({ withdrawnDateTime: withdrawnAt })]);
    expect(withdrawn.summary).toMatchObject({ updated: 1, written: true });
    expect(await poas()).toEqual([{ ...approved, statusMP: 'Inaktiv', actualReportEndDateTime: withdrawnAt }]);
    expect((await client.send('powers-of-attorney', [request({ withdrawnDateTime: withdrawnAt })])).summary).toMatchObject({ unchanged: 1 });
    // Its decision stays on record; none was added by the source.
    const decisions = await server.db.selectFrom('power_of_attorney_decisions').select('decision').where('permission_id', '=', 'FM-2026-009001').execute();
    expect(decisions).toEqual([{ decision: 'approve' }]);
  });

  it('keeps a rejection, and ends a request the customer never answered when the source withdraws it', async () => {
    const batch = [
      request({ permissionId: 'FM-2026-009002', requester: 'Energikollen AB' }),
      request({ permissionId: 'FM-2026-009003', meteringPointId: COTTAGE_EL }),
    ];
    expect((await client.send('powers-of-attorney', batch)).summary).toMatchObject({ inserted: 2 });
    const rejected = await call(
      server,
      powerOfAttorneyEndpoints.decide,
      { params: { id: ELIN, permissionId: 'FM-2026-009002' }, body: { decision: 'reject' } },
      token,
    );
    expect(rejected.status).toBe(200);
    const before = (await poas()).find((p) => p.permissionId === 'FM-2026-009002');
    expect(before).toMatchObject({ statusMP: 'Inaktiv' });
    const withdrawnAt = '2026-11-20T12:00:00.000Z';
    const resent = await client.send('powers-of-attorney', [batch[0], { ...batch[1], withdrawnDateTime: withdrawnAt }]);
    expect(resent.summary).toMatchObject({ unchanged: 1, updated: 1 });
    const after = await poas();
    expect(after.find((p) => p.permissionId === 'FM-2026-009002')).toEqual(before);
    expect(after.find((p) => p.permissionId === 'FM-2026-009003')).toMatchObject({
      statusMP: 'Inaktiv',
      responseStartDateTime: '1900-01-01T00:00:00.000Z',
      actualReportEndDateTime: withdrawnAt,
    });
  });

  it('refuses a request for an unknown metering point or another customer’s, by index and reason, and stores nothing', async () => {
    const other = await server.db
      .selectFrom('metering_points as p')
      .innerJoin('facilities as f', 'f.facility_key', 'p.facility_key')
      .select('p.metering_point_id')
      .where('f.customer_id', '=', CUSTOMER_IDS.privat)
      .executeTakeFirstOrThrow();
    const before = await stored('powers_of_attorney');
    const refused = await client.send('powers-of-attorney', [
      request({ permissionId: 'FM-2026-009004' }),
      request({ permissionId: 'FM-2026-009005', meteringPointId: '735999100000099999' }),
      request({ permissionId: 'FM-2026-009006', meteringPointId: other.metering_point_id }),
      // Answered for the villa's point: the answer does not move to the cottage's.
      request({ meteringPointId: COTTAGE_EL }),
    ]);
    expect(refused.status).toBe(422);
    expect(refused.summary).toMatchObject({ records: 4, invalid: 3, inserted: 0, written: false });
    expect(refused.summary.problems).toEqual([
      {
        index: 1,
        line: null,
        key: 'FM-2026-009005',
        reason: 'Mätpunkten 735999100000099999 finns inte: skicka den med anläggningen (facilities) först.',
      },
      { index: 2, line: null, key: 'FM-2026-009006', reason: `Mätpunkten ${other.metering_point_id} hör inte till kunden ${ELIN}.` },
      {
        index: 3,
        line: null,
        key: 'FM-2026-009001',
        reason: `Fullmakten är redan besvarad för mätpunkten ${VILLA_EL}; en begäran för en annan mätpunkt skickas med ett nytt id.`,
      },
    ]);
    expect(await stored('powers_of_attorney')).toBe(before);
  });
});

describe('messages', () => {
  it('shows the provider’s message to the customer as unread; the same batch again changes nothing', async () => {
    const sent = await client.send('messages', ndjson(message()));
    expect(sent.status).toBe(200);
    expect(sent.summary).toMatchObject({ kind: 'messages', inserted: 1, written: true });
    expect(await messages()).toContainEqual({
      messageId: 'MS-2026-900001',
      customerId: ELIN,
      subject: 'Din faktura för november är klar',
      body: 'Din faktura för november finns nu under Fakturor.\nFörfallodagen är den 31 december.',
      category: 'Faktura',
      createdAt: '2026-12-05T07:30:00.000Z',
      status: { key: 1, name: 'Oläst' },
      from: 'provider',
      answeredAt: null,
      inReplyTo: null,
    });
    const before = await stored('messages');
    expect((await client.send('messages', [message()])).summary).toMatchObject({ unchanged: 1, written: false });
    expect(await stored('messages')).toBe(before);
  });

  it('keeps a message the customer has read read, when it comes again as it was or corrected', async () => {
    const read = await call(server, messageEndpoints.markRead, { params: { messageId: 'MS-2026-900001' }, body: { customerId: ELIN } }, token);
    expect(read.status).toBe(200);
    const statusOf = async () => (await messages()).find((m) => m.messageId === 'MS-2026-900001');
    expect((await statusOf())?.status).toEqual({ key: 2, name: 'Läst' });
    expect((await client.send('messages', [message()])).summary).toMatchObject({ unchanged: 1 });
    expect((await statusOf())?.status).toEqual({ key: 2, name: 'Läst' });
    expect((await client.send('messages', [message({ subject: 'Din novemberfaktura är klar' })])).summary).toMatchObject({ updated: 1 });
    expect(await statusOf()).toMatchObject({ subject: 'Din novemberfaktura är klar', status: { key: 2, name: 'Läst' } });
  });

  it('ends a message by archiving it: kept, out of the list (status 5)', async () => {
    expect((await client.send('messages', [message({ subject: 'Din novemberfaktura är klar', archived: true })])).summary).toMatchObject({ updated: 1 });
    expect((await messages()).find((m) => m.messageId === 'MS-2026-900001')?.status.key).toBe(5);
  });

  it('refuses a message to an unknown customer, and one over another customer’s message, by index and reason; stores nothing', async () => {
    const before = await stored('messages');
    const demoMessage = await server.db.selectFrom('messages').select('message_id').where('customer_id', '=', CUSTOMER_IDS.privat).executeTakeFirstOrThrow();
    const refused = await client.send('messages', [
      message({ messageId: 'MS-2026-900002' }),
      message({ messageId: 'MS-2026-900003', customerId: '10000009999' }),
      message({ messageId: demoMessage.message_id }),
    ]);
    expect(refused.status).toBe(422);
    expect(refused.summary.problems).toEqual([
      { index: 1, line: null, key: 'MS-2026-900003', reason: 'Kunden 10000009999 finns inte: skicka kunden (customers) först.' },
      { index: 2, line: null, key: demoMessage.message_id, reason: `Meddelandet hör till kunden ${CUSTOMER_IDS.privat}, inte ${ELIN}.` },
    ]);
    expect(await stored('messages')).toBe(before);
  });
});

describe('special time series', () => {
  it('shows the series on the customer’s list and in its group report; the same batch again changes nothing', async () => {
    const sent = await client.send('special-time-series', [series()]);
    expect(sent.status).toBe(200);
    expect(sent.summary).toMatchObject({ kind: 'special-time-series', inserted: 1, written: true });
    expect(await seriesList()).toEqual([{ timeSeriesId: 'TS-5000901-1', name: 'All el', unit: 'kWh' }]);
    expect(await reportedSeries()).toEqual([{ timeSeriesId: 'TS-5000901-1', name: 'All el', unit: 'kWh', meteringPoints: 2 }]);
    const before = (await stored('special_time_series')) + (await stored('special_time_series_points'));
    const again = await client.send('special-time-series', ndjson(series({ meteringPoints: [COTTAGE_EL, VILLA_EL] })));
    expect(again.summary).toMatchObject({ unchanged: 1, written: false });
    expect((await stored('special_time_series')) + (await stored('special_time_series_points'))).toBe(before);
  });

  it('sums exactly the points sent: one left out is no longer summed, and keeps its metering point', async () => {
    // A period that has ended is answered from the group report's cache: the changed series must retire it.
    const ended = { from: -40, to: -10 };
    expect(await reportedSeries(ended)).toEqual([{ timeSeriesId: 'TS-5000901-1', name: 'All el', unit: 'kWh', meteringPoints: 2 }]);
    const changed = await client.send('special-time-series', [series({ name: 'Villans el', meteringPoints: [VILLA_EL] })]);
    expect(changed.summary).toMatchObject({ updated: 1 });
    const now = [{ timeSeriesId: 'TS-5000901-1', name: 'Villans el', unit: 'kWh', meteringPoints: 1 }];
    expect(await reportedSeries()).toEqual(now);
    // The change is heard a moment after the commit, as a change of meter values is.
    await expect.poll(() => reportedSeries(ended), { timeout: 5000 }).toEqual(now);
    expect(await server.db.selectFrom('metering_points').select('metering_point_id').where('metering_point_id', '=', COTTAGE_EL).execute()).toHaveLength(1);
  });

  it('refuses unknown points, another customer’s and a water point in kWh, by index and reason; stores nothing', async () => {
    const other = await server.db
      .selectFrom('metering_points as p')
      .innerJoin('facilities as f', 'f.facility_key', 'p.facility_key')
      .select('p.metering_point_id')
      .where('f.customer_id', '=', CUSTOMER_IDS.privat)
      .where('p.service', '=', 'EL')
      .executeTakeFirstOrThrow();
    const before = (await stored('special_time_series')) + (await stored('special_time_series_points'));
    const refused = await client.send('special-time-series', [
      series({ timeSeriesId: 'TS-5000901-2', name: 'Vatten', unit: 'm³', meteringPoints: [VILLA_WATER] }),
      series({ timeSeriesId: 'TS-5000901-3', meteringPoints: [VILLA_EL, 'EL-OKAND-1'] }),
      series({ timeSeriesId: 'TS-5000901-4', meteringPoints: [other.metering_point_id] }),
      series({ meteringPoints: [VILLA_EL, VILLA_WATER] }),
    ]);
    expect(refused.status).toBe(422);
    expect(refused.summary).toMatchObject({ records: 4, invalid: 3, written: false });
    expect(refused.summary.problems).toEqual([
      { index: 1, line: null, key: 'TS-5000901-3', reason: 'Mätpunkten EL-OKAND-1 finns inte: skicka den med anläggningen (facilities) först.' },
      { index: 2, line: null, key: 'TS-5000901-4', reason: `Mätpunkten ${other.metering_point_id} hör inte till någon av kundens (${ELIN}) anläggningar.` },
      { index: 3, line: null, key: 'TS-5000901-1', reason: `Mätpunkten ${VILLA_WATER} mäter VA i m³; en tidsserie i kWh summerar bara energi.` },
    ]);
    expect((await stored('special_time_series')) + (await stored('special_time_series_points'))).toBe(before);
    expect(await seriesList()).toEqual([{ timeSeriesId: 'TS-5000901-1', name: 'Villans el', unit: 'kWh' }]);
  });
});
