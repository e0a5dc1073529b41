import { contractEndpoints } from '@mina-sidor/shared/contract';
import { customerEndpoints } from '@mina-sidor/shared/customer';
import { INTEGRATION_TAG } from '@mina-sidor/shared/integration-inbound';
import { outageNotificationEndpoints } from '@mina-sidor/shared/outage-notification';
import { powerHubEndpoints } from '@mina-sidor/shared/power-hub';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INTEGRATION_KINDS, kindNamed } from '../src/modules/integration-inbound/registry.ts';
import { call, valueIn } from './support/endpoints.ts';
import { INTEGRATION_SECRET, IntegrationClient } from './support/integration-client.ts';
import { signIn } from './support/oidc-login.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

/**
 * Integration in (decision 0051): a system of record, simulated here, signs in with client credentials and loads a new
 * customer with an account, a facility with its metering points and a contract, in three batches; the customer then
 * signs in at the embedded identity server with the personnummer it was loaded with and sees them. What each batch
 * stored is checked against the database itself.
 */
const MAJA = '10000000801';
const ACCOUNT = '5000801001';
const VILLA = '5000801-F01';
const EL = '735999100000080101';
const WATER = 'VA-80010102';

const customer = (overrides: Record<string, unknown> = {}) => ({
  customerId: MAJA,
  customerNumber: '5000801',
  customerType: { id: 1, name: 'INDIVIDUAL' },
  legalPart: { id: 1 },
  status: { id: 1 },
  identificationNumber: '19851203-9804',
  name: 'Maja Lindgren',
  email: 'maja.lindgren@example.se',
  mobilePhone: '+46 70 765 43 21',
  customerAccounts: [{ customerAccountId: ACCOUNT, name: 'Maja Lindgren', status: { id: 1 }, sourceSystem: { id: 1, name: 'Kundsystem' } }],
  ...overrides,
});
const facility = (overrides: Record<string, unknown> = {}) => ({
  facilityKey: VILLA,
  customerId: MAJA,
  displayName: 'Villa Björkhagen',
  address: 'Björkhagsvägen 8',
  postalCode: '13145',
  city: 'Nacka',
  priceArea: 'SE3',
  gridArea: 'Nacka elnät',
  building: { category: 'villa', heatedAreaM2: 156 },
  accounts: [{ customerAccountId: ACCOUNT }],
  services: [
    { name: 'EL', readingType: 'AUTOMATIC' },
    { name: 'VA', readingType: 'MANUAL' },
  ],
  meteringPoints: [
    { meteringPointId: EL, service: 'EL', type: 'CONSUMPTION', meterNumber: '80010101' },
    { meteringPointId: WATER, service: 'VA', type: 'CONSUMPTION', meterNumber: 'W-8001012' },
  ],
  ...overrides,
});
const contract = (overrides: Record<string, unknown> = {}) => ({
  contractId: 'K800010101',
  customerId: MAJA,
  customerAccountId: ACCOUNT,
  facilityKey: VILLA,
  utilityType: 'EL',
  productNumber: 'EL SÄK EFF',
  productName: 'Elnät effekttariff',
  startDate: '2025-01-01',
  meteringPointId: EL,
  fuseSize: '20A',
  noticePeriodMonths: 3,
  priceComponents: [
    { name: 'Fast avgift', price: 395, unit: 'kr/mån' },
    { name: 'Effektavgift', price: 81.25, unit: 'kr/kW' },
  ],
  ...overrides,
});

/** A local date in Sweden, `days` from today. */
const swedishDay = (days: number) => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' }).format(new Date(Date.now() + days * 86_400_000));

let server: TestServer;
let client: IntegrationClient;
const tokenFor = (scope: string) => client.tokenFor(scope);
const send = (...args: Parameters<IntegrationClient['send']>) => client.send(...args);
const ndjson = (...records: unknown[]) => records.map((r) => JSON.stringify(r)).join('\n');

