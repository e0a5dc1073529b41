import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_INVITATION_CODE } from '../src/seed/personas.ts';
import { signIn } from './support/oidc-login.ts';
import { getJson, startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('invitations (/bekrafta_konto/{code})', () => {
  it('shows whose account an open invitation is for, with the address masked', async () => {
    const token = (await signIn(server.baseUrl, { persona: 'inbjuden' })).access_token;
    const { status, body } = await getJson(server, `/api/v2/invitations/${DEMO_INVITATION_CODE}`, token);
    expect(status).toBe(200);
    expect(body).toEqual({ data: [{ code: DEMO_INVITATION_CODE, customerName: 'Bergström Fastigheter AB', invitedEmail: 'i…@example.se', createdAt: '2026-01-15T09:00:00.000Z' }] });
  });

  it('accepting makes the login a linked user, once', async () => {
    const token = (await signIn(server.baseUrl, { persona: 'inbjuden' })).access_token;
    const accept = () => fetch(`${server.baseUrl}/api/v2/invitations/${DEMO_INVITATION_CODE}/accept`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    const first = await accept();
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ data: [{ customerId: '10000000003' }] });
    const account = await getJson(server, '/api/v1/account', token);
    expect(account.body).toMatchObject([{ hasLinkedAccounts: true, linkedCustomers: [{ customerId: '10000000003' }] }]);
    expect((await getJson(server, '/api/v2/customers/10000000003', token)).status).toBe(200);
    expect((await accept()).status).toBe(404);
  });

  it('refuses a code that does not look like base64 with a Swedish 400', async () => {
    const token = (await signIn(server.baseUrl, { persona: 'icke-kund' })).access_token;
    const { status, body } = await getJson(server, '/api/v2/invitations/inte%20base64!', token);
    expect(status).toBe(400);
    expect(JSON.stringify(body)).toContain('Inbjudningskoden är ogiltig.');
  });
});
