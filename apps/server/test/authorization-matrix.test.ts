import { endpointName, type EndpointSpec } from '@mina-sidor/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from './support/endpoints.ts';
import { exampleRequest, type ExampleCustomer } from './support/examples/index.ts';
import { CUSTOMER_IDS, CUSTOMER_NUMBERS, PERSONAS, tokensForAll } from './support/personas.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

/**
 * Every endpoint of the registry × every persona × {own, linked, foreign, non-existent customer},
 * each called with its contract's example request. The expected answer comes from the rules of
 * spec §6 written out here again, independently of the server's policy code; a new endpoint is
 * covered by declaring its contract.
 */
type Expected = { granted: true } | { granted: false; status: number };

const NONEXISTENT: ExampleCustomer = { customerId: '10000000099', customerNumber: '5999999', customerAccountId: '5999999001' };
const exampleCustomer = (id: string): ExampleCustomer => ({
  customerId: id,
  customerNumber: CUSTOMER_NUMBERS[id]!,
  customerAccountId: `${CUSTOMER_NUMBERS[id]!}001`,
});
/** The policy's refusal of a customer the caller may not see, whether it exists or not. */
const HIDDEN = 'Kunden hittades inte.';

type Relation = 'own' | 'linked' | 'staff' | 'none';
const CUSTOMER_KEYS = Object.keys(CUSTOMER_IDS) as (keyof typeof CUSTOMER_IDS)[];
const personaOf = (key: string) => PERSONAS.find((p) => p.key === key)!;
const isStaff = (key: string) => personaOf(key).roles.some((r) => r === 'KC' || r === 'Admin');

function relation(personaKey: string, id: string): Relation {
  const persona = personaOf(personaKey);
  if (persona.customerKey && CUSTOMER_IDS[persona.customerKey] === id) return 'own';
  if (personaKey === 'lankad' && id === CUSTOMER_IDS.privat) return 'linked';
  if (isStaff(personaKey) && id !== NONEXISTENT.customerId) return 'staff';
  return 'none';
}

/** Spec §6 as the expected answer. */
function expected(endpoint: EndpointSpec, personaKey: string, target: ExampleCustomer): Expected {
  const { access } = endpoint;
  switch (access.kind) {
    case 'signed-in':
      return { granted: true };
    case 'company-login':
      return personaOf(personaKey).companyLogin ? { granted: true } : { granted: false, status: 403 };
    case 'staff':
      return isStaff(personaKey) ? { granted: true } : { granted: false, status: 403 };
    case 'service':
      // A machine's endpoint: no person's token carries its scope, staff's neither (meter-value-import.test.ts signs the machine in).
      return { granted: false, status: 403 };
    case 'customer': {
      const example = exampleRequest(endpoint, target) as Record<string, Record<string, unknown> | undefined>;
      const named = example[access.customer.in]?.[access.customer.key];
      // Nothing named: the caller's own business. A capability that leads nowhere is the handler's to answer.
      if ((named === undefined && access.customer.optional) || access.signedOut) return { granted: true };
      const rel = relation(personaKey, target.customerId);
      if (rel === 'none') return { granted: false, status: 404 };
      if (access.need === 'read') return { granted: true };
      if (access.need === 'restricted-read') return rel === 'linked' ? { granted: false, status: 403 } : { granted: true };
      return rel === 'own' ? { granted: true } : { granted: false, status: 403 };
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
  it('registers every API route from a contract', () => {
    const registered = server.app.apiRoutes.flatMap((r) =>
      [r.method]
        .flat()
        .filter((m) => m !== 'HEAD')
        .map((m) => `${m} ${r.url}`),
    );
    expect(registered.sort()).toEqual(server.app.endpoints.map((e) => `${e.method} /api${e.path}`).sort());
  });

  it('answers every endpoint × persona × customer as spec §6 says, and leaks nothing', async () => {
    const mismatches: string[] = [];
    let leaks = 0;
    let cells = 0;
    for (const endpoint of server.app.endpoints) {
      for (const persona of PERSONAS) {
        const own = persona.customerKey ? CUSTOMER_IDS[persona.customerKey] : undefined;
        const foreign = CUSTOMER_KEYS.map((k) => CUSTOMER_IDS[k]).find((id) => ['none', 'staff'].includes(relation(persona.key, id)))!;
        const cases: [string, ExampleCustomer][] = [
          ['foreign', exampleCustomer(foreign)],
          ['nonexistent', NONEXISTENT],
        ];
        if (own) cases.unshift(['own', exampleCustomer(own)]);
        if (persona.key === 'lankad') cases.push(['linked', exampleCustomer(CUSTOMER_IDS.privat)]);
        for (const [name, target] of cases) {
          cells++;
          const answer = await call(server, endpoint, exampleRequest(endpoint, target) as never, tokens[persona.key]);
          const want = expected(endpoint, persona.key, target);
          const cell = `${endpointName(endpoint)} ${persona.key} ${name}: ${answer.status} ${answer.text.slice(0, 120)}`;
          const refused = answer.status === 401 || answer.status === 403 || (answer.status === 404 && answer.text.includes(HIDDEN));
          if (want.granted ? refused || answer.status >= 500 : answer.status !== want.status) {
            mismatches.push(`${cell}, expected ${want.granted ? 'access' : want.status}`);
          }
          if (!want.granted && answer.status < 300) leaks++;
          if (answer.status >= 400 && !/^\{"error":\{"code":"[a-z_]+","message":"[^"]+"\}\}$/.test(answer.text)) mismatches.push(`${cell}: error body`);
        }
      }
    }
    process.stdout.write(`authorization matrix: ${server.app.endpoints.length} endpoints × ${PERSONAS.length} personas → ${cells} cells, ${leaks} leaks\n`);
    expect(mismatches).toEqual([]);
    expect(leaks).toBe(0);
  }, 180_000); // a timeout of its own: the sweep grows with every endpoint added

  it('writes an audit row for every staff read of a customer', async () => {
    const staffSubjects = await server.db.selectFrom('users').select('subject').where('persona_key', 'in', ['kundservice', 'admin']).execute();
    const rows = await server.db.selectFrom('audit_log').select('actor_subject').execute();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => staffSubjects.some((s) => s.subject === r.actor_subject))).toBe(true);
  });
});