/** Every stored row of the simulated customer, as text: a batch that changes nothing leaves it exactly so. */
async function storedRows(): Promise<string> {
  const db = server.db;
  const rows = await Promise.all([
    db.selectFrom('customers').selectAll().where('customer_id', '=', MAJA).execute(),
    db.selectFrom('customer_accounts').selectAll().where('customer_id', '=', MAJA).execute(),
    db.selectFrom('facilities').selectAll().where('customer_id', '=', MAJA).execute(),
    db.selectFrom('facility_accounts').selectAll().where('facility_key', '=', VILLA).execute(),
    db.selectFrom('facility_services').selectAll().where('facility_key', '=', VILLA).orderBy('name').execute(),
    db.selectFrom('metering_points').selectAll().where('facility_key', '=', VILLA).orderBy('metering_point_id').execute(),
    db.selectFrom('facility_buildings').selectAll().where('facility_key', '=', VILLA).execute(),
    db.selectFrom('contracts').selectAll().where('customer_id', '=', MAJA).orderBy('contract_id').execute(),
  ]);
  return JSON.stringify(rows);
}

beforeAll(async () => {
  server = await startTestServer({ env: { INTEGRATION_CLIENT_SECRET: INTEGRATION_SECRET, WRITE_RATE_LIMIT_PER_MINUTE: '1000' } });
  client = new IntegrationClient(server);
});
afterAll(() => server.close());

