import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointName } from '@mina-sidor/shared';
import { customerEndpoints } from '@mina-sidor/shared/customer';
import { decodeJwt } from 'jose';
import { PERSONAS } from '../src/demo-source/personas.ts';
import { call, urlOf, valueIn } from './support/endpoints.ts';
import { signIn, signInBrowser } from './support/oidc-login.ts';
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
  const cookie = authorize.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
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

  it('says the same whether a valid personnummer has no login or its sign-in fails, so numbers cannot be probed', async () => {
    const { status, html } = await postLogin({ personnummer: '19900101-0017' });
    expect(status).toBe(400);
    expect(html).toContain('Inloggningen gick inte. Kontrollera personnumret eller välj en av testpersonerna ovan.');
    expect(html).not.toContain('testanvändare med det personnumret');
  });

  it('refuses control characters before they reach the database, with 4xx and no 500', async () => {
    expect((await postLogin({ persona: 'a\u0000' })).status).toBe(400);
    expect((await postLogin({ personnummer: '1980\u00000312-9809' })).status).toBe(400);
    const auth = await fetch(`${server.baseUrl}/idp/auth?client_id=%00&response_type=code&scope=openid`, { redirect: 'manual' });
    expect(auth.status).toBeLessThan(500);
    const token = await fetch(`${server.baseUrl}/idp/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=refresh_token&client_id=mina-sidor-web&refresh_token=a%00b',
    });
    expect(token.status).toBe(400);
    const code = await fetch(`${server.baseUrl}/idp/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `grant_type=authorization_code&client_id=mina-sidor-web&code=%00&redirect_uri=${encodeURIComponent(`${server.baseUrl}/callback`)}&code_verifier=${'a'.repeat(43)}`,
    });
    expect(code.status).toBe(400);
  });
});

describe('signing out at the provider (/idp/session/end)', () => {
  /** Whether the browser is still signed in at the provider: an authorization request then returns a code without the login page. */
  async function signedIn(cookie: string): Promise<boolean> {
    const authorize = new URL(`${server.baseUrl}/idp/auth`);
    authorize.search = new URLSearchParams({
      client_id: 'mina-sidor-web',
      response_type: 'code',
      scope: 'openid',
      redirect_uri: `${server.baseUrl}/callback`,
      code_challenge: 'a'.repeat(43),
      code_challenge_method: 'S256',
    }).toString();
    const response = await fetch(authorize, { redirect: 'manual', headers: { cookie } });
    const next = new URL(response.headers.get('location') ?? '/', server.baseUrl);
    if (next.pathname.startsWith('/idp/interaction/')) return false;
    expect(next.pathname).toBe('/callback');
    return next.searchParams.has('code');
  }
  const endSession = (cookie: string, query: Record<string, string> = {}) =>
    fetch(`${server.baseUrl}/idp/session/end?${new URLSearchParams(query)}`, { headers: { cookie } });
  /** Submits the end-session form as its button does. */
  async function confirm(cookie: string, page: string) {
    const action = /<form id="op.logoutForm" method="post" action="([^"]+)"/.exec(page)?.[1];
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(page)?.[1];
    return fetch(new URL(action!, server.baseUrl), {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ xsrf: xsrf!, logout: 'yes' }),
    });
  }

  it('asks the person when nothing shows the request came from them: a link from any site signs nobody out', async () => {
    const { cookie } = await signInBrowser(server.baseUrl, { persona: 'privat' });
    const other = await signIn(server.baseUrl, { persona: 'lankad' });
    const unproven: Record<string, string>[] = [{}, { id_token_hint: other.id_token }, { client_id: 'mina-sidor-web' }];
    for (const query of unproven) {
      const response = await endSession(cookie, query);
      expect(response.status, JSON.stringify(query)).toBe(200);
      const page = await response.text();
      expect(page).toContain('<h1>Vill du logga ut?</h1>');
      expect(page).toContain('<button type="submit" form="op.logoutForm" name="logout" value="yes" class="primary">Logga ut</button>');
      expect(page).toContain(`<a href="${server.baseUrl}/">Nej, tillbaka till Mina sidor</a>`);
      expect(page).not.toContain('<script');
      expect(await signedIn(cookie)).toBe(true);
    }
    // Saying yes signs out.
    expect((await confirm(cookie, await (await endSession(cookie)).text())).status).toBe(303);
    expect(await signedIn(cookie)).toBe(false);
  });

  it('signs out without asking when the web app sends the person’s own ID token, as it does', async () => {
    const { tokens, cookie } = await signInBrowser(server.baseUrl, { persona: 'privat' });
    const response = await endSession(cookie, { id_token_hint: tokens.id_token, post_logout_redirect_uri: `${server.baseUrl}/` });
    const page = await response.text();
    expect(page).toContain('<script src="/idp-assets/auto-submit.js" defer></script>');
    expect(page).toContain('id="logout-button"');
    const done = await confirm(cookie, page);
    expect([done.status, done.headers.get('location')]).toEqual([303, `${server.baseUrl}/`]);
    expect(await signedIn(cookie)).toBe(false);
  });
});

