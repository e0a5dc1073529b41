import { importJWK, SignJWT } from 'jose';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config.ts';
import { generateSecrets, type IdpSecrets } from '../idp/secrets.ts';
import { createTokenVerifier, InvalidTokenError } from './bearer.ts';

const config = loadConfig({ PUBLIC_URL: 'http://localhost:8080' });
let secrets: IdpSecrets;
beforeAll(async () => {
  secrets = await generateSecrets();
});
afterEach(() => vi.useRealTimers());

async function token(expiresAt: number, subject = 'anna') {
  const [jwk] = secrets.jwks.keys;
  return new SignJWT({ mecid: '10000000001' })
    .setProtectedHeader({ alg: 'RS256', kid: jwk!.kid })
    .setSubject(subject)
    .setIssuer(config.oidc.issuer)
    .setAudience(config.oidc.audience)
    .setIssuedAt(expiresAt - 900)
    .setExpirationTime(expiresAt)
    .sign(await importJWK(jwk!, 'RS256'));
}

describe('the access-token verifier', () => {
  it('knows a verified token again, but not past its expiry', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-22T12:00:00Z'), toFake: ['Date'] });
    const verify = createTokenVerifier(config, secrets);
    const expiresAt = Math.floor(Date.now() / 1000) + 60;
    const valid = await token(expiresAt);
    expect((await verify(valid)).customerId).toBe('10000000001');
    expect((await verify(valid)).customerId).toBe('10000000001');
    vi.setSystemTime((expiresAt + 1) * 1000);
    await expect(verify(valid)).rejects.toBeInstanceOf(InvalidTokenError);
  });

  it('never takes a token with another signature for a known one', async () => {
    const verify = createTokenVerifier(config, secrets);
    const valid = await token(Math.floor(Date.now() / 1000) + 600);
    await verify(valid);
    const [header, payload] = valid.split('.');
    const forged = `${header}.${payload}.${Buffer.from('not the signature').toString('base64url')}`;
    await expect(verify(forged)).rejects.toBeInstanceOf(InvalidTokenError);
  });
});