describe('a system of record loads a new customer, facility and contract', () => {
  it('takes the customer with its account as a JSON array, the facility as NDJSON, the contract as JSON', async () => {
    const customers = await send('customers', [customer()]);
    expect(customers.status).toBe(200);
    expect(customers.summary).toMatchObject({
      kind: 'customers',
      format: 'json',
      records: 1,
      inserted: 1,
      updated: 0,
      unchanged: 0,
      invalid: 0,
      written: true,
    });
    expect(customers.summary.message).toMatch(/^Inläst: 1 post/);

    const facilities = await send('facilities', `\n${ndjson(facility())}\n\n`);
    expect(facilities.status).toBe(200);
    expect(facilities.summary).toMatchObject({ kind: 'facilities', format: 'ndjson', records: 1, inserted: 1, written: true });

    const contracts = await send('contracts', [contract()]);
    expect(contracts.status).toBe(200);
    expect(contracts.summary).toMatchObject({ kind: 'contracts', records: 1, inserted: 1, written: true });

    const stored = await server.db.selectFrom('customers').selectAll().where('customer_id', '=', MAJA).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ identification_number: '198512039804', display_name: 'Maja Lindgren', legal_part_id: 1, customer_number: '5000801' });
    const account = await server.db.selectFrom('customer_accounts').selectAll().where('customer_account_id', '=', ACCOUNT).executeTakeFirstOrThrow();
    // The mobile number is the first account's, normalised as the contact page stores it.
    expect(account).toMatchObject({ customer_id: MAJA, phone_number: '070-765 43 21', status_id: 1, source_system_name: 'Kundsystem' });
    const points = await server.db.selectFrom('metering_points').select(['metering_point_id', 'service']).where('facility_key', '=', VILLA).execute();
    expect(points.map((p) => p.metering_point_id).sort()).toEqual([EL, WATER]);
    const row = await server.db.selectFrom('facilities').selectAll().where('facility_key', '=', VILLA).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ postal_code: '131 45', price_area: 'SE3', grid_area: 'Nacka elnät' });
  });

  it('changes nothing when the same batches come again: every record unchanged, nothing written', async () => {
    const before = await storedRows();
    for (const [kind, batch] of [
      ['customers', [customer()]],
      ['facilities', ndjson(facility())],
      ['contracts', [contract()]],
    ] as const) {
      const again = await send(kind, typeof batch === 'string' ? batch : [...batch]);
      expect(again.status).toBe(200);
      expect(again.summary).toMatchObject({ records: 1, inserted: 0, updated: 0, unchanged: 1, written: false });
    }
    expect(await storedRows()).toBe(before);
  });

  it('lets the customer sign in with the personnummer it was loaded with, and see its data', async () => {
    const { access_token: token } = await signIn(server.baseUrl, { personnummer: '198512039804' });
    const detail = valueIn(customerEndpoints.detail, await call(server, customerEndpoints.detail, { params: { id: MAJA } }, token));
    expect(detail).toMatchObject({ customerId: MAJA, name: 'Maja Lindgren', email: 'maja.lindgren@example.se', mobilePhone: '070-765 43 21' });
    expect(detail?.customerAccounts.map((a) => a.customerAccountId)).toEqual([ACCOUNT]);
    const facilities = valueIn(customerEndpoints.facilities, await call(server, customerEndpoints.facilities, { params: { id: MAJA }, query: {} }, token));
    expect(facilities?.items).toEqual([
      expect.objectContaining({ facilityKey: VILLA, displayName: 'Villa Björkhagen', customerAccountIds: [ACCOUNT], movedOutOn: null }),
    ]);
    expect(facilities?.items[0]?.meteringPoints.map((p) => p.meteringPointId).sort()).toEqual([EL, WATER]);
    const contracts = valueIn(contractEndpoints.list, await call(server, contractEndpoints.list, { params: { id: MAJA }, query: {} }, token));
    expect(contracts).toEqual([expect.objectContaining({ contractId: 'K800010101', facilityKey: VILLA, endDate: null, startDate: '2025-01-01' })]);
    // The login was made at the first sign-in; a second one finds it.
    const logins = await server.db.selectFrom('users').select(['customer_id', 'subject']).where('personnummer', '=', '198512039804').execute();
    expect(logins).toEqual([expect.objectContaining({ customer_id: MAJA })]);
    await signIn(server.baseUrl, { personnummer: '19851203-9804' });
    expect(await server.db.selectFrom('users').select('subject').where('personnummer', '=', '198512039804').execute()).toHaveLength(1);
  });

  it('ends a contract with an end date: it stays, and the contracts endpoint shows when it ended', async () => {
    const yesterday = swedishDay(-1);
    const ended = await send('contracts', [contract({ endDate: yesterday })]);
    expect(ended.summary).toMatchObject({ updated: 1, written: true });
    const { access_token: token } = await signIn(server.baseUrl, { personnummer: '198512039804' });
    const contracts = valueIn(contractEndpoints.list, await call(server, contractEndpoints.list, { params: { id: MAJA }, query: {} }, token));
    expect(contracts).toEqual([expect.objectContaining({ contractId: 'K800010101', startDate: '2025-01-01', endDate: yesterday })]);
    const details = valueIn(
      contractEndpoints.details,
      await call(server, contractEndpoints.details, { params: { id: MAJA, contractId: 'K800010101' } }, token),
    );
    // Sent without VAT as the customer system keeps them; a private customer is shown them with VAT (decision 0054).
    expect(details?.priceComponents).toEqual([
      { name: 'Fast avgift', price: 493.75, unit: 'kr/mån' },
      { name: 'Effektavgift', price: 101.5625, unit: 'kr/kW' },
    ]);
  });
});

