import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runtimeConfig } from '@mina-sidor/shared';
import { getJson, startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('health, readiness and discovery', () => {
  it('answers /healthz and /readyz with 200', async () => {
    expect((await getJson(server, '/healthz')).status).toBe(200);
    expect(await getJson(server, '/readyz')).toMatchObject({ status: 200, body: { status: 'ok' } });
  });

  it('publishes the runtime config the web app starts from', async () => {
    const { status, body } = await getJson(server, '/config.json');
    expect(status).toBe(200);
    const config = runtimeConfig.parse(body);
    expect(config.oidc.authority).toBe(`${server.baseUrl}/idp`);
    expect(config.oidc.scope.split(' ')).toEqual(['openid', 'profile', 'minasidor_api', 'minasidor_profile', 'IdentityServerApi', 'offline_access']);
  });

  it('lists the authorization code grant, PKCE S256 and the JWKS URI in the discovery document', async () => {
    const { status, body } = await getJson(server, '/idp/.well-known/openid-configuration');
    expect(status).toBe(200);
    const discovery = body as Record<string, unknown>;
    expect(discovery.issuer).toBe(`${server.baseUrl}/idp`);
    expect(discovery.grant_types_supported).toEqual(expect.arrayContaining(['authorization_code', 'refresh_token']));
    expect(discovery.code_challenge_methods_supported).toEqual(['S256']);
    expect(discovery.jwks_uri).toBe(`${server.baseUrl}/idp/jwks`);
    const jwks = await getJson(server, '/idp/jwks');
    const keys = (jwks.body as { keys: Record<string, unknown>[] }).keys;
    expect(keys).toHaveLength(1);
    expect(keys[0]).not.toHaveProperty('d');
  });

  it('sends security headers with a CSP that allows no inline script', async () => {
    const response = await fetch(`${server.baseUrl}/config.json`);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });
});
