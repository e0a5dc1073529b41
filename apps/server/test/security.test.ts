import { customerEndpoints } from '@mina-sidor/shared/customer';
import { feedbackEndpoints } from '@mina-sidor/shared/feedback';
import { reportEndpoints } from '@mina-sidor/shared/report';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, urlOf } from './support/endpoints.ts';
import { signIn } from './support/oidc-login.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';
// @ts-expect-error -- a plain .mjs script shared with the benchmark, without type declarations
import { freePort } from '../../../scripts/postgres-cluster.mjs';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer({ env: { WRITE_RATE_LIMIT_PER_MINUTE: '3', CORS_ORIGINS: 'https://partner.example.se' } });
  token = (await signIn(server.baseUrl, { persona: 'privat' })).access_token;
});
afterAll(() => server.close());

const preflight = (origin: string) =>
  fetch(urlOf(server, customerEndpoints.detail, { params: { id: '10000000001' } }), {
    method: 'OPTIONS',
    headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
  });

describe('security baseline', () => {
  it('allows cross-origin calls only from the configured origins', async () => {
    expect((await preflight('https://partner.example.se')).headers.get('access-control-allow-origin')).toBe('https://partner.example.se');
    expect((await preflight('https://evil.example')).headers.get('access-control-allow-origin')).toBeNull();
  });

  it('is closed to every origin by default', async () => {
    const closed = await startTestServer();
    try {
      const response = await fetch(`${closed.baseUrl}/config.json`, { headers: { origin: 'https://partner.example.se' } });
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
    } finally {
      await closed.close();
    }
  });

  it('sends HSTS only when the portal is served over https', async () => {
    expect((await fetch(`${server.baseUrl}/healthz`)).headers.get('strict-transport-security')).toBeNull();
    const https = await startTestServer({ env: { PUBLIC_URL: 'https://minasidor.example.se', TRUST_PROXY: '1' } });
    try {
      const response = await fetch(`${https.baseUrl}/healthz`);
      expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await https.close();
    }
  });

  it('rate-limits every write route, per caller, with a Swedish 429', async () => {
    const writes = server.app.apiRoutes.filter((r) => [r.method].flat().some((m) => m !== 'GET' && m !== 'HEAD'));
    expect(writes.length).toBeGreaterThan(0);
    for (const route of writes) expect(route.config, `${route.method} ${route.url}`).toHaveProperty('rateLimit');
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const response = await call(server, feedbackEndpoints.send, { body: { page: '/', thumbs: 'thumbs-up' } }, token);
      statuses.push(response.status);
      if (response.status === 429) {
        expect(response.body).toMatchObject({ error: { message: 'För många förfrågningar. Vänta en stund och försök igen.' } });
      }
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
  });

  it('counts a refused write against the limit as much as a taken one', async () => {
    const foretag = (await signIn(server.baseUrl, { persona: 'foretag' })).access_token;
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await call(server, feedbackEndpoints.send, { body: { page: '/', thumbs: 'kanske' } as never }, foretag)).status);
    const valid = await call(server, feedbackEndpoints.send, { body: { page: '/', thumbs: 'thumbs-up' } }, foretag);
    expect([...statuses, valid.status]).toEqual([400, 400, 400, 429]);
    expect(valid.body).toMatchObject({ error: { message: 'För många förfrågningar. Vänta en stund och försök igen.' } });
  });

  it('counts writes across server instances that share the database', async () => {
    const other = await startTestServer({
      reuse: { db: server.db, dataDir: server.dataDir, port: (await freePort()) as number },
      env: { PUBLIC_URL: server.baseUrl, WRITE_RATE_LIMIT_PER_MINUTE: '3' },
    });
    try {
      const lankad = (await signIn(server.baseUrl, { persona: 'lankad' })).access_token;
      const post = (instance: TestServer) =>
        call(instance, feedbackEndpoints.send, { body: { page: '/', thumbs: 'thumbs-down' } }, lankad).then((r) => r.status);
      expect([await post(server), await post(other), await post(server), await post(other)]).toEqual([201, 201, 201, 429]);
    } finally {
      await other.app.close();
    }
  });

  it('rate-limits the login form of the embedded provider', async () => {
    const route = server.app.printRoutes({ includeHooks: false });
    expect(route).toContain('login');
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++) {
      const response = await fetch(`${server.baseUrl}/idp/interaction/nonexistent/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'persona=privat',
      });
      statuses.push(response.status);
    }
    expect(statuses.at(-1)).toBe(429);
    const last = await fetch(`${server.baseUrl}/idp/interaction/nonexistent/login`, {
      method: 'POST',
      body: 'persona=privat',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(await last.text()).toContain('För många inloggningsförsök');
  });

  it('behind one trusted proxy, lets no client lift the per-address limit with its own X-Forwarded-For', async () => {
    const proxied = await startTestServer({ env: { TRUST_PROXY: '1', WRITE_RATE_LIMIT_PER_MINUTE: '3' } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        // The client made up the first address; the proxy appended the one it saw.
        const forwarded = { 'x-forwarded-for': `203.0.113.${i}, 198.51.100.7` };
        statuses.push((await call(proxied, reportEndpoints.download, { body: { token: 'x'.repeat(43) } }, undefined, forwarded)).status);
      }
      expect(statuses).toEqual([404, 404, 404, 429, 429]);
    } finally {
      await proxied.close();
    }
  });

  it('answers an internal failure with a 500 that says nothing about why', async () => {
    const broken = await startTestServer();
    const brokenToken = (await signIn(broken.baseUrl, { persona: 'privat' })).access_token;
    await broken.db.destroy();
    try {
      const response = await call(broken, customerEndpoints.detail, { params: { id: '10000000001' } }, brokenToken);
      expect(response.status).toBe(500);
      const { text } = response;
      expect(JSON.parse(text)).toEqual({ error: { code: 'internal_error', message: 'Internt serverfel. Försök igen senare.' } });
      expect(text).not.toMatch(/at .+:\d+:\d+|node_modules|Kysely|select/i);
    } finally {
      await broken.app.close();
    }
  });
});
