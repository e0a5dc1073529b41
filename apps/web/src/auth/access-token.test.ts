import { accountEndpoints } from '@mina-sidor/shared/account';
import { User, type UserManager } from 'oidc-client-ts';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '@/api/client.ts';
import { answer, stubServer } from '@/test/fake-server.ts';
import { anAccount } from '@/test/fixtures.ts';
import { createAccessTokenSource } from './access-token.ts';
import type { Session } from './session.ts';

function aUser(accessToken: string, expiresIn: number): User {
  const now = Math.floor(Date.now() / 1000);
  return new User({
    access_token: accessToken,
    token_type: 'Bearer',
    refresh_token: 'rt',
    profile: { sub: 'u-1', iss: 'http://localhost/idp', aud: 'mina-sidor-web', exp: now + expiresIn, iat: now },
    expires_at: now + expiresIn,
  });
}

/**
 * A session whose stored user is renewed the way oidc-client-ts does it: asynchronously, over the network,
 * by a UserManager that itself loads asynchronously (a chunk of its own).
 */
function fakeSession({ renewal }: { renewal: 'succeeds' | 'fails' }) {
  let stored: User | null = aUser('expired-token', -60);
  const signinSilent = vi.fn<UserManager['signinSilent']>(async () => {
    await new Promise((resolve) => setTimeout(resolve, 20));
    if (renewal === 'fails') throw new Error('invalid_grant');
    stored = aUser('fresh-token', 900);
    return stored;
  });
  const storedUser = vi.fn<Session['storedUser']>(() => stored);
  const userManager = vi.fn(async () => ({ signinSilent }) as unknown as UserManager);
  return { storedUser, userManager, signinSilent };
}

describe('createAccessTokenSource (spec §4.4)', () => {
  it('returns a valid token without renewing, and null when nobody is signed in', async () => {
    const session = fakeSession({ renewal: 'succeeds' });
    session.storedUser.mockReturnValueOnce(aUser('valid-token', 600)).mockReturnValueOnce(null);
    const getAccessToken = createAccessTokenSource(session);
    await expect(getAccessToken()).resolves.toBe('valid-token');
    await expect(getAccessToken()).resolves.toBeNull();
    // Nothing to renew: oidc-client-ts is not even loaded.
    expect(session.userManager).not.toHaveBeenCalled();
  });

  it('20 concurrent API calls with an expired token: exactly one renewal, and all 20 succeed with the new token', async () => {
    const session = fakeSession({ renewal: 'succeeds' });
    const server = stubServer([answer(accountEndpoints.current, anAccount())]);
    const api = createApiClient({ apiBase: '/api', getAccessToken: createAccessTokenSource(session) });

    const results = await Promise.all(Array.from({ length: 20 }, () => api.call(accountEndpoints.current, {})));

    expect(session.signinSilent).toHaveBeenCalledTimes(1);
    expect(results).toEqual(Array.from({ length: 20 }, () => anAccount()));
    expect(server.requests.map((request) => request.headers.get('Authorization'))).toEqual(Array.from({ length: 20 }, () => 'Bearer fresh-token'));
  });

  it('a later expiry starts a new renewal', async () => {
    const session = fakeSession({ renewal: 'succeeds' });
    const getAccessToken = createAccessTokenSource(session);
    await Promise.all([getAccessToken(), getAccessToken()]);
    session.storedUser.mockReturnValueOnce(aUser('expired-again', -1));
    await getAccessToken();
    expect(session.signinSilent).toHaveBeenCalledTimes(2);
  });

  it('a failed renewal is reported once, and the waiting calls go without a token', async () => {
    const session = fakeSession({ renewal: 'fails' });
    const onRenewalFailed = vi.fn();
    const getAccessToken = createAccessTokenSource(session, onRenewalFailed);

    const tokens = await Promise.all(Array.from({ length: 20 }, () => getAccessToken()));

    expect(tokens).toEqual(Array.from({ length: 20 }, () => null));
    expect(session.signinSilent).toHaveBeenCalledTimes(1);
    expect(onRenewalFailed).toHaveBeenCalledTimes(1);
  });
});