describe('a batch with a wrong record', () => {
  it('stores nothing and answers 422 with the record, its index and why, unless partial is asked for', async () => {
    const good = contract({
      contractId: 'K800010102',
      productNumber: 'EL RÖRLIG',
      productName: 'Elhandel rörligt pris',
      fuseSize: null,
      meteringPointId: null,
    });
    const unknown = contract({ contractId: 'K800010103', facilityKey: '5000801-F99', meteringPointId: null });
    const refused = await send('contracts', [good, unknown]);
    expect(refused.status).toBe(422);
    expect(refused.body.error?.code).toBe('invalid_records');
    expect(refused.summary).toMatchObject({ records: 2, invalid: 1, inserted: 0, written: false });
    expect(refused.summary.problems).toEqual([
      { index: 1, line: null, key: 'K800010103', reason: 'Anläggningen 5000801-F99 finns inte: skicka anläggningen (facilities) först.' },
    ]);
    expect(refused.summary.message).toMatch(/^Inget lästes in: 1 av 2 poster är felaktig/);
    expect(await server.db.selectFrom('contracts').select('contract_id').where('contract_id', 'in', ['K800010102', 'K800010103']).execute()).toEqual([]);

    const partial = await send('contracts', [good, unknown], { query: { partial: 'true' } });
    expect(partial.status).toBe(200);
    expect(partial.summary).toMatchObject({ records: 2, invalid: 1, inserted: 1, written: true, partial: true });
    expect(await server.db.selectFrom('contracts').select('contract_id').where('contract_id', 'in', ['K800010102', 'K800010103']).execute()).toEqual([
      { contract_id: 'K800010102' },
    ]);
  });

  it('names NDJSON lines that are no JSON or wrong records by their line, blank lines counted but skipped', async () => {
    const batch = [
      JSON.stringify(facility()),
      '',
      '{"facilityKey": "5000801-F02", ',
      JSON.stringify(facility({ facilityKey: '5000801-F03', priceArea: 'SE5' })),
    ].join('\r\n');
    const refused = await send('facilities', batch);
    expect(refused.status).toBe(422);
    expect(refused.summary).toMatchObject({ format: 'ndjson', records: 3, invalid: 2 });
    expect(refused.summary.problems).toEqual([
      { index: 2, line: 3, key: null, reason: expect.stringMatching(/^Raden är ingen giltig JSON/) },
      { index: 3, line: 4, key: '5000801-F03', reason: 'priceArea: Elområdet ska vara SE1, SE2, SE3 eller SE4.' },
    ]);
  });

  it('refuses a key sent twice in one batch, every one of them', async () => {
    const twice = await send('customers', [customer(), customer({ name: 'Maja L' })]);
    expect(twice.status).toBe(422);
    expect(twice.summary.problems.map((p) => [p.index, p.key, p.reason])).toEqual([
      [0, MAJA, `Nyckeln ${MAJA} finns flera gånger i batchen (också på index 1).`],
      [1, MAJA, `Nyckeln ${MAJA} finns flera gånger i batchen (också på index 0).`],
    ]);
  });

  it('checks a record against its schema with Swedish reasons (personnummer, e-mail, mobile)', async () => {
    const wrong = await send('customers', [customer({ identificationNumber: '19851203-9805', email: 'maja@', mobilePhone: '08-123 456', unknownField: 1 })], {
      query: { dryRun: 'true' },
    });
    expect(wrong.status).toBe(422);
    const reason = wrong.summary.problems[0]?.reason ?? '';
    expect(reason).toContain('Okänd');
    expect(reason).toContain('email: Ange en giltig mejladress');
    expect(reason).toContain('mobilePhone: Ange ett giltigt svenskt mobilnummer');
    const pin = await send('customers', [customer({ identificationNumber: '19851203-9805' })], { query: { dryRun: 'true' } });
    expect(pin.summary.problems[0]?.reason).toBe('identificationNumber: Personnumret är inte giltigt (ÅÅÅÅMMDD-NNNN, kontrollsiffran räknas).');
  });

  it('answers 400 for a body that is no batch', async () => {
    const object = await send('customers', { customers: [customer()] } as unknown as unknown[]);
    expect(object.status).toBe(400);
    const csv = await send('customers', 'customerId,name\n1,Maja', { contentType: 'text/csv' });
    expect(csv.status).toBe(400);
    expect(csv.body.error?.message).toMatch(/JSON-lista.*NDJSON/);
  });
});

