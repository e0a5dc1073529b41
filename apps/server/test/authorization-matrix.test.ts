import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_IDS, CUSTOMER_NUMBERS, PERSONAS, tokensForAll } from './support/personas.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

/**
 * Every API route × every persona × {own, linked, foreign, non-existent customer}.
 * The expected answer comes from the rules of spec §6 written out here again,
 * independently of the server's policy code. A route without a row fails.
 */
/** fixed: not customer-scoped; every persona gets `ok`. */
type Need = 'read' | 'restricted-read' | 'change' | 'self' | 'staff' | 'company-login' | 'token' | 'fixed';
type Target = { id: string; number: string };
/** ok: the status when access is granted (default 200); it may depend on the customer's data. */
type Row = {
  need: Need;
  request: (t: Target) => { url: string; body?: unknown };
  ok?: number | ((t: Target) => number);
  setup?: (server: TestServer, t: Target) => Promise<void>;
};

const NONEXISTENT: Target = { id: '10000000099', number: '5999999' };
const THROWAWAY_USER = '00000000-0000-4000-8000-000000000001';
const HAS_REPORTS = new Set<string>([CUSTOMER_IDS.privat, CUSTOMER_IDS.foretag, CUSTOMER_IDS.koncern]);

const ROWS: Record<string, Row> = {
  'GET /api/v2/customers/:id': { need: 'read', request: (t) => ({ url: `/api/v2/customers/${t.id}` }) },
  'GET /api/v2/customers/:id/organization/parent': {
    need: 'read',
    request: (t) => ({ url: `/api/v2/customers/${t.id}/organization/parent` }),
    ok: (t) => (t.id === CUSTOMER_IDS.koncern ? 200 : 404),
  },
  'GET /api/v2/customers/:id/facilities': { need: 'read', request: (t) => ({ url: `/api/v2/customers/${t.id}/facilities?pageSize=10000` }) },
  'PUT /api/v2/customers/:id/contact': { need: 'change', request: (t) => ({ url: `/api/v2/customers/${t.id}/contact`, body: { email: 'ny@example.se', mobilePhone: null } }) },
  'GET /api/v1/account': { need: 'self', request: () => ({ url: '/api/v1/account' }) },
  'GET /api/v1/account/customer/:id': { need: 'read', request: (t) => ({ url: `/api/v1/account/customer/${t.id}` }) },
  'GET /api/v2/account/customer/:id': { need: 'read', request: (t) => ({ url: `/api/v2/account/customer/${t.id}` }) },
  'PUT /api/v2/account': { need: 'change', request: (t) => ({ url: '/api/v2/account', body: { customerId: t.id, customerAccountId: `${t.number}001`, phoneNumber: '070-000 00 00' } }) },
  'POST /api/v1/account/company': {
    need: 'company-login',
    request: () => ({ url: '/api/v1/account/company', body: { companyIdentificationNumber: '5569999999', companyCustomerNumber: '1', userName: 'X', userEmail: 'x@example.se' } }),
  },
  'DELETE /api/v2/account/customer/:customerId/users/:userId': {
    need: 'change',
    setup: async (server, t) => {
      const exists = await server.db.selectFrom('customers').select('customer_id').where('customer_id', '=', t.id).executeTakeFirst();
      if (!exists) return;
      await server.db.insertInto('users').values({ user_id: THROWAWAY_USER, subject: THROWAWAY_USER, personnummer: '000000000000', display_name: 'Tillfällig', roles: [], persona_key: null, email: null, company_login: false, customer_id: null }).onConflict((oc) => oc.doNothing()).execute();
      await server.db.insertInto('linked_customers').values({ user_id: THROWAWAY_USER, customer_id: t.id }).onConflict((oc) => oc.doNothing()).execute();
    },
    request: (t) => ({ url: `/api/v2/account/customer/${t.id}/users/${THROWAWAY_USER}` }),
    ok: 204,
  },
  'GET /api/v1/customers/:id/contracts': { need: 'read', request: (t) => ({ url: `/api/v1/customers/${t.id}/contracts` }) },
  'GET /api/v1/customers/:id/contracts/grouped': { need: 'read', request: (t) => ({ url: `/api/v1/customers/${t.id}/contracts/grouped` }) },
  'GET /api/v1/customers/:id/contracts/:contractId/details': { need: 'read', request: (t) => ({ url: `/api/v1/customers/${t.id}/contracts/K000000000/details` }), ok: 404 },
  'GET /api/v1/customers/:id/metervalues/poa': { need: 'read', request: (t) => ({ url: `/api/v1/customers/${t.id}/metervalues/poa` }) },
  'GET /api/v1/customers/:id/specialtimeseries': { need: 'read', request: (t) => ({ url: `/api/v1/customers/${t.id}/specialtimeseries` }) },
  'GET /api/v1/messages': { need: 'read', request: (t) => ({ url: `/api/v1/messages?customerId=${t.id}&reload=false` }) },
  'POST /api/v1/messages': { need: 'change', request: (t) => ({ url: '/api/v1/messages', body: { customerId: t.id, subject: 'Matris', body: 'Test av behörighet' } }), ok: 201 },
  'GET /api/v1/customers/:id/panel-participation': { need: 'read', request: (t) => ({ url: `/api/v1/customers/${t.number}/panel-participation` }) },
  'PUT /api/v2/customers/:id/panel-participation': {
    need: 'change',
    request: (t) => ({ url: `/api/v2/customers/${t.number}/panel-participation`, body: { participate: false } }),
    // The linked persona's own customer is excluded from the panel.
    ok: (t) => (t.id === CUSTOMER_IDS.lankad ? 409 : 200),
  },
  'POST /api/v2/feedback': { need: 'self', request: () => ({ url: '/api/v2/feedback', body: { page: '/', thumbs: 'thumbs-up' } }) },
  'GET /api/v2/customers/:id/reports': { need: 'restricted-read', request: (t) => ({ url: `/api/v2/customers/${t.id}/reports` }) },
  'POST /api/v2/customers/:id/reports/:reportId/download-token': {
    need: 'restricted-read',
    request: (t) => ({ url: `/api/v2/customers/${t.id}/reports/RAP-${t.number}-2025/download-token` }),
    ok: (t) => (HAS_REPORTS.has(t.id) ? 201 : 404),
  },
  'GET /api/v2/customers/:id/meteringpoints': { need: 'read', request: (t) => ({ url: `/api/v2/customers/${t.id}/meteringpoints` }) },
  // No values are generated in this file; an unknown metering point is 404 once the customer may be read.
  'GET /api/v2/customers/:id/meteringpoints/:meteringPointId/values': {
    need: 'read',
    request: (t) => ({ url: `/api/v2/customers/${t.id}/meteringpoints/735999000000000000/values?resolution=day&from=2025-01-01&to=2025-02-01` }),
    ok: 404,
  },
  'GET /api/v2/customers/:id/invoices': { need: 'read', request: (t) => ({ url: `/api/v2/customers/${t.id}/invoices` }) },
  'GET /api/v2/customers/:id/overview': { need: 'read', request: (t) => ({ url: `/api/v2/customers/${t.id}/overview` }) },
  'GET /api/v2/staff/customers': { need: 'staff', request: () => ({ url: '/api/v2/staff/customers?q=Anna' }) },
  'GET /api/v2/invitations/:code': { need: 'fixed', request: () => ({ url: '/api/v2/invitations/aW5iamRlbW8yMDI2' }), ok: 200 },
  // A code nobody holds, so the matrix changes nothing; accepting a real one is in invitations.test.ts.
  'POST /api/v2/invitations/:code/accept': { need: 'fixed', request: () => ({ url: '/api/v2/invitations/bm9ib2R5/accept' }), ok: 404 },
  'POST /api/v2/download': { need: 'token', request: () => ({ url: '/api/v2/download', body: { token: 'x'.repeat(43) } }) },
};

