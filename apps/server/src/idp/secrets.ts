import { randomBytes } from 'node:crypto';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Db } from '../db/connection.ts';

export type IdpSecrets = { jwks: { keys: JWK[] }; cookieKeys: string[] };

/** A fresh RS256 signing key and cookie secret. */
export async function generateSecrets(): Promise<IdpSecrets> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = await exportJWK(privateKey);
  return {
    jwks: { keys: [{ ...jwk, kid: randomBytes(8).toString('hex'), alg: 'RS256', use: 'sig' }] },
    cookieKeys: [randomBytes(32).toString('base64url')],
  };
}

/**
 * Signing keys and cookie secret, made by the first instance that starts and kept in the
 * database: tokens issued before a restart still verify after it, and every instance on the
 * database signs and verifies alike (decision 0001) with nothing else shared.
 */
export async function loadOrCreateSecrets(db: Db): Promise<IdpSecrets> {
  const stored = await db.selectFrom('idp_secrets').select('secrets').executeTakeFirst();
  if (stored) return parse(stored.secrets);
  // Two instances starting together both generate; the first insert wins and both read it back.
  await db
    .insertInto('idp_secrets')
    .values({ secrets: JSON.stringify(await generateSecrets()) })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  return parse((await db.selectFrom('idp_secrets').select('secrets').executeTakeFirstOrThrow()).secrets);
}

const parse = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value) as IdpSecrets;

/** The public half of the signing keys, for verifying tokens in-process. */
export function publicJwks(secrets: IdpSecrets): { keys: JWK[] } {
  return {
    keys: secrets.jwks.keys.map(({ kty, n, e, kid, alg, use }) => ({ kty, n, e, kid, alg, use })),
  };
}
