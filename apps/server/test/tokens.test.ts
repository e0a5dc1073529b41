import { importJWK, SignJWT } from 'jose';
import { accountEndpoints } from '@mina-sidor/shared/account';
import { customerEndpoints } from '@mina-sidor/shared/customer';
import { feedbackEndpoints } from '@mina-sidor/shared/feedback';
import { METER_IMPORT_SCOPE } from '@mina-sidor/shared/meter-value-import';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadOrCreateSecrets } from '../src/idp/secrets.ts';
import { call } from './support/endpoints.ts';
import { signIn } from './support/oidc-login.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const MACHINE = 'matvardessystem';
const SECRET = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { METER_IMPORT_CLIENT_SECRET: SECRET } });
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
  const valid = () => ({ iss: server.config.oidc.issuer, aud: server.config.oidc.audience, sub: 'x', mecid: '10000000001', amr: ['bankid'] });

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

describe('a machine’s token (client credentials)', () => {
  const now = () => Math.floor(Date.now() / 1000);
  const tokenRequest = (scope?: string) =>
    fetch(`${server.baseUrl}/idp/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Basic ${Buffer.from(`${MACHINE}:${SECRET}`).toString('base64')}` },
      body: new URLSearchParams({ grant_type: 'client_credentials', ...(scope === undefined ? {} : { scope }) }),
    });
  const actAsPerson = async (token: string) => [
    (await call(server, accountEndpoints.current, {}, token)).status,
    (await call(server, feedbackEndpoints.send, { body: { page: '/', thumbs: 'thumbs-up' } }, token)).status,
  ];

  it('is given by the provider only with a service’s scope', async () => {
    for (const scope of [undefined, '', 'minasidor_api']) {
      const refused = await tokenRequest(scope);
      expect(refused.status, String(scope)).toBe(400);
      expect(await refused.json()).toMatchObject({ error: 'invalid_scope' });
    }
    expect((await tokenRequest(METER_IMPORT_SCOPE)).status).toBe(200);
  });

  it('never counts as a person’s, whatever scope it has: no sub, or the client’s own, and no sign-in method', async () => {
    const base = { iss: server.config.oidc.issuer, aud: server.config.oidc.audience };
    const person = () => ({ ...base, sub: 'x', amr: ['bankid'] });
    const machines = [
      // What the embedded provider issued for a request without a scope.
      { ...base, sub: MACHINE, client_id: MACHINE },
      // IdentityServer's client credentials: a client id and no sub.
      { ...base, client_id: MACHINE, scope: 'minasidor_api' },
      // A sub of its own, but nobody signed in (no amr), as some providers issue.
      { ...base, sub: 'service-principal', azp: MACHINE, scope: 'minasidor_api' },
      // A person's claims on a token whose subject is the client itself.
      { ...base, sub: MACHINE, client_id: MACHINE, amr: ['bankid'], mecid: '10000000001' },
    ];
    for (const claims of machines) {
      expect(await actAsPerson(await signWithProviderKey(claims, now() + 600)), JSON.stringify(claims)).toEqual([403, 403]);
    }
    const refused = await call(server, accountEndpoints.current, {}, await signWithProviderKey(machines[0]!, now() + 600));
    expect(refused.body).toEqual({ error: { code: 'person_required', message: 'Det här är bara för personer som loggat in, inte för tjänsteklienter.' } });
    expect(await actAsPerson(await signWithProviderKey(person(), now() + 600))).toEqual([200, 201]);
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
