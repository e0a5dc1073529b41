import { accountEndpoints } from '@mina-sidor/shared/account';
import { customerEndpoints } from '@mina-sidor/shared/customer';
import { invitationEndpoints } from '@mina-sidor/shared/invitation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_IDS, DEMO_INVITATION_CODE } from '../src/demo-source/personas.ts';
import { call } from './support/endpoints.ts';
import { signIn } from './support/oidc-login.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const USED = 'Inbjudan har redan använts. Be den som bjöd in dig om en ny inbjudan.';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('invitations (/bekrafta_konto/{code})', () => {
  it('shows whose account an open invitation is for, with the address masked', async () => {
    const token = (await signIn(server.baseUrl, { persona: 'inbjuden' })).access_token;
    const { status, body } = await call(server, invitationEndpoints.detail, { params: { code: DEMO_INVITATION_CODE } }, token);
    expect(status).toBe(200);
    expect(body).toEqual({
      data: [{ code: DEMO_INVITATION_CODE, customerName: 'Bergström Fastigheter AB', invitedEmail: 'i…@example.se', createdAt: '2026-01-15T09:00:00.000Z' }],
    });
  });

  it('accepting makes the login a linked user, once', async () => {
    const token = (await signIn(server.baseUrl, { persona: 'inbjuden' })).access_token;
    const accept = () => call(server, invitationEndpoints.accept, { params: { code: DEMO_INVITATION_CODE } }, token);
    const first = await accept();
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ data: [{ customerId: '10000000003' }] });
    const account = await call(server, accountEndpoints.current, {}, token);
    expect(account.body).toMatchObject([{ hasLinkedAccounts: true, linkedCustomers: [{ customerId: '10000000003' }] }]);
    expect((await call(server, customerEndpoints.detail, { params: { id: '10000000003' } }, token)).status).toBe(200);
    const again = await accept();
    expect([again.status, again.body]).toEqual([409, { error: { code: 'invitation_used', message: USED } }]);
  });

  it('is used once when several logins accept it at the same moment: one becomes a linked user, the others are told it is used', async () => {
    const code = 'c2FtdGlkaWd0MjAyNg';
    await server.db.insertInto('invitations').values({ code, customer_id: CUSTOMER_IDS.foretag, email: 'delad@example.se' }).execute();
    const logins = ['privat', 'flera-konton', 'koncern', 'lankad', 'icke-kund'];
    const tokens = await Promise.all(logins.map(async (persona) => (await signIn(server.baseUrl, { persona })).access_token));
    const answers = await Promise.all(tokens.map((token) => call(server, invitationEndpoints.accept, { params: { code } }, token)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409]);
    for (const refused of answers.filter((a) => a.status === 409)) expect(refused.body).toEqual({ error: { code: 'invitation_used', message: USED } });
    const linked = await server.db
      .selectFrom('linked_customers')
      .innerJoin('users', 'users.user_id', 'linked_customers.user_id')
      .select('users.persona_key')
      .where('linked_customers.customer_id', '=', CUSTOMER_IDS.foretag)
      .where('users.persona_key', 'in', logins)
      .execute();
    expect(linked).toHaveLength(1);
    const { accepted_by } = await server.db.selectFrom('invitations').select('accepted_by').where('code', '=', code).executeTakeFirstOrThrow();
    const winner = await server.db.selectFrom('users').select('persona_key').where('user_id', '=', accepted_by!).executeTakeFirstOrThrow();
    expect(linked).toEqual([winner]);
  });

  it('answers an expired invitation with a Swedish 410, linking nobody', async () => {
    const code = 'dXRnYW5nZW4yMDI2';
    await server.db
      .insertInto('invitations')
      .values({ code, customer_id: CUSTOMER_IDS.foretag, email: 'sen@example.se', expires_at: new Date(Date.now() - 60_000) })
      .execute();
    const token = (await signIn(server.baseUrl, { persona: 'inaktiv' })).access_token;
    const answer = await call(server, invitationEndpoints.accept, { params: { code } }, token);
    expect([answer.status, answer.body]).toEqual([
      410,
      { error: { code: 'invitation_expired', message: 'Inbjudan har gått ut. Be den som bjöd in dig om en ny inbjudan.' } },
    ]);
    expect((await call(server, accountEndpoints.current, {}, token)).body).toMatchObject([{ hasLinkedAccounts: false }]);
  });

  it('refuses a code that does not look like base64 with a Swedish 400', async () => {
    const token = (await signIn(server.baseUrl, { persona: 'icke-kund' })).access_token;
    const { status, body } = await call(server, invitationEndpoints.detail, { params: { code: 'inte base64!' } }, token);
    expect(status).toBe(400);
    expect(JSON.stringify(body)).toContain('Inbjudningskoden är ogiltig.');
  });
});
