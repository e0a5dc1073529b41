import { reportEndpoints } from '@mina-sidor/shared/report';
import { staffEndpoints } from '@mina-sidor/shared/staff';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, valueIn } from './support/endpoints.ts';
import { signIn } from './support/oidc-login.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const log: string[] = [];
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ log });
});
afterAll(() => server.close());

describe('the request log', () => {
  it('keeps no token, authorization code, download link or search term', async () => {
    const anna = await signIn(server.baseUrl, { persona: 'privat' });
    const code = 'kod-som-inte-far-loggas-4711';
    await fetch(`${server.baseUrl}/callback?code=${code}&state=abc`, { headers: { accept: 'text/html' } });
    const created = await call(server, reportEndpoints.createDownloadToken, { params: { id: '10000000001', reportId: 'RAP-5000101-DEMO' } }, anna.access_token);
    const { token } = valueIn(reportEndpoints.createDownloadToken, created)!;
    await fetch(`${server.baseUrl}/ladda-ner/${token}`, { headers: { accept: 'text/html' } });
    expect((await call(server, reportEndpoints.download, { body: { token } })).status).toBe(200);
    const kim = await signIn(server.baseUrl, { persona: 'kundservice' });
    const search = '19800312-9809';
    expect((await call(server, staffEndpoints.customerSearch, { query: { q: search } }, kim.access_token)).status).toBe(200);
    const signOut = new URL(`${server.baseUrl}/idp/session/end`);
    signOut.search = new URLSearchParams({ id_token_hint: anna.id_token, post_logout_redirect_uri: `${server.baseUrl}/` }).toString();
    await fetch(signOut, { redirect: 'manual' });

    const text = log.join('\n');
    expect(log.length).toBeGreaterThan(10);
    for (const secret of [anna.id_token, anna.access_token, code, token, search, '19800312']) expect(text).not.toContain(secret);
    expect(text).toContain('/ladda-ner/[dolt]');
    expect(text).toContain('/callback?code=[dolt]&state=[dolt]');
    expect(text).toContain('id_token_hint=[dolt]');
  });
});
