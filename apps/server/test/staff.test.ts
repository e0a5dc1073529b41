import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointName } from '@mina-sidor/shared';
import { accountEndpoints } from '@mina-sidor/shared/account';
import { customerEndpoints } from '@mina-sidor/shared/customer';
import { staffEndpoints } from '@mina-sidor/shared/staff';
import { call, valueIn } from './support/endpoints.ts';
import { signIn } from './support/oidc-login.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
let kc: string;
beforeAll(async () => {
  server = await startTestServer();
  kc = (await signIn(server.baseUrl, { persona: 'kundservice' })).access_token;
});
afterAll(() => server.close());

const search = (q: string, token: string) => call(server, staffEndpoints.customerSearch, { query: { q } }, token);
const readCustomer = (id: string, token: string) => call(server, customerEndpoints.detail, { params: { id } }, token);

describe('customer search for staff', () => {
  it.each([
    ['name, any case', 'bergström', 'Bergström Fastigheter AB'],
    ['customer number', '5000101', 'Anna Andersson'],
    ['personnummer with dash, no century', '800312-9809', 'Anna Andersson'],
    ['organisationsnummer', '556123-4567', 'Bergström Fastigheter AB'],
  ])('finds by %s', async (_what, q, name) => {
    const answer = await search(q, kc);
    expect(answer.status).toBe(200);
    expect(valueIn(staffEndpoints.customerSearch, answer).map((h) => h.name)).toContain(name);
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
    expect(valueIn(staffEndpoints.customerSearch, await search('%%', kc))).toEqual([]);
  });

  it('writes an audit row for every search: who, the kind of terms and how many customers it showed, never the terms', async () => {
    const admin = (await signIn(server.baseUrl, { persona: 'admin' })).access_token;
    const searches: [string, string][] = [
      ['19800312-9809', kc],
      ['556123-4567', kc],
      ['5000101', admin],
      ['nordhamn', admin],
      ['ingen sådan kund', kc],
    ];
    const before = await server.db.selectFrom('audit_log').select('id').orderBy('id', 'desc').limit(1).executeTakeFirst();
    const counts: number[] = [];
    for (const [q, token] of searches) counts.push(valueIn(staffEndpoints.customerSearch, await search(q, token)).length);
    const rows = await server.db
      .selectFrom('audit_log')
      .innerJoin('users', 'users.subject', 'audit_log.actor_subject')
      .select(['users.persona_key', 'audit_log.actor_roles', 'audit_log.action', 'audit_log.customer_id', 'audit_log.detail'])
      .where('audit_log.id', '>', before?.id ?? '0')
      .orderBy('audit_log.id')
      .execute();
    const action = endpointName(staffEndpoints.customerSearch);
    expect(counts).toEqual([1, 1, 1, counts[3], 0]);
    expect(rows).toEqual([
      { persona_key: 'kundservice', actor_roles: ['KC'], action, customer_id: null, detail: { terms: 'personal-number', results: 1 } },
      { persona_key: 'kundservice', actor_roles: ['KC'], action, customer_id: null, detail: { terms: 'organisation-number', results: 1 } },
      { persona_key: 'admin', actor_roles: ['Admin'], action, customer_id: null, detail: { terms: 'number', results: 1 } },
      { persona_key: 'admin', actor_roles: ['Admin'], action, customer_id: null, detail: { terms: 'name', results: counts[3] } },
      { persona_key: 'kundservice', actor_roles: ['KC'], action, customer_id: null, detail: { terms: 'name', results: 0 } },
    ]);
    const stored = JSON.stringify(rows);
    for (const [q] of searches) expect(stored).not.toContain(q);
  });

  it('writes no audit row for a search refused before it ran', async () => {
    const count = async () => (await server.db.selectFrom('audit_log').select('id').execute()).length;
    const before = await count();
    const privat = (await signIn(server.baseUrl, { persona: 'privat' })).access_token;
    expect((await search('Anna', privat)).status).toBe(403);
    expect((await search('a', kc)).status).toBe(400);
    expect(await count()).toBe(before);
  });
});

describe('staff reading a customer', () => {
  it('is allowed for KC and Admin and writes an audit row each time', async () => {
    const admin = (await signIn(server.baseUrl, { persona: 'admin' })).access_token;
    for (const token of [kc, admin]) {
      expect((await readCustomer('10000000003', token)).status).toBe(200);
    }
    const rows = await server.db
      .selectFrom('audit_log')
      .select(['actor_roles', 'action', 'customer_id'])
      .where('customer_id', '=', '10000000003')
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { actor_roles: ['KC'], action: endpointName(customerEndpoints.detail), customer_id: '10000000003' },
      { actor_roles: ['Admin'], action: endpointName(customerEndpoints.detail), customer_id: '10000000003' },
    ]);
  });

  it('is 404 for a customer that does not exist, without an audit row', async () => {
    expect((await readCustomer('10000000099', kc)).status).toBe(404);
    const rows = await server.db.selectFrom('audit_log').select('id').where('customer_id', '=', '10000000099').execute();
    expect(rows).toEqual([]);
  });
});

describe(endpointName(accountEndpoints.current), () => {
  it('lists the linked customers of a linked user', async () => {
    const token = (await signIn(server.baseUrl, { persona: 'lankad' })).access_token;
    const { status, body } = await call(server, accountEndpoints.current, {}, token);
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
    const { body } = await call(server, accountEndpoints.current, {}, token);
    expect(body).toMatchObject([{ exist: true, hasLinkedAccounts: false, linkedCustomers: [] }]);
  });
});
