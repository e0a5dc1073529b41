import { contactDetailsEndpoints } from '@mina-sidor/shared/contact-details';
import { endpointName, hrefOf, type EndpointInput, type EndpointSpec } from '@mina-sidor/shared';
import { account, accountEndpoints, companyLinkResult } from '@mina-sidor/shared/account';
import { contract, contractDetails, contractEndpoints, groupedContracts } from '@mina-sidor/shared/contract';
import { customer, customerAccount, customerEndpoints, facility, organization, specialTimeSeriesGroup } from '@mina-sidor/shared/customer';
import { feedbackEndpoints } from '@mina-sidor/shared/feedback';
import { message, messageEndpoints } from '@mina-sidor/shared/message';
import { panelEndpoints, panelParticipation } from '@mina-sidor/shared/panel';
import { powerOfAttorney, powerOfAttorneyEndpoints } from '@mina-sidor/shared/power-of-attorney';
import { downloadToken, reportEndpoints } from '@mina-sidor/shared/report';
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { call as callAs, type Answer } from './support/endpoints.ts';
import { ENDPOINTS_WITH_EXAMPLES, exampleRequest } from './support/examples/index.ts';
import { CUSTOMER_IDS, tokensForAll } from './support/personas.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';
import rootPackage from '../../../package.json' with { type: 'json' };

let server: TestServer;
let tokens: Record<string, string>;
beforeAll(async () => {
  server = await startTestServer();
  tokens = await tokensForAll(server);
});
afterAll(() => server.close());

const PRIVAT = CUSTOMER_IDS.privat;
function call<E extends EndpointSpec>(persona: string, endpoint: E, input?: EndpointInput<E>): Promise<Answer> {
  return callAs(server, endpoint, input ?? {}, tokens[persona]);
}

/** The spec's envelopes, written out here independently of the contracts' own. */
const dataOf = <T extends z.core.$ZodType>(item: T) => z.object({ data: z.array(item) });
const listOf = <T extends z.core.$ZodType>(item: T) => z.array(item);

