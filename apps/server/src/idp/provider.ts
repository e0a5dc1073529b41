import Provider, { errors, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import { API_SCOPES } from '@mina-sidor/shared';
import { EVENTS_READ_SCOPE } from '@mina-sidor/shared/integration-event';
import { METER_IMPORT_SCOPE } from '@mina-sidor/shared/meter-value-import';
import type { Config } from '../config.ts';
import type { Db } from '../db/connection.ts';
import { integrationWriteScopes } from '../modules/integration-inbound/index.ts';
import { createKyselyAdapter } from './adapter.ts';
import { findUserBySubject, profileClaims } from './users.ts';
import { renderErrorPage, renderLogoutPage, renderLogoutQuestionPage, renderLoggedOutPage } from './pages.ts';
import type { IdpSecrets } from './secrets.ts';

const HOUR = 3600;
const OIDC_SCOPES = ['openid', 'profile', 'offline_access'];
const PROFILE_CLAIMS = ['name', 'given_name', 'family_name', 'role', 'mecid', 'orgnr'];

/**
 * A machine gets a token only for its service: one asked for without one of the service's scopes would
 * carry no scope at all, a token of nobody in particular. The token carries those asked for.
 */
function requireServiceScope(ctx: KoaContextWithOIDC, scopes: readonly string[]) {
  const requested = String(ctx.oidc.params?.scope ?? '').split(' ');
  if (!scopes.some((scope) => requested.includes(scope))) {
    throw new errors.InvalidScope(`a client-credentials token needs one of the scopes ${scopes.join(' ')}`, scopes.join(' '));
  }
}

/**
 * Whether a sign-out request carries the ID token of the person signed in here, as the web app's
 * does: oidc-provider has checked its signature and audience before the form is shown. Anything
 * else (no hint, or another person's token) may come from a link on any site.
 */
function askedBySignedInPerson(ctx: KoaContextWithOIDC): boolean {
  const hint = ctx.oidc.entities.IdTokenHint;
  const accountId = ctx.oidc.session?.accountId;
  return hint !== undefined && accountId !== undefined && hint.payload.sub === accountId;
}

/**
 * The embedded OpenID Provider (local and demo use). It plays the part of the
 * provider's identity server: code flow with PKCE, refresh tokens, JWT access
 * tokens for the API, and the identity profile claims of spec §3.9.
 */
export function createProvider(config: Config, db: Db, secrets: IdpSecrets): Provider {
  const { oidc, publicUrl, meterImportClient, eventsClient, integrationClient } = config;
  // Machines with a secret, each given tokens for its own scopes and nothing else: the metering system (decision 0032),
  // a feed reader (0049), the systems of record sending customers, facilities, contracts, … (0051), a scope per kind.
  const serviceClients = [
    ...(meterImportClient ? [{ ...meterImportClient, scopes: [METER_IMPORT_SCOPE] }] : []),
    ...(eventsClient ? [{ ...eventsClient, scopes: [EVENTS_READ_SCOPE] }] : []),
    ...(integrationClient ? [{ ...integrationClient, scopes: integrationWriteScopes() }] : []),
  ];
  const apiScope = API_SCOPES.join(' ');

  async function ensureGrant(ctx: KoaContextWithOIDC) {
    const { client, session, result } = ctx.oidc;
    if (!client || !session?.accountId) return undefined;
    const grantId = result?.consent?.grantId ?? session.grantIdFor(client.clientId);
    const grant =
      (grantId ? await ctx.oidc.provider.Grant.find(grantId) : undefined) ??
      new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
    // Our own web app is a first-party client: the customer is never asked for consent.
    grant.addOIDCScope(OIDC_SCOPES.join(' '));
    grant.addOIDCClaims([...PROFILE_CLAIMS, 'amr']);
    grant.addResourceScope(oidc.audience, apiScope);
    await grant.save();
    return grant;
  }

  const configuration: Configuration = {
    adapter: createKyselyAdapter(db),
    clients: [
      {
        client_id: oidc.clientId,
        token_endpoint_auth_method: 'none',
        application_type: 'web',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: [`${publicUrl}/callback`, `${publicUrl}/silent-renew`],
        post_logout_redirect_uris: [`${publicUrl}/`],
      },
      ...serviceClients.map((client) => ({
        client_id: client.id,
        client_secret: client.secret,
        token_endpoint_auth_method: 'client_secret_basic' as const,
        grant_types: ['client_credentials'],
        response_types: [],
        redirect_uris: [],
      })),
    ],
    jwks: secrets.jwks as Configuration['jwks'],
    cookies: { keys: secrets.cookieKeys },
    scopes: OIDC_SCOPES,
    // amr rides on the openid scope so the ID token always says how the person signed in (Company or not).
    claims: { openid: ['sub', 'amr'], profile: PROFILE_CLAIMS },
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    findAccount: async (_ctx, sub) => {
      const user = await findUserBySubject(db, sub);
      if (!user) return undefined;
      return { accountId: sub, claims: () => ({ sub, ...profileClaims(user) }) };
    },
    extraTokenClaims: async (_ctx, token) => {
      if (!('accountId' in token) || typeof token.accountId !== 'string') return undefined;
      const user = await findUserBySubject(db, token.accountId);
      if (!user) return undefined;
      const { role, mecid, orgnr } = profileClaims(user);
      return { role, mecid, orgnr, amr: user.company_login ? ['bankid', 'Company'] : ['bankid'] };
    },
    loadExistingGrant: ensureGrant,
    // Refresh tokens for the web client even without prompt=consent (which
    // oidc-provider demands before it keeps offline_access).
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    interactions: { url: (_ctx, interaction) => `/idp/interaction/${interaction.uid}` },
    features: {
      devInteractions: { enabled: false },
      clientCredentials: { enabled: serviceClients.length > 0 },
      revocation: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx, form) => {
          ctx.body = askedBySignedInPerson(ctx) ? renderLogoutPage(form) : renderLogoutQuestionPage(form, publicUrl);
        },
        postLogoutSuccessSource: async (ctx) => {
          ctx.body = renderLoggedOutPage(publicUrl);
        },
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => oidc.audience,
        useGrantedResource: () => true,
        getResourceServerInfo: (ctx, resourceIndicator, client) => {
          if (resourceIndicator !== oidc.audience) throw new errors.InvalidTarget();
          const service = serviceClients.find((candidate) => candidate.id === client.clientId);
          if (service) requireServiceScope(ctx, service.scopes);
          return {
            // Per client: a person's web app can never be given a service's scope, nor a service a person's.
            scope: service?.scopes.join(' ') ?? apiScope,
            audience: oidc.audience,
            accessTokenTTL: oidc.accessTokenTtlSeconds,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
    },
    ttl: {
      AccessToken: oidc.accessTokenTtlSeconds,
      ClientCredentials: oidc.accessTokenTtlSeconds,
      AuthorizationCode: 60,
      IdToken: HOUR,
      Interaction: HOUR,
      Session: 12 * HOUR,
      Grant: 12 * HOUR,
      RefreshToken: 12 * HOUR,
    },
    renderError: async (ctx, out) => {
      ctx.type = 'html';
      ctx.body = renderErrorPage(out.error, publicUrl);
    },
  };

  const provider = new Provider(oidc.issuer, configuration);
  // Koa believes X-Forwarded-Proto/Host only behind a proxy; the client's address is Fastify's business.
  provider.proxy = config.trustProxy !== false;
  return provider;
}
