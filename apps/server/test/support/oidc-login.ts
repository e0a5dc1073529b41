import { createHash, randomBytes } from 'node:crypto';
import { WEB_SCOPES } from '@mina-sidor/shared';

export type Tokens = { access_token: string; id_token: string; refresh_token?: string; expires_in: number };

/** A cookie jar just big enough for the provider's interaction and session cookies. */
class CookieJar {
  private cookies = new Map<string, string>();
  store(response: Response) {
    for (const header of response.headers.getSetCookie()) {
      const [pair = ''] = header.split(';');
      const index = pair.indexOf('=');
      const value = pair.slice(index + 1);
      if (header.toLowerCase().includes('expires=thu, 01 jan 1970')) this.cookies.delete(pair.slice(0, index));
      else this.cookies.set(pair.slice(0, index), value);
    }
  }
  header() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

const base64url = (buffer: Buffer) => buffer.toString('base64url');

/**
 * Signs in through the embedded provider exactly as the browser does:
 * authorization request with PKCE, the login form, the redirect back with a
 * code, and the token request. Returns the tokens the web app would get.
 */
export async function signIn(baseUrl: string, login: { persona: string } | { personnummer: string }, clientId = 'mina-sidor-web'): Promise<Tokens> {
  return (await signInBrowser(baseUrl, login, clientId)).tokens;
}

/** The same, with the cookies the browser keeps at the provider afterwards (its session there). */
export async function signInBrowser(
  baseUrl: string,
  login: { persona: string } | { personnummer: string },
  clientId = 'mina-sidor-web',
): Promise<{ tokens: Tokens; cookie: string }> {
  const jar = new CookieJar();
  const verifier = base64url(randomBytes(32));
  const challenge = base64url(createHash('sha256').update(verifier).digest());
  const redirectUri = `${baseUrl}/callback`;
  const authorize = new URL(`${baseUrl}/idp/auth`);
  authorize.search = new URLSearchParams({
    client_id: clientId,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: WEB_SCOPES.join(' '),
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state: base64url(randomBytes(8)),
    nonce: base64url(randomBytes(8)),
  }).toString();

  async function go(url: string, init: RequestInit = {}): Promise<Response> {
    const response = await fetch(url, { ...init, redirect: 'manual', headers: { ...init.headers, cookie: jar.header() } });
    jar.store(response);
    return response;
  }

  let response = await go(authorize.toString());
  let location = response.headers.get('location');
  if (!location) throw new Error(`authorization did not redirect: ${response.status} ${await response.text()}`);
  const interactionUrl = new URL(location, baseUrl).toString();
  await go(interactionUrl);
  response = await go(`${interactionUrl}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(login).toString(),
  });
  if (response.status !== 303 && response.status !== 302) {
    throw new Error(`login failed: ${response.status} ${await response.text()}`);
  }
  for (let hops = 0; hops < 5; hops++) {
    location = response.headers.get('location');
    if (!location) throw new Error(`no redirect after login: ${response.status}`);
    const next = new URL(location, baseUrl);
    if (next.toString().startsWith(redirectUri)) {
      const code = next.searchParams.get('code');
      if (!code) throw new Error(`no code: ${next.search}`);
      const token = await fetch(`${baseUrl}/idp/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code,
          redirect_uri: redirectUri,
          client_id: clientId,
          code_verifier: verifier,
        }).toString(),
      });
      if (!token.ok) throw new Error(`token request failed: ${token.status} ${await token.text()}`);
      return { tokens: (await token.json()) as Tokens, cookie: jar.header() };
    }
    response = await go(next.toString());
  }
  throw new Error('too many redirects');
}