/** Spec §7, row by row: method, path shape, status and the envelope the web app unwraps. */
describe('the calls of spec §7 keep their method, path, status and envelope', () => {
  it('GET customers/{id} (v2): data.data[0] is the customer', async () => {
    const { status, body } = await call('privat', customerEndpoints.detail, { params: { id: PRIVAT } });
    expect(status).toBe(200);
    expect(dataOf(customer).parse(body).data[0]?.customerId).toBe(PRIVAT);
  });

  it('GET account: data[0] includes hasLinkedAccounts', async () => {
    const { status, body } = await call('lankad', accountEndpoints.current);
    expect(status).toBe(200);
    expect(listOf(account).length(1).parse(body)[0]?.hasLinkedAccounts).toBe(true);
  });

  it.each([accountEndpoints.ofCustomerV1, accountEndpoints.ofCustomer])(
    'GET account/customer/{id} (%#: v1, v2): data[0] is the account, with exist',
    async (endpoint) => {
      const { status, body } = await call('privat', endpoint, { params: { id: PRIVAT } });
      expect(status).toBe(200);
      expect(listOf(account).length(1).parse(body)[0]?.exist).toBe(true);
      const none = await call('kundservice', endpoint, { params: { id: CUSTOMER_IDS.inaktiv } });
      expect(listOf(account).parse(none.body)[0]?.exist).toBe(true);
    },
  );

  it('PUT account (v2): account details including phoneNumber', async () => {
    const { status, body } = await call('privat', contactDetailsEndpoints.updateAccount, {
      body: { customerId: PRIVAT, customerAccountId: '5000101001', phoneNumber: '070-999 88 77' },
    });
    expect(status).toBe(200);
    expect(dataOf(customerAccount).parse(body).data[0]?.phoneNumber).toBe('070-999 88 77');
  });

  it('POST account/company: data[0] with success and message; on failure the error field', async () => {
    const request = { companyIdentificationNumber: '556123-4567', companyCustomerNumber: '9999999', userName: 'Johan Berg', userEmail: 'johan@example.se' };
    const failed = await call('nytt-foretag', accountEndpoints.linkCompany, { body: request });
    expect(failed.status).toBe(422);
    expect(failed.body).toEqual({
      error: { code: 'company_not_found', message: 'Vi hittar inget företag med det organisationsnumret och kundnumret. Kontrollera uppgifterna.' },
    });
    const linked = await call('nytt-foretag', accountEndpoints.linkCompany, { body: { ...request, companyCustomerNumber: '5100303' } });
    expect(linked.status).toBe(200);
    expect(listOf(companyLinkResult).parse(linked.body)).toEqual([{ success: true, message: 'Du är nu kopplad mot företaget.' }]);
    const user = await server.db.selectFrom('users').select(['customer_id', 'roles']).where('persona_key', '=', 'nytt-foretag').executeTakeFirstOrThrow();
    expect(user).toEqual({ customer_id: CUSTOMER_IDS.foretag, roles: [] });
  });

  it('POST account/company links only the organisation the company login represents, and says so as for an unknown one', async () => {
    const notFound = {
      error: { code: 'company_not_found', message: 'Vi hittar inget företag med det organisationsnumret och kundnumret. Kontrollera uppgifterna.' },
    };
    // Nordhamn's real organisationsnummer and customer number, asked for by Bergström's signatory.
    const other = { companyIdentificationNumber: '556987-6542', companyCustomerNumber: '5200404', userName: 'Maria Bergström', userEmail: 'maria@example.se' };
    const refused = await call('foretag', accountEndpoints.linkCompany, { body: other });
    expect(refused.status).toBe(422);
    expect(refused.body).toEqual(notFound);
    const links = await server.db.selectFrom('linked_customers').select('customer_id').where('customer_id', '=', CUSTOMER_IDS.koncern).execute();
    expect(links).toEqual([]);
  });

  it('DELETE account/customer/{customerId}/users/{userId} (v2): removes a linked user', async () => {
    const lankad = await server.db.selectFrom('users').select('user_id').where('persona_key', '=', 'lankad').executeTakeFirstOrThrow();
    const input = { params: { customerId: PRIVAT, userId: lankad.user_id } };
    expect((await call('privat', accountEndpoints.removeLinkedUser, input)).status).toBe(204);
    expect((await call('privat', accountEndpoints.removeLinkedUser, input)).status).toBe(404);
    await server.db.insertInto('linked_customers').values({ user_id: lankad.user_id, customer_id: PRIVAT }).execute();
  });

  it('GET customers/{id}/organization/parent (v2): data.data[0]; 404 means none', async () => {
    const { status, body } = await call('koncern', customerEndpoints.parentOrganization, { params: { id: CUSTOMER_IDS.koncern } });
    expect(status).toBe(200);
    expect(dataOf(organization).parse(body).data[0]?.name).toBe('Nordhamn Holding AB');
    expect((await call('privat', customerEndpoints.parentOrganization, { params: { id: PRIVAT } })).status).toBe(404);
  });

  it('GET customers/{id}/facilities?pageSize=10000 (v2): data.data[0].items', async () => {
    const { status, body } = await call('foretag', customerEndpoints.facilities, { params: { id: CUSTOMER_IDS.foretag }, query: { pageSize: 10000 } });
    expect(status).toBe(200);
    expect(dataOf(z.object({ items: z.array(facility) })).parse(body).data[0]?.items).toHaveLength(6);
  });

  it('PUT customers/{number}/panel-participation (v2) and GET (retried once by the app): participationStatus', async () => {
    const input = { params: { id: '5000101' }, query: { isNackaCustomer: 'true' as const } };
    const before = await call('privat', panelEndpoints.participation, input);
    expect(panelParticipation.parse(before.body)).toEqual({ participationStatus: 'NotParticipating' });
    const joined = await call('privat', panelEndpoints.setParticipation, { ...input, body: { participate: true } });
    expect(joined.status).toBe(200);
    expect(panelParticipation.parse(joined.body)).toEqual({ participationStatus: 'Participating' });
  });

  it('GET customers/{customerId}/specialtimeseries: data[0][].timeSeries', async () => {
    const { status, body } = await call('koncern', customerEndpoints.specialTimeSeries, { params: { id: CUSTOMER_IDS.koncern } });
    expect(status).toBe(200);
    const flattened = listOf(z.array(specialTimeSeriesGroup))
      .parse(body)[0]!
      .flatMap((g) => g.timeSeries);
    expect(flattened).toHaveLength(3);
    expect((await call('privat', customerEndpoints.specialTimeSeries, { params: { id: PRIVAT } })).body).toEqual([[]]);
  });

  it('GET customers/{customerId}/contracts and /grouped with facilityKey, groupId, infraService: data[0]', async () => {
    const all = await call('privat', contractEndpoints.list, { params: { id: PRIVAT }, query: { facilityKey: '5000101-F01' } });
    expect(all.status).toBe(200);
    const contracts = listOf(z.array(contract)).parse(all.body)[0]!;
    expect(contracts.map((c) => c.utilityType.name).sort()).toEqual(['EL', 'EL', 'FJV', 'VA']);
    expect(contracts.find((c) => c.productNumber === 'EL SÄK EFF')?.attributes.fuseSize).toBe('20A');
    const grouped = await call('privat', contractEndpoints.grouped, { params: { id: PRIVAT }, query: { infraService: 'EL' } });
    expect(Object.keys(listOf(groupedContracts).parse(grouped.body)[0]!)).toEqual(['EL']);
  });

  it('GET customers/{customerId}/contracts/{contractId}/details: the whole data; failure means none', async () => {
    const list = await call('privat', contractEndpoints.list, { params: { id: PRIVAT }, query: {} });
    const id = listOf(z.array(contract)).parse(list.body)[0]![0]!.contractId;
    const { status, body } = await call('privat', contractEndpoints.details, { params: { id: PRIVAT, contractId: id } });
    expect(status).toBe(200);
    expect(contractDetails.parse(body).priceComponents.length).toBeGreaterThan(0);
    expect((await call('privat', contractEndpoints.details, { params: { id: PRIVAT, contractId: 'K000000000' } })).status).toBe(404);
  });

  it('GET messages?customerId&reload: data.data[0] is the list; POST messages sends one', async () => {
    const { status, body } = await call('privat', messageEndpoints.list, { query: { customerId: PRIVAT, reload: 'true' } });
    expect(status).toBe(200);
    const list = dataOf(z.array(message)).parse(body).data[0]!;
    expect(list.some((m) => m.status.key === 5)).toBe(true);
    const sent = await call('privat', messageEndpoints.send, { body: { customerId: PRIVAT, subject: 'Fråga om avtal', body: 'Hej! Jag vill byta avtal.' } });
    expect(sent.status).toBe(201);
    expect(dataOf(message).parse(sent.body).data[0]?.category).toBe('Fjärrvärmeavtal');
  });

  it('GET customers/{customerId}/metervalues/poa: data.data[0] is the list', async () => {
    const { status, body } = await call('privat', powerOfAttorneyEndpoints.list, { params: { id: PRIVAT } });
    expect(status).toBe(200);
    const list = dataOf(z.array(powerOfAttorney)).parse(body).data[0]!;
    expect(list.map((p) => p.statusMP).sort()).toEqual(['Aktiv', 'Inaktiv', 'Ny', 'Väntande']);
  });

  it('POST /download: the file, with filename= and filename*=UTF-8 in Content-Disposition', async () => {
    const created = await call('privat', reportEndpoints.createDownloadToken, { params: { id: PRIVAT, reportId: 'RAP-5000101-DEMO' } });
    expect(created.status).toBe(201);
    const { token, url } = dataOf(downloadToken).parse(created.body).data[0]!;
    expect(url).toBe(`/ladda-ner/${token}`);
    // Without a bearer: the token is the capability.
    const response = await callAs(server, reportEndpoints.download, { body: { token } });
    expect(response.status).toBe(200);
    const disposition = response.headers.get('content-disposition')!;
    // The demo report covers last calendar year.
    const year = Number(new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Stockholm' }).slice(0, 4)) - 1;
    expect(disposition).toContain(`filename="Forbrukning per manad ${year} _ Anna Andersson.csv"`);
    expect(disposition).toContain(`filename*=UTF-8''${encodeURIComponent(`Förbrukning per månad ${year} – Anna Andersson.csv`)}`);
    expect(response.text).toContain('Anläggning;Adress;Tjänst;Månad;Förbrukning;Enhet;Kvalitet');
  });

  it('POST feedback and PUT contact (the calls the spec names without a path)', async () => {
    const feedback = await call('privat', feedbackEndpoints.send, { body: { page: '/fakturor', thumbs: 'thumbs-up', optionalText: 'Bra!' } });
    expect(feedback.status).toBe(201);
    const contact = await call('privat', contactDetailsEndpoints.updateCustomer, {
      params: { id: PRIVAT },
      body: { email: 'anna@example.se', mobilePhone: '070-111 22 33' },
    });
    expect(contact.status).toBe(200);
    expect(dataOf(customer).parse(contact.body).data[0]).toMatchObject({ email: 'anna@example.se', mobilePhone: '070-111 22 33' });
  });

  it('stores feedback against the customer whose pages were shown, only if the caller may see them', async () => {
    const page = '/el/elforbrukning?feedback-owner';
    const send = (persona: string, body: object) => call(persona, feedbackEndpoints.send, { body: { page, ...body } as never });
    expect((await send('lankad', { thumbs: 'thumbs-down', customerId: PRIVAT })).status).toBe(201);
    expect((await send('kundservice', { thumbs: 'thumbs-up', customerId: PRIVAT })).status).toBe(201);
    expect((await send('lankad', { thumbs: 'thumbs-up' })).status).toBe(201);
    expect((await send('lankad', { thumbs: 'thumbs-up', customerId: CUSTOMER_IDS.foretag })).status).toBe(404);
    const rows = await server.db.selectFrom('feedback').select(['customer_id', 'thumbs']).where('page', '=', page).orderBy('id').execute();
    expect(rows).toEqual([
      { customer_id: PRIVAT, thumbs: 'thumbs-down' },
      { customer_id: PRIVAT, thumbs: 'thumbs-up' },
      { customer_id: CUSTOMER_IDS.lankad, thumbs: 'thumbs-up' },
    ]);
  });
});

describe('every endpoint of the registry', () => {
  it('has one example request in test support, and test support none for an endpoint that is gone', () => {
    expect([...ENDPOINTS_WITH_EXAMPLES].sort()).toEqual(server.app.endpoints.map(endpointName).sort());
  });

  it('answers its example request in its contract’s envelope and status', async () => {
    const problems: string[] = [];
    let answered = 0;
    for (const endpoint of server.app.endpoints) {
      // The persona the endpoint is for: the customer itself, staff for staff calls, a company login for linking.
      const persona = endpoint.access.kind === 'staff' ? 'kundservice' : endpoint.access.kind === 'company-login' ? 'foretag' : 'privat';
      const answer = await call(
        persona,
        endpoint,
        exampleRequest(endpoint, { customerId: PRIVAT, customerNumber: '5000101', customerAccountId: '5000101001' }) as never,
      );
      const name = `${endpointName(endpoint)}: ${answer.status} ${answer.text.slice(0, 100)}`;
      if (answer.status >= 500) problems.push(name);
      if (answer.status >= 300) continue;
      answered++;
      if (answer.status !== endpoint.reply.status) problems.push(`${name}, declared ${endpoint.reply.status}`);
      if (endpoint.reply.kind === 'json' && !z.safeParse(endpoint.reply.schema, answer.body).success) problems.push(`${name}: not the declared envelope`);
    }
    expect(problems).toEqual([]);
    // The examples are real requests: most succeed for the demo customer (the rest name what does not exist, on purpose).
    // A machine's endpoints refuse every person (the authorization matrix shows it); their own tests send their examples.
    const forPeople = server.app.endpoints.filter((endpoint) => endpoint.access.kind !== 'service');
    expect(answered).toBeGreaterThan(forPeople.length * 0.7);
  });

  it('is published in the OpenAPI 3.1 document, with the API only', async () => {
    const response = await fetch(`${server.baseUrl}/api/docs/openapi.json`);
    const doc = (await response.json()) as { openapi: string; info: { version: string }; paths: Record<string, Record<string, unknown>> };
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.version).toBe(rootPackage.version);
    const listed = Object.entries(doc.paths).flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`));
    const declared = server.app.endpoints.map((e) => `${e.method} /api${e.path.replace(/:(\w+)/g, '{$1}')}`);
    expect(listed.sort()).toEqual(declared.sort());
    expect(hrefOf(customerEndpoints.detail, { params: { id: PRIVAT } })).toBe(`/v2/customers/${PRIVAT}`);
    expect((await fetch(`${server.baseUrl}/api/docs`)).status).toBe(200);
  });

  it('is a valid OpenAPI 3.1 document, by an independent validator', async () => {
    const doc = (await (await fetch(`${server.baseUrl}/api/docs/openapi.json`)).json()) as Parameters<Validator['validate']>[0];
    const result = await new Validator().validate(doc);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('is published in production without the Swagger UI', async () => {
    const production = await startTestServer({ env: { APP_ENV: 'production', ALLOW_DEMO_IN_PRODUCTION: 'true' } });
    try {
      expect((await fetch(`${production.baseUrl}/api/docs/openapi.json`)).status).toBe(200);
      expect((await fetch(`${production.baseUrl}/api/docs`, { headers: { accept: 'application/json' } })).status).toBe(404);
    } finally {
      await production.close();
    }
  });
});
