import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customer, dataEnvelope } from '@mina-sidor/shared';
import { decodeJwt } from 'jose';
import { PERSONAS } from '../src/seed/personas.ts';
import { signIn } from './support/oidc-login.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function postLogin(body: Record<string, string>) {
  // Start an authorization request to get a live interaction, then post the form.
  const authorize = await fetch(
    `${server.baseUrl}/idp/auth?client_id=mina-sidor-web&response_type=code&scope=openid&redirect_uri=${encodeURIComponent(`${server.baseUrl}/callback`)}&code_challenge=${'a'.repeat(43)}&code_challenge_method=S256`,
    { redirect: 'manual' },
  );
  const cookie = authorize.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const interaction = new URL(authorize.headers.get('location') ?? '', server.baseUrl).toString();
  const page = await fetch(interaction, { headers: { cookie } });
  const response = await fetch(`${interaction}/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(body).toString(),
  });
  return { page: await page.text(), status: response.status, html: await response.text() };
}

describe('the embedded provider signs every persona in with the identity profile claims', () => {
  it.each(PERSONAS.map((p) => [p.key, p] as const))('%s', async (_key, persona) => {
    const tokens = await signIn(server.baseUrl, { persona: persona.key });
    expect(tokens.refresh_token).toBeTruthy();
    const idToken = decodeJwt(tokens.id_token);
    const accessToken = decodeJwt(tokens.access_token);
    expect(idToken.name).toBe(persona.displayName);
    expect(accessToken.aud).toBe('urn:mina-sidor:api');
    expect(accessToken.scope).toBe('minasidor_api minasidor_profile IdentityServerApi');
    for (const token of [idToken, accessToken]) {
      expect(token.role ?? []).toEqual(persona.roles);
      expect(token.amr).toEqual(persona.companyLogin ? ['bankid', 'Company'] : ['bankid']);
      expect(token.mecid !== undefined).toBe(persona.customerKey !== null);
    }
  });
});

describe('user info', () => {
  it('answers the profile claims for the access token, and 401 without one', async () => {
    const tokens = await signIn(server.baseUrl, { persona: 'kundservice' });
    const response = await fetch(`${server.baseUrl}/idp/me`, { headers: { authorization: `Bearer ${tokens.access_token}` } });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ name: 'Kim Karlsson', role: ['KC'] });
    const discovery = (await (await fetch(`${server.baseUrl}/idp/.well-known/openid-configuration`)).json()) as { userinfo_endpoint: string };
    expect(discovery.userinfo_endpoint).toBe(`${server.baseUrl}/idp/me`);
    expect((await fetch(`${server.baseUrl}/idp/me`)).status).toBe(401);
  });
});

describe('the login page', () => {
  it('offers a button per persona named "display name (key)" and a personnummer field', async () => {
    const { page } = await postLogin({});
    expect(page).toContain('<html lang="sv">');
    expect(page).toContain('>Anna Andersson (privat)</button>');
    expect(page).toContain('<label for="personnummer">Personnummer</label>');
    expect(page).toContain('>Logga in</button>');
  });

  it('signs in with a typed personnummer of a persona, with or without century and dash', async () => {
    for (const personnummer of ['19800312-9809', '8003129809']) {
      const tokens = await signIn(server.baseUrl, { personnummer });
      expect(decodeJwt(tokens.access_token).mecid).toBe('10000000001');
    }
  });

  it('explains in Swedish when the personnummer is not valid', async () => {
    const { status, html } = await postLogin({ personnummer: '19800312-9808' });
    expect(status).toBe(400);
    expect(html).toContain('Personnumret är inte giltigt');
    expect(html).toContain('role="alert"');
  });

  it('explains in Swedish when a valid personnummer belongs to no demo persona', async () => {
    const { status, html } = await postLogin({ personnummer: '19900101-0017' });
    expect(status).toBe(400);
    expect(html).toContain('Det finns ingen testanvändare med det personnumret');
  });
});

describe('GET /api/v2/customers/{id}', () => {
  it('is 401 with WWW-Authenticate without a token or with a bad one', async () => {
    const headerSets: Record<string, string>[] = [{}, { authorization: 'Bearer not-a-jwt' }, { authorization: 'Basic abc' }];
    for (const headers of headerSets) {
      const response = await fetch(`${server.baseUrl}/api/v2/customers/10000000001`, { headers });
      expect(response.status).toBe(401);
      expect(response.headers.get('www-authenticate')).toMatch(/^Bearer realm="mina-sidor"/);
      expect(await response.json()).toEqual({ error: { code: 'unauthorized', message: 'Du måste logga in.' } });
    }
  });

  it('answers the own customer as { data: [customer] }', async () => {
    const tokens = await signIn(server.baseUrl, { persona: 'privat' });
    const response = await fetch(`${server.baseUrl}/api/v2/customers/10000000001`, {
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(response.status).toBe(200);
    const body = dataEnvelope(customer).parse(await response.json());
    expect(body.data).toHaveLength(1);
    expect(body.data[0]).toMatchObject({ name: 'Anna Andersson', customerNumber: '5000101', status: { id: 1 } });
    expect(body.data[0]?.utilities.find((u) => u.name === 'EL')?.meteringPointTypes).toEqual([
      { name: 'CONSUMPTION' },
      { name: 'PRODUCTION' },
    ]);
  });

  it("is 404 for another customer's id, and for one that does not exist", async () => {
    const tokens = await signIn(server.baseUrl, { persona: 'privat' });
    for (const id of ['10000000003', '10000000099']) {
      const response = await fetch(`${server.baseUrl}/api/v2/customers/${id}`, {
        headers: { authorization: `Bearer ${tokens.access_token}` },
      });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: { code: 'not_found', message: 'Kunden hittades inte.' } });
    }
  });

  it('lets a linked user read the customer it is linked to', async () => {
    const tokens = await signIn(server.baseUrl, { persona: 'lankad' });
    const response = await fetch(`${server.baseUrl}/api/v2/customers/10000000001`, {
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(response.status).toBe(200);
  });

  it('rejects a malformed id with a Swedish 400', async () => {
    const tokens = await signIn(server.baseUrl, { persona: 'privat' });
    const response = await fetch(`${server.baseUrl}/api/v2/customers/..%2F..%2Fetc`, {
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('invalid_request');
    expect(body.error.message).toContain('Kundidentiteten måste bestå av siffror.');
  });
});
