import { accountEndpoints } from '@mina-sidor/shared/account';
import { customerEndpoints } from '@mina-sidor/shared/customer';
import { invitationEndpoints } from '@mina-sidor/shared/invitation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, valueIn } from './support/endpoints.ts';
import { signIn } from './support/oidc-login.ts';
import { CUSTOMER_IDS } from './support/personas.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  server = await startTestServer({ env: { WRITE_RATE_LIMIT_PER_MINUTE: '100000' } });
  for (const persona of ['koncern', 'foretag', 'icke-kund', 'kundservice']) tokens[persona] = (await signIn(server.baseUrl, { persona })).access_token;
});
afterAll(() => server.close());

/** `from` invites by e-mail and `to` accepts with the code the e-mail carried (read where the invitation is kept). */
async function invite(from: 'koncern' | 'foretag', to: string) {
  const customerId = CUSTOMER_IDS[from];
  const sent = await call(server, invitationEndpoints.send, { params: { id: customerId }, body: { email: `${to}@example.se` } }, tokens[from]);
  expect(sent.status, sent.text).toBe(200);
  const { code } = await server.db
    .selectFrom('invitations')
    .select('code')
    .where('customer_id', '=', customerId)
    .where('email', '=', `${to}@example.se`)
    .executeTakeFirstOrThrow();
  const accepted = await call(server, invitationEndpoints.accept, { params: { code } }, tokens[to]);
  expect(accepted.status, accepted.text).toBe(200);
}

const accountOf = async (customerId: string, persona: string) =>
  valueIn(accountEndpoints.ofCustomer, await call(server, accountEndpoints.ofCustomer, { params: { id: customerId } }, tokens[persona]));

describe('the account of a customer’s login (GET account/customer/{id})', () => {
  beforeAll(async () => {
    // Koncern lets foretag's login see it, and foretag lets icke-kund see foretag: icke-kund may read foretag, not koncern.
    await invite('koncern', 'foretag');
    await invite('foretag', 'icke-kund');
  });

  it('lists only the linked customers the caller may read itself', async () => {
    expect((await call(server, customerEndpoints.detail, { params: { id: CUSTOMER_IDS.koncern } }, tokens['icke-kund'])).status).toBe(404);
    for (const version of [accountEndpoints.ofCustomerV1, accountEndpoints.ofCustomer]) {
      const answer = await call(server, version, { params: { id: CUSTOMER_IDS.foretag } }, tokens['icke-kund']);
      expect(answer.status).toBe(200);
      expect(valueIn(version, answer)).toMatchObject({ exist: true, hasLinkedAccounts: false, linkedCustomers: [] });
      expect(answer.text).not.toContain('Nordhamn');
      expect(answer.text).not.toContain('08-555 020 30');
    }
  });

  it('still lists them for the login itself and for customer service, who may read them', async () => {
    for (const persona of ['foretag', 'kundservice']) {
      const account = await accountOf(CUSTOMER_IDS.foretag, persona);
      expect(account).toMatchObject({ hasLinkedAccounts: true, linkedCustomers: [{ customerId: CUSTOMER_IDS.koncern, name: 'Nordhamn Koncern AB' }] });
    }
  });
});