const customerDetail = customerEndpoints.detail;

describe(endpointName(customerDetail), () => {
  it('is 401 with WWW-Authenticate without a token or with a bad one', async () => {
    const headerSets: Record<string, string>[] = [{}, { authorization: 'Bearer not-a-jwt' }, { authorization: 'Basic abc' }];
    for (const headers of headerSets) {
      const response = await call(server, customerDetail, { params: { id: '10000000001' } }, undefined, headers);
      expect(response.status).toBe(401);
      expect(response.headers.get('www-authenticate')).toMatch(/^Bearer realm="mina-sidor"/);
      // RFC 7235: the header is ASCII; the Swedish text is in the body.
      expect(response.headers.get('www-authenticate')).toMatch(/^[\x20-\x7e]+$/);
      expect(response.body).toEqual({ error: { code: 'unauthorized', message: 'Du måste logga in.' } });
    }
  });

  it('answers the own customer as { data: [customer] }', async () => {
    const tokens = await signIn(server.baseUrl, { persona: 'privat' });
    const response = await call(server, customerDetail, { params: { id: '10000000001' } }, tokens.access_token);
    expect(response.status).toBe(200);
    expect(customerDetail.reply.schema.parse(response.body).data).toHaveLength(1);
    const found = valueIn(customerDetail, response);
    expect(found).toMatchObject({ name: 'Anna Andersson', customerNumber: '5000101', status: { id: 1 } });
    expect(found?.utilities.find((u) => u.name === 'EL')?.meteringPointTypes).toEqual([{ name: 'CONSUMPTION' }, { name: 'PRODUCTION' }]);
  });

  it("is 404 for another customer's id, and for one that does not exist", async () => {
    const tokens = await signIn(server.baseUrl, { persona: 'privat' });
    for (const id of ['10000000003', '10000000099']) {
      const response = await call(server, customerDetail, { params: { id } }, tokens.access_token);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ error: { code: 'not_found', message: 'Kunden hittades inte.' } });
    }
  });

  it('lets a linked user read the customer it is linked to', async () => {
    const tokens = await signIn(server.baseUrl, { persona: 'lankad' });
    const response = await call(server, customerDetail, { params: { id: '10000000001' } }, tokens.access_token);
    expect(response.status).toBe(200);
  });

  it('rejects a malformed id with a Swedish 400', async () => {
    const tokens = await signIn(server.baseUrl, { persona: 'privat' });
    // A path traversal attempt: the contract's path with the id `../../etc`, which goes out encoded as `..%2F..%2Fetc`.
    const traversal = { params: { id: '../../etc' } };
    expect(urlOf(server, customerDetail, traversal)).toMatch(/\/\.\.%2F\.\.%2Fetc$/);
    const response = await call(server, customerDetail, traversal, tokens.access_token);
    expect(response.status).toBe(400);
    const body = response.body as { error: { code: string; message: string } };
    expect(body.error.code).toBe('invalid_request');
    expect(body.error.message).toContain('Kundidentiteten måste bestå av siffror.');
  });
});
