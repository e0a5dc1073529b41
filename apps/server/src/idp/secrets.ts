import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { exportJWK, generateKeyPair, type JWK } from 'jose';

export type IdpSecrets = { jwks: { keys: JWK[] }; cookieKeys: string[] };

/**
 * Signing keys and cookie secret are made on first start and kept in the data
 * directory, so tokens issued before a restart still verify after it.
 */
export async function loadOrCreateSecrets(dataDir: string): Promise<IdpSecrets> {
  const file = path.join(dataDir, 'idp-secrets.json');
  try {
    return JSON.parse(await readFile(file, 'utf8')) as IdpSecrets;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = await exportJWK(privateKey);
  const secrets: IdpSecrets = {
    jwks: { keys: [{ ...jwk, kid: randomBytes(8).toString('hex'), alg: 'RS256', use: 'sig' }] },
    cookieKeys: [randomBytes(32).toString('base64url')],
  };
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, JSON.stringify(secrets), { mode: 0o600, flag: 'wx' }).catch(async (error: NodeJS.ErrnoException) => {
    // Another instance sharing the directory won the race: use its secrets.
    if (error.code !== 'EEXIST') throw error;
  });
  return JSON.parse(await readFile(file, 'utf8')) as IdpSecrets;
}

/** The public half of the signing keys, for verifying tokens in-process. */
export function publicJwks(secrets: IdpSecrets): { keys: JWK[] } {
  return {
    keys: secrets.jwks.keys.map(({ kty, n, e, kid, alg, use }) => ({ kty, n, e, kid, alg, use })),
  };
}