const CUSTOMER_KEYS = Object.keys(CUSTOMER_IDS) as (keyof typeof CUSTOMER_IDS)[];
const target = (id: string): Target => ({ id, number: CUSTOMER_NUMBERS[id]! });

type Relation = 'own' | 'linked' | 'staff' | 'none';

function relation(personaKey: string, id: string): Relation {
  const persona = PERSONAS.find((p) => p.key === personaKey)!;
  if (persona.customerKey && CUSTOMER_IDS[persona.customerKey] === id) return 'own';
  if (personaKey === 'lankad' && id === CUSTOMER_IDS.privat) return 'linked';
  if ((persona.roles.includes('KC') || persona.roles.includes('Admin')) && id !== NONEXISTENT.id) return 'staff';
  return 'none';
}

/** Spec §6 as the expected status. */
function expectedStatus(row: Row, personaKey: string, t: Target): number {
  const persona = PERSONAS.find((p) => p.key === personaKey)!;
  const success = typeof row.ok === 'function' ? row.ok(t) : (row.ok ?? 200);
  switch (row.need) {
    case 'self':
      return row.request(t).body ? 201 : 200;
    case 'staff':
      return persona.roles.some((r) => r === 'KC' || r === 'Admin') ? 200 : 403;
    case 'company-login':
      return persona.companyLogin ? 422 : 403;
    case 'token':
      return 404;
    case 'fixed':
      return success;
    default: {
      const rel = relation(personaKey, t.id);
      if (rel === 'none') return 404;
      if (row.need === 'read') return success;
      if (row.need === 'restricted-read') return rel === 'linked' ? 403 : success;
      return rel === 'own' ? success : 403;
    }
  }
}