describe('a dry run', () => {
  it('counts what the batch would do and stores nothing', async () => {
    const newcomer = customer({
      customerId: '10000000802',
      customerNumber: '5000802',
      identificationNumber: '19770621-9800',
      name: 'Olof Provkörning',
      customerAccounts: [{ customerAccountId: '5000802001', name: 'Olof Provkörning', status: { id: 1 }, sourceSystem: { id: 1, name: 'Kundsystem' } }],
    });
    const before = await storedRows();
    const dry = await send('customers', [newcomer, customer({ name: 'Maja Lindgren-Ek' })], { query: { dryRun: 'true' } });
    expect(dry.status).toBe(200);
    expect(dry.summary).toMatchObject({ dryRun: true, written: false, inserted: 1, updated: 1, unchanged: 0 });
    expect(dry.summary.message).toMatch(/^Provkörning, inget sparades/);
    expect(await server.db.selectFrom('customers').select('customer_id').where('customer_id', '=', '10000000802').execute()).toEqual([]);
    expect(await storedRows()).toBe(before);
  });
});

describe('a move-out', () => {
  it('ends the link: the facility stays readable with its move-out day, and is no longer offered for a Power Hub order', async () => {
    const { access_token: token } = await signIn(server.baseUrl, { personnummer: '198512039804' });
    const offered = async () =>
      (valueIn(powerHubEndpoints.list, await call(server, powerHubEndpoints.list, { params: { id: MAJA } }, token)) ?? []).map((f) => f.facilityKey);
    const addRecipient = () =>
      call(server, outageNotificationEndpoints.add, { params: { id: MAJA, facilityKey: VILLA }, body: { channel: 'sms', address: '070-765 43 21' } }, token);
    const notified = async () =>
      (valueIn(outageNotificationEndpoints.list, await call(server, outageNotificationEndpoints.list, { params: { id: MAJA } }, token)) ?? []).map(
        (f) => f.facilityKey,
      );
    expect(await offered()).toEqual([VILLA]);
    expect((await addRecipient()).status).toBeLessThan(300);
    expect(await notified()).toEqual([VILLA]);
    // A move-out announced for a day to come changes nothing yet.
    const later = await send('facilities', [facility({ accounts: [{ customerAccountId: ACCOUNT, movedOutOn: swedishDay(30) }] })]);
    expect(later.summary).toMatchObject({ updated: 1 });
    expect(await offered()).toEqual([VILLA]);
    const movedOut = swedishDay(-2);
    const answer = await send('facilities', [facility({ accounts: [{ customerAccountId: ACCOUNT, movedOutOn: movedOut }] })]);
    expect(answer.summary).toMatchObject({ updated: 1 });
    expect(await offered()).toEqual([]);
    expect(await notified()).toEqual([]);
    expect((await addRecipient()).status).toBe(404);
    const facilities = valueIn(customerEndpoints.facilities, await call(server, customerEndpoints.facilities, { params: { id: MAJA }, query: {} }, token));
    expect(facilities?.items).toEqual([expect.objectContaining({ facilityKey: VILLA, customerAccountIds: [ACCOUNT], movedOutOn: movedOut })]);
    // Its contracts and metering points are all still there.
    expect(await server.db.selectFrom('metering_points').select('metering_point_id').where('facility_key', '=', VILLA).execute()).toHaveLength(2);
    expect(await server.db.selectFrom('contracts').select('contract_id').where('facility_key', '=', VILLA).execute()).toHaveLength(2);
  });
});

