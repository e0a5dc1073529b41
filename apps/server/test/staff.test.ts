import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerSearchHit, dataEnvelope } from '@mina-sidor/shared';
import { signIn } from './support/oidc-login.ts';
import { getJson, startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
let kc: string;
beforeAll(async () => {
  server = await startTestServer();
  kc = (await signIn(server.baseUrl, { persona: 'kundservice' })).access_token;
});
afterAll(() => server.close());

const search = (q: string, token: string) => getJson(server, `/api/v2/staff/customers?q=${encodeURIComponent(q)}`, token);

describe('customer search for staff', () => {
  it.each([
    ['name, any case', 'bergström', 'Bergström Fastigheter AB'],
    ['customer number', '5000101', 'Anna Andersson'],
    ['personnummer with dash, no century', '800312-9809', 'Anna Andersson'],
    ['organisationsnummer', '556123-4567', 'Bergström Fastigheter AB'],
  ])('finds by %s', async (_what, q, name) => {
    const { status, body } = await search(q, kc);
    expect(status).toBe(200);
    expect(dataEnvelope(customerSearchHit).parse(body).data.map((h) => h.name)).toContain(name);
  });

  it('answers a too short query with a Swedish 400', async () => {
    const { status, body } = await search('a', kc);
    expect(status).toBe(400);
    expect(body).toMatchObject({ error: { code: 'invalid_request' } });
    expect(JSON.stringify(body)).toContain('Skriv minst två tecken.');
  });

  it('is refused to a customer', async () => {
    const token = (await signIn(server.baseUrl, { persona: 'privat' })).access_token;
    expect((await search('Anna', token)).status).toBe(403);
  });

  it('treats a LIKE wildcard as text', async () => {
    const { body } = await search('%%', kc);
    expect(dataEnvelope(customerSearchHit).parse(body).data).toEqual([]);
  });
});

describe('staff reading a customer', () => {
  it('is allowed for KC and Admin and writes an audit row each time', async () => {
    const admin = (await signIn(server.baseUrl, { persona: 'admin' })).access_token;
    for (const token of [kc, admin]) {
      expect((await getJson(server, '/api/v2/customers/10000000003', token)).status).toBe(200);
    }
    const rows = await server.db
      .selectFrom('audit_log')
      .select(['actor_roles', 'action', 'customer_id'])
      .where('customer_id', '=', '10000000003')
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { actor_roles: ['KC'], action: 'customer.read', customer_id: '10000000003' },
      { actor_roles: ['Admin'], action: 'customer.read', customer_id: '10000000003' },
    ]);
  });

  it('is 404 for a customer that does not exist, without an audit row', async () => {
    expect((await getJson(server, '/api/v2/customers/10000000099', kc)).status).toBe(404);
    const rows = await server.db.selectFrom('audit_log').select('id').where('customer_id', '=', '10000000099').execute();
    expect(rows).toEqual([]);
  });
});

describe('GET /api/v1/account', () => {
  it('lists the linked customers of a linked user', async () => {
    const token = (await signIn(server.baseUrl, { persona: 'lankad' })).access_token;
    const { status, body } = await getJson(server, '/api/v1/account', token);
    expect(status).toBe(200);
    expect(body).toMatchObject([
      {
        exist: true,
        hasLinkedAccounts: true,
        linkedCustomers: [{ customerId: '10000000001', name: 'Anna Andersson', customerAccounts: [{ customerNumber: '5000101' }] }],
      },
    ]);
  });

  it('has no linked accounts for a plain customer', async () => {
    const token = (await signIn(server.baseUrl, { persona: 'privat' })).access_token;
    const { body } = await getJson(server, '/api/v1/account', token);
    expect(body).toMatchObject([{ exist: true, hasLinkedAccounts: false, linkedCustomers: [] }]);
  });
});
