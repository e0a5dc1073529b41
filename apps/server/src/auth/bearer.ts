import { createLocalJWKSet, createRemoteJWKSet, errors, jwtVerify, type JWTVerifyGetKey } from 'jose';
import type { Config } from '../config.ts';
import { publicJwks, type IdpSecrets } from '../idp/secrets.ts';
import { byteBoundedCache } from '../lib/byte-cache.ts';
import { callerFromClaims, type Caller } from './caller.ts';

export type TokenVerifier = (token: string) => Promise<Caller>;

export class InvalidTokenError extends Error {}

async function remoteKeySet(issuer: string): Promise<JWTVerifyGetKey> {
  const response = await fetch(`${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`);
  if (!response.ok) throw new Error(`OpenID discovery failed with ${response.status}`);
  const discovery = (await response.json()) as { jwks_uri: string };
  return createRemoteJWKSet(new URL(discovery.jwks_uri));
}

/**
 * Verifies access tokens of the configured issuer: signature against its JWKS,
 * issuer, audience and expiry. The embedded provider's keys are read in-process.
 */
export function createTokenVerifier(config: Config, secrets: IdpSecrets | null): TokenVerifier {
  let keySet: Promise<JWTVerifyGetKey> | null = secrets ? Promise.resolve(createLocalJWKSet(publicJwks(secrets))) : null;
  // A token's signature is checked once: the same token string is then known good until it expires.
  // Checking a signature took a sixth of the server's CPU under load (bench/), and an access
  // token cannot be revoked before it expires anyway.
  // Bounded by bytes: a token is about a kilobyte, a caller a few hundred bytes.
  const verified = byteBoundedCache<{ caller: Caller; expiresAt: number }>({
    maxBytes: 16 * 1024 * 1024,
    sizeOf: ({ caller }) => 200 + JSON.stringify(caller).length,
  });
  return async (token) => {
    const known = verified.get(token);
    // The entry goes when its time is up; the expiry is checked against the clock as well, as jwtVerify would.
    if (known && known.expiresAt > Date.now()) return known.caller;
    keySet ??= remoteKeySet(config.oidc.issuer).catch((error: unknown) => {
      keySet = null;
      throw error;
    });
    try {
      const { payload } = await jwtVerify(token, await keySet, {
        issuer: config.oidc.issuer,
        audience: config.oidc.audience,
        algorithms: ['RS256', 'PS256', 'ES256'],
      });
      const caller = callerFromClaims(payload);
      const expiresAt = (payload.exp ?? 0) * 1000;
      if (expiresAt > Date.now()) verified.set(token, { caller, expiresAt }, { ttl: expiresAt - Date.now() });
      return caller;
    } catch (error) {
      if (error instanceof errors.JOSEError) throw new InvalidTokenError(error.code);
      throw error;
    }
  };
}