describe('a group’s parent organisation', () => {
  const GROUP = '10000000802';
  const group = (parentOrganization: unknown) =>
    customer({
      customerId: GROUP,
      customerNumber: '5100802',
      customerType: { id: 2, name: 'ORGANIZATION' },
      legalPart: { id: 2 },
      identificationNumber: '556677-8899',
      name: 'Lindgren Bygg AB',
      mobilePhone: null,
      customerAccounts: [{ customerAccountId: '5100802001', name: 'Lindgren Bygg AB', status: { id: 1 }, sourceSystem: { id: 1, name: 'Kundsystem' } }],
      parentOrganization,
    });
  /** The parent is a customer of the portal too: one the demo world has. */
  const holding = { organizationId: 'ORG-5566001128', name: 'Lindgren Holding AB', organizationNumber: '556600-1128', customerId: '10000000003' };
  const stored = () => server.db.selectFrom('parent_organizations').selectAll().where('customer_id', '=', GROUP).execute();

  it('refuses a parent customer the portal does not have, by index and reason, and stores nothing', async () => {
    const refused = await send('customers', [group({ ...holding, customerId: '10000000899' })]);
    expect(refused.status).toBe(422);
    expect(refused.summary.problems).toEqual([
      { index: 0, line: null, key: GROUP, reason: 'Moderorganisationens kund 10000000899 finns inte: skicka den kunden först.' },
    ]);
    expect(await server.db.selectFrom('customers').select('customer_id').where('customer_id', '=', GROUP).execute()).toEqual([]);
  });

  it('stores it with the group, changes nothing when it comes again, and removes it when the source sends none', async () => {
    expect((await send('customers', [group(holding)])).summary).toMatchObject({ inserted: 1 });
    expect(await stored()).toEqual([
      {
        customer_id: GROUP,
        organization_id: 'ORG-5566001128',
        name: 'Lindgren Holding AB',
        organization_number: '5566001128',
        parent_customer_id: '10000000003',
      },
    ]);
    expect((await send('customers', [group(holding)])).summary).toMatchObject({ unchanged: 1, updated: 0 });
    expect((await send('customers', [group({ ...holding, name: 'Lindgren Invest AB' })])).summary).toMatchObject({ updated: 1 });
    expect(await stored()).toMatchObject([{ name: 'Lindgren Invest AB' }]);
    expect((await send('customers', [group(null)])).summary).toMatchObject({ updated: 1 });
    expect(await stored()).toEqual([]);
  });
});

describe('who may send', () => {
  it('refuses a token of another kind (403), and any person’s token, staff’s too', async () => {
    const wrongScope = await send('facilities', [facility()], { token: await tokenFor('minasidor_customers_write') });
    expect(wrongScope.status).toBe(403);
    expect(wrongScope.body.error?.message).toContain('minasidor_facilities_write');
    for (const persona of ['privat', 'admin']) {
      const { access_token: token } = await signIn(server.baseUrl, { persona });
      expect((await send('customers', [customer()], { token })).status).toBe(403);
    }
  });

  it('gives the integration client a token only for the scopes of the registered kinds', async () => {
    expect((await client.token('minasidor_api')).status).toBe(400);
    const all = await tokenFor(INTEGRATION_KINDS.map((kind) => kind.scope).join(' '));
    const scopes = JSON.parse(Buffer.from(all.split('.')[1]!, 'base64url').toString()).scope.split(' ');
    expect(scopes.sort()).toEqual(INTEGRATION_KINDS.map((kind) => kind.scope).sort());
  });
});

describe('the OpenAPI document', () => {
  it('lists every inbound endpoint under the tag Integration, and every other endpoint under a tag', async () => {
    const doc = (await (await fetch(`${server.baseUrl}/api/docs/openapi.json`)).json()) as {
      paths: Record<string, Record<string, { tags?: string[]; requestBody?: unknown }>>;
      tags?: { name: string }[];
    };
    for (const kind of INTEGRATION_KINDS) expect(doc.paths[`/api${kind.endpoint.path}`]?.post?.tags).toEqual([INTEGRATION_TAG]);
    // A batch's items are documented as the kind's record, though the body is read record by record.
    const customers = JSON.stringify(doc.paths[`/api${kindNamed('customers')!.endpoint.path}`]?.post);
    for (const field of ['"customerId"', '"identificationNumber"', '"customerAccounts"']) expect(customers).toContain(field);
    const untagged = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([, op]) => !op.tags?.length)
        .map(([m]) => `${m} ${path}`),
    );
    expect(untagged).toEqual([]);
    expect(doc.tags?.map((tag) => tag.name)).toContain(INTEGRATION_TAG);
  });
});
