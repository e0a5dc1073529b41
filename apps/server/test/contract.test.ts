import {
  account,
  companyLinkResult,
  contract,
  contractDetails,
  customer,
  customerAccount,
  dataEnvelope,
  downloadToken,
  facility,
  groupedContracts,
  message,
  organization,
  panelParticipation,
  powerOfAttorney,
  specialTimeSeriesGroup,
} from '@mina-sidor/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CUSTOMER_IDS, tokensForAll } from './support/personas.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
let tokens: Record<string, string>;
beforeAll(async () => {
  server = await startTestServer();
  tokens = await tokensForAll(server);
});
afterAll(() => server.close());

const PRIVAT = CUSTOMER_IDS.privat;

async function call(method: string, url: string, persona: string, body?: unknown) {
  const response = await fetch(`${server.baseUrl}${url}`, {
    method,
    headers: { authorization: `Bearer ${tokens[persona]}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? (JSON.parse(text) as unknown) : null };
}

/** Spec §7, row by row: method, path shape, status and the envelope the web app unwraps. */
describe('the calls of spec §7 keep their method, path, status and envelope', () => {
  it('GET customers/{id} (v2): data.data[0] is the customer', async () => {
    const { status, body } = await call('GET', `/api/v2/customers/${PRIVAT}`, 'privat');
    expect(status).toBe(200);
    expect(dataEnvelope(customer).parse(body).data[0]?.customerId).toBe(PRIVAT);
  });

  it('GET account: data[0] includes hasLinkedAccounts', async () => {
    const { status, body } = await call('GET', '/api/v1/account', 'lankad');
    expect(status).toBe(200);
    expect(z.array(account).length(1).parse(body)[0]?.hasLinkedAccounts).toBe(true);
  });

  it.each(['v1', 'v2'])('GET account/customer/{id} (%s): data[0] is the account, with exist', async (version) => {
    const { status, body } = await call('GET', `/api/${version}/account/customer/${PRIVAT}`, 'privat');
    expect(status).toBe(200);
    expect(z.array(account).length(1).parse(body)[0]?.exist).toBe(true);
    const none = await call('GET', `/api/${version}/account/customer/${CUSTOMER_IDS.inaktiv}`, 'kundservice');
    expect(z.array(account).parse(none.body)[0]?.exist).toBe(true);
  });

  it('PUT account (v2): account details including phoneNumber', async () => {
    const { status, body } = await call('PUT', '/api/v2/account', 'privat', {
      customerId: PRIVAT,
      customerAccountId: '5000101001',
      phoneNumber: '070-999 88 77',
    });
    expect(status).toBe(200);
    expect(dataEnvelope(customerAccount).parse(body).data[0]?.phoneNumber).toBe('070-999 88 77');
  });

  it('POST account/company: data[0] with success and message; on failure the error field', async () => {
    const failed = await call('POST', '/api/v1/account/company', 'nytt-foretag', {
      companyIdentificationNumber: '556123-4567',
      companyCustomerNumber: '9999999',
      userName: 'Johan Berg',
      userEmail: 'johan@example.se',
    });
    expect(failed.status).toBe(422);
    expect(failed.body).toEqual({
      error: { code: 'company_not_found', message: 'Vi hittar inget företag med det organisationsnumret och kundnumret. Kontrollera uppgifterna.' },
    });
    const linked = await call('POST', '/api/v1/account/company', 'nytt-foretag', {
      companyIdentificationNumber: '556123-4567',
      companyCustomerNumber: '5100303',
      userName: 'Johan Berg',
      userEmail: 'johan@example.se',
    });
    expect(linked.status).toBe(200);
    expect(z.array(companyLinkResult).parse(linked.body)).toEqual([{ success: true, message: 'Du är nu kopplad mot företaget.' }]);
    const user = await server.db.selectFrom('users').select(['customer_id', 'roles']).where('persona_key', '=', 'nytt-foretag').executeTakeFirstOrThrow();
    expect(user).toEqual({ customer_id: CUSTOMER_IDS.foretag, roles: [] });
  });

  it('DELETE account/customer/{customerId}/users/{userId} (v2): removes a linked user', async () => {
    const lankad = await server.db.selectFrom('users').select('user_id').where('persona_key', '=', 'lankad').executeTakeFirstOrThrow();
    const { status } = await call('DELETE', `/api/v2/account/customer/${PRIVAT}/users/${lankad.user_id}`, 'privat');
    expect(status).toBe(204);
    const again = await call('DELETE', `/api/v2/account/customer/${PRIVAT}/users/${lankad.user_id}`, 'privat');
    expect(again.status).toBe(404);
    await server.db.insertInto('linked_customers').values({ user_id: lankad.user_id, customer_id: PRIVAT }).execute();
  });

  it('GET customers/{id}/organization/parent (v2): data.data[0]; 404 means none', async () => {
    const { status, body } = await call('GET', `/api/v2/customers/${CUSTOMER_IDS.koncern}/organization/parent`, 'koncern');
    expect(status).toBe(200);
    expect(dataEnvelope(organization).parse(body).data[0]?.name).toBe('Nordhamn Holding AB');
    expect((await call('GET', `/api/v2/customers/${PRIVAT}/organization/parent`, 'privat')).status).toBe(404);
  });

  it('GET customers/{id}/facilities?pageSize=10000 (v2): data.data[0].items', async () => {
    const { status, body } = await call('GET', `/api/v2/customers/${CUSTOMER_IDS.foretag}/facilities?pageSize=10000`, 'foretag');
    expect(status).toBe(200);
    expect(dataEnvelope(z.object({ items: z.array(facility) })).parse(body).data[0]?.items).toHaveLength(6);
  });

  it('PUT customers/{number}/panel-participation (v2) and GET (retried once by the app): participationStatus', async () => {
    const before = await call('GET', '/api/v1/customers/5000101/panel-participation?isNackaCustomer=true', 'privat');
    expect(panelParticipation.parse(before.body)).toEqual({ participationStatus: 'NotParticipating' });
    const joined = await call('PUT', '/api/v2/customers/5000101/panel-participation?isNackaCustomer=true', 'privat', { participate: true });
    expect(joined.status).toBe(200);
    expect(panelParticipation.parse(joined.body)).toEqual({ participationStatus: 'Participating' });
  });

  it('GET customers/{customerId}/specialtimeseries: data[0][].timeSeries', async () => {
    const { status, body } = await call('GET', `/api/v1/customers/${CUSTOMER_IDS.koncern}/specialtimeseries`, 'koncern');
    expect(status).toBe(200);
    const flattened = z.array(z.array(specialTimeSeriesGroup)).parse(body)[0]!.flatMap((g) => g.timeSeries);
    expect(flattened).toHaveLength(3);
    expect((await call('GET', `/api/v1/customers/${PRIVAT}/specialtimeseries`, 'privat')).body).toEqual([[]]);
  });

  it('GET customers/{customerId}/contracts and /grouped with facilityKey, groupId, infraService: data[0]', async () => {
    const all = await call('GET', `/api/v1/customers/${PRIVAT}/contracts?facilityKey=5000101-F01`, 'privat');
    expect(all.status).toBe(200);
    const contracts = z.array(z.array(contract)).parse(all.body)[0]!;
    expect(contracts.map((c) => c.utilityType.name).sort()).toEqual(['EL', 'EL', 'FJV', 'VA']);
    expect(contracts.find((c) => c.productNumber === 'EL SÄK EFF')?.attributes.fuseSize).toBe('20A');
    const grouped = await call('GET', `/api/v1/customers/${PRIVAT}/contracts/grouped?infraService=EL`, 'privat');
    expect(Object.keys(z.array(groupedContracts).parse(grouped.body)[0]!)).toEqual(['EL']);
  });

  it('GET customers/{customerId}/contracts/{contractId}/details: the whole data; failure means none', async () => {
    const list = await call('GET', `/api/v1/customers/${PRIVAT}/contracts`, 'privat');
    const id = z.array(z.array(contract)).parse(list.body)[0]![0]!.contractId;
    const { status, body } = await call('GET', `/api/v1/customers/${PRIVAT}/contracts/${id}/details`, 'privat');
    expect(status).toBe(200);
    expect(contractDetails.parse(body).priceComponents.length).toBeGreaterThan(0);
    expect((await call('GET', `/api/v1/customers/${PRIVAT}/contracts/K000000000/details`, 'privat')).status).toBe(404);
  });

  it('GET messages?customerId&reload: data.data[0] is the list; POST messages sends one', async () => {
    const { status, body } = await call('GET', `/api/v1/messages?customerId=${PRIVAT}&reload=true`, 'privat');
    expect(status).toBe(200);
    const list = dataEnvelope(z.array(message)).parse(body).data[0]!;
    expect(list.some((m) => m.status.key === 5)).toBe(true);
    const sent = await call('POST', '/api/v1/messages', 'privat', { customerId: PRIVAT, subject: 'Fråga om avtal', body: 'Hej! Jag vill byta avtal.' });
    expect(sent.status).toBe(201);
    expect(dataEnvelope(message).parse(sent.body).data[0]?.category).toBe('Fjärrvärmeavtal');
  });

  it('GET customers/{customerId}/metervalues/poa: data.data[0] is the list', async () => {
    const { status, body } = await call('GET', `/api/v1/customers/${PRIVAT}/metervalues/poa`, 'privat');
    expect(status).toBe(200);
    const list = dataEnvelope(z.array(powerOfAttorney)).parse(body).data[0]!;
    expect(list.map((p) => p.statusMP).sort()).toEqual(['Aktiv', 'Inaktiv', 'Ny', 'Väntande']);
  });

  it('POST /download: the file, with filename= and filename*=UTF-8 in Content-Disposition', async () => {
    const created = await call('POST', `/api/v2/customers/${PRIVAT}/reports/RAP-5000101-2025/download-token`, 'privat');
    expect(created.status).toBe(201);
    const { token, url } = dataEnvelope(downloadToken).parse(created.body).data[0]!;
    expect(url).toBe(`/ladda-ner/${token}`);
    const response = await fetch(`${server.baseUrl}/api/v2/download`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token }),
    });
    expect(response.status).toBe(200);
    const disposition = response.headers.get('content-disposition')!;
    expect(disposition).toContain('filename="Arsrapport forbrukning 2025 _ Anna Andersson.csv"');
    expect(disposition).toContain(`filename*=UTF-8''${encodeURIComponent('Årsrapport förbrukning 2025 – Anna Andersson.csv')}`);
    expect(await response.text()).toContain('Anläggning;Adress;Förbrukning 2025 (kWh)');
  });

  it('POST feedback and PUT contact (the calls the spec names without a path)', async () => {
    const feedback = await call('POST', '/api/v2/feedback', 'privat', { page: '/fakturor', thumbs: 'thumbs-up', optionalText: 'Bra!' });
    expect(feedback.status).toBe(201);
    const contact = await call('PUT', `/api/v2/customers/${PRIVAT}/contact`, 'privat', { email: 'anna@example.se', mobilePhone: '070-111 22 33' });
    expect(contact.status).toBe(200);
    expect(dataEnvelope(customer).parse(contact.body).data[0]).toMatchObject({ email: 'anna@example.se', mobilePhone: '070-111 22 33' });
  });

  it('stores feedback against the customer whose pages were shown, only if the caller may see them', async () => {
    const page = '/el/elforbrukning?feedback-owner';
    expect((await call('POST', '/api/v2/feedback', 'lankad', { page, thumbs: 'thumbs-down', customerId: PRIVAT })).status).toBe(201);
    expect((await call('POST', '/api/v2/feedback', 'kundservice', { page, thumbs: 'thumbs-up', customerId: PRIVAT })).status).toBe(201);
    expect((await call('POST', '/api/v2/feedback', 'lankad', { page, thumbs: 'thumbs-up' })).status).toBe(201);
    const refused = await call('POST', '/api/v2/feedback', 'lankad', { page, thumbs: 'thumbs-up', customerId: CUSTOMER_IDS.foretag });
    expect(refused.status).toBe(404);
    const rows = await server.db.selectFrom('feedback').select(['customer_id', 'thumbs']).where('page', '=', page).orderBy('id').execute();
    expect(rows).toEqual([
      { customer_id: PRIVAT, thumbs: 'thumbs-down' },
      { customer_id: PRIVAT, thumbs: 'thumbs-up' },
      { customer_id: CUSTOMER_IDS.lankad, thumbs: 'thumbs-up' },
    ]);
  });

  it('publishes every call in the OpenAPI 3.1 document', async () => {
    const response = await fetch(`${server.baseUrl}/api/docs/openapi.json`);
    const doc = (await response.json()) as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(doc.openapi).toBe('3.1.0');
    const listed = Object.entries(doc.paths).flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`));
    const registered = server.app.apiRoutes.flatMap((r) => [r.method].flat().map((m) => `${m} ${r.url.replace(/:(\w+)/g, '{$1}')}`));
    for (const route of registered.filter((r) => !r.startsWith('HEAD '))) expect(listed).toContain(route);
    expect((await fetch(`${server.baseUrl}/api/docs`)).status).toBe(200);
  });
});