let server: TestServer;
let tokens: Record<string, string>;
beforeAll(async () => {
  server = await startTestServer({ env: { WRITE_RATE_LIMIT_PER_MINUTE: '100000' } });
  tokens = await tokensForAll(server);
});
afterAll(() => server.close());

describe('authorization matrix', () => {
  it('has a row for every API route the server registers', () => {
    const registered = server.app.apiRoutes
      .flatMap((r) => [r.method].flat().map((m) => `${m} ${r.url}`))
      .filter((r) => !r.startsWith('HEAD '));
    expect(registered.sort()).toEqual(Object.keys(ROWS).sort());
  });

  it('answers every route × persona × customer as spec §6 says, and leaks nothing', async () => {
    const mismatches: string[] = [];
    let leaks = 0;
    let cells = 0;
    for (const [route, row] of Object.entries(ROWS)) {
      const [method] = route.split(' ');
      for (const persona of PERSONAS) {
        const own = persona.customerKey ? CUSTOMER_IDS[persona.customerKey] : undefined;
        const foreign = CUSTOMER_KEYS.map((k) => CUSTOMER_IDS[k]).find((id) => relation(persona.key, id) === 'none' || relation(persona.key, id) === 'staff')!;
        const cases: [string, Target][] = [['foreign', target(foreign)], ['nonexistent', NONEXISTENT]];
        if (own) cases.unshift(['own', target(own)]);
        if (persona.key === 'lankad') cases.push(['linked', target(CUSTOMER_IDS.privat)]);
        for (const [name, t] of cases) {
          cells++;
          await row.setup?.(server, t);
          const { url, body } = row.request(t);
          const response = await fetch(`${server.baseUrl}${url}`, {
            method,
            headers: { authorization: `Bearer ${tokens[persona.key]}`, ...(body ? { 'content-type': 'application/json' } : {}) },
            body: body ? JSON.stringify(body) : undefined,
          });
          const text = await response.text();
          const expected = expectedStatus(row, persona.key, t);
          if (response.status !== expected) mismatches.push(`${route} ${persona.key} ${name}: ${response.status}, expected ${expected} ${text.slice(0, 120)}`);
          if (response.status < 300 && expected >= 400) leaks++;
          if (response.status >= 400 && !/^\{"error":\{"code":"[a-z_]+","message":"[^"]+"\}\}$/.test(text)) {
            mismatches.push(`${route} ${persona.key} ${name}: error body ${text.slice(0, 120)}`);
          }
        }
      }
    }
    process.stdout.write(`authorization matrix: ${Object.keys(ROWS).length} routes × ${PERSONAS.length} personas → ${cells} cells, ${leaks} leaks\n`);
    expect(mismatches).toEqual([]);
    expect(leaks).toBe(0);
  });

  it('writes an audit row for every staff read of a customer', async () => {
    const staffSubjects = await server.db.selectFrom('users').select('subject').where('persona_key', 'in', ['kundservice', 'admin']).execute();
    const rows = await server.db.selectFrom('audit_log').select('actor_subject').execute();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => staffSubjects.some((s) => s.subject === r.actor_subject))).toBe(true);
  });
});
