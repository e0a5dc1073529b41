import { importJWK, SignJWT } from 'jose';
import { customerEndpoints } from '@mina-sidor/shared/customer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadOrCreateSecrets } from '../src/idp/secrets.ts';
import { call } from './support/endpoints.ts';
import { signIn } from './support/oidc-login.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** A customer read with the bearer: the call every token check here goes through. */
const readCustomer = (token: string) => call(server, customerEndpoints.detail, { params: { id: '10000000001' } }, token);

async function signWithProviderKey(claims: Record<string, unknown>, expiresAt: number) {
  const secrets = await loadOrCreateSecrets(server.db);
  const jwk = secrets.jwks.keys[0]!;
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: jwk.kid })
    .setIssuedAt(expiresAt - 900)
    .setExpirationTime(expiresAt)
    .sign(await importJWK(jwk, 'RS256'));
}

describe('bearer verification', () => {
  const now = () => Math.floor(Date.now() / 1000);
  const valid = () => ({ iss: server.config.oidc.issuer, aud: server.config.oidc.audience, sub: 'x', mecid: '10000000001' });

  it('accepts a token signed by the provider key for this issuer and audience', async () => {
    const token = await signWithProviderKey(valid(), now() + 600);
    expect((await readCustomer(token)).status).toBe(200);
  });

  it.each([
    ['expired', () => ({ ...valid() }), -60],
    ['for another audience', () => ({ ...valid(), aud: 'urn:other' }), 600],
    ['from another issuer', () => ({ ...valid(), iss: 'http://evil.example/idp' }), 600],
  ])('rejects a token %s with 401', async (_what, claims, offset) => {
    const token = await signWithProviderKey(claims(), now() + offset);
    const { status, headers } = await readCustomer(token);
    expect(status).toBe(401);
    expect(headers.get('www-authenticate')).toContain('error="invalid_token"');
  });

  it('rejects a token signed by another key', async () => {
    const { generateKeyPair } = await import('jose');
    const { privateKey } = await generateKeyPair('RS256');
    const token = await new SignJWT(valid())
      .setProtectedHeader({ alg: 'RS256' })
      .setExpirationTime(now() + 600)
      .sign(privateKey);
    expect((await readCustomer(token)).status).toBe(401);
  });
});

describe('restarting the server', () => {
  it('keeps the signing keys and the grants: old access and refresh tokens still work', async () => {
    const tokens = await signIn(server.baseUrl, { persona: 'privat' });
    server = await server.restart();
    expect((await readCustomer(tokens.access_token)).status).toBe(200);
    const refresh = await fetch(`${server.baseUrl}/idp/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token!, client_id: 'mina-sidor-web' }),
    });
    expect(refresh.status).toBe(200);
    const renewed = (await refresh.json()) as { access_token: string };
    expect((await readCustomer(renewed.access_token)).status).toBe(200);
  });
});
