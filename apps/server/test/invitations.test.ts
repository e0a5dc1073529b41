import { accountEndpoints } from '@mina-sidor/shared/account';
import { customerEndpoints } from '@mina-sidor/shared/customer';
import { invitationEndpoints } from '@mina-sidor/shared/invitation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_INVITATION_CODE } from '../src/seed/personas.ts';
import { call } from './support/endpoints.ts';
import { signIn } from './support/oidc-login.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

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
    expect((await accept()).status).toBe(404);
  });

  it('refuses a code that does not look like base64 with a Swedish 400', async () => {
    const token = (await signIn(server.baseUrl, { persona: 'icke-kund' })).access_token;
    const { status, body } = await call(server, invitationEndpoints.detail, { params: { code: 'inte base64!' } }, token);
    expect(status).toBe(400);
    expect(JSON.stringify(body)).toContain('Inbjudningskoden är ogiltig.');
  });
});
