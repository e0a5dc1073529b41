import { decodeJwt } from 'jose';
import { OAuth2Server, type MutableRedirectUri, type MutableResponse, type MutableToken, type TokenRequestIncomingMessage } from 'oauth2-mock-server';
import type { IncomingMessage } from 'node:http';

/** A person as the provider knows them: the identity profile of spec §3.9 and how they signed in. */
export type ExternalPerson = {
  subject: string;
  name: string;
  roles: string[];
  /** Authentication methods: `Company` for a company e-identification. */
  amr: string[];
  /** The customer the login is; none for a profile without customer identity. */
  mecid: string | null;
  /** The organisation a company e-identification represents. */
  orgnr: string | null;
};

export type ExternalProvider = {
  issuer: string;
  /** Who signs in at the next authorization request (the provider has no login page: it knows one person at a time). */
  signsInNext(person: ExternalPerson): void;
  stop(): Promise<void>;
};

const bearerOf = (request: IncomingMessage) => request.headers.authorization?.replace(/^Bearer /, '') ?? '';

/**
 * oauth2-mock-server (axa-group: discovery, JWKS, authorization code with PKCE, refresh, user
 * info, end session; RS256) as the portal's identity provider, not written by this project. It
 * issues "johndoe" with `amr` pwd to everyone; its events give each grant its person instead: the
 * claims on the access token (for the API), on the user info (for the web app) and `amr` on the
 * ID token, as an IdentityServer with the portal's scopes would. A refresh keeps the person of the
 * code it came from.
 */
export async function startExternalProvider(options: { audience: string }): Promise<ExternalProvider> {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  let next: ExternalPerson | null = null;
  /** Authorization codes and refresh tokens, each to the person and scopes of its grant. */
  const grants = new Map<string, { person: ExternalPerson; scope: string }>();
  const bySubject = new Map<string, ExternalPerson>();

  server.service.on('beforeAuthorizeRedirect', (redirect: MutableRedirectUri, request: IncomingMessage) => {
    const code = redirect.url.searchParams.get('code');
    const scope = new URL(request.url ?? '', 'http://provider').searchParams.get('scope') ?? '';
    if (code && next) grants.set(code, { person: next, scope });
  });
  const grantOf = (request: TokenRequestIncomingMessage) => {
    const body = request.body as { code?: string; refresh_token?: string };
    const grant = grants.get(body.code ?? body.refresh_token ?? '');
    if (!grant) throw new Error('the provider was asked for a token of a grant it never made');
    return grant;
  };
  server.service.on('beforeTokenSigning', (token: MutableToken, request: TokenRequestIncomingMessage) => {
    const { person, scope } = grantOf(request);
    const { payload } = token;
    // The mock gives the access token a scope and the ID token none.
    if ('scope' in payload) {
      Object.assign(payload, { sub: person.subject, aud: options.audience, scope, role: person.roles, amr: person.amr });
      if (person.mecid) payload.mecid = person.mecid;
      if (person.orgnr) payload.orgnr = person.orgnr;
    } else {
      Object.assign(payload, { sub: person.subject, amr: person.amr });
    }
  });
  server.service.on('beforeResponse', (response: MutableResponse, request: TokenRequestIncomingMessage) => {
    const refreshToken = response.body === '' ? undefined : response.body.refresh_token;
    if (typeof refreshToken === 'string') grants.set(refreshToken, grantOf(request));
  });
  server.service.on('beforeUserinfo', (response: MutableResponse, request: IncomingMessage) => {
    const person = bySubject.get(String(decodeJwt(bearerOf(request)).sub));
    if (!person) {
      response.statusCode = 401;
      response.body = { error: 'invalid_token' };
      return;
    }
    response.body = {
      sub: person.subject,
      name: person.name,
      role: person.roles,
      ...(person.mecid ? { mecid: person.mecid } : {}),
      ...(person.orgnr ? { orgnr: person.orgnr } : {}),
    };
  });

  await server.start(0, '127.0.0.1');
  // Its own default names localhost; the portal and the browser use the address it listens on.
  server.issuer.url = `http://127.0.0.1:${server.address().port}`;
  return {
    issuer: server.issuer.url,
    signsInNext(person) {
      next = person;
      bySubject.set(person.subject, person);
    },
    stop: () => server.stop(),
  };
}
