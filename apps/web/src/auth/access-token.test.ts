import { accountEndpoints } from '@mina-sidor/shared/account';
import { User, type UserManager } from 'oidc-client-ts';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '@/api/client.ts';
import { answer, stubServer } from '@/test/fake-server.ts';
import { anAccount } from '@/test/fixtures.ts';
import { createAccessTokenSource } from './access-token.ts';

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

/** A UserManager that stores one user and renews it the way oidc-client-ts does: asynchronously, over the network. */
function fakeUserManager({ renewal }: { renewal: 'succeeds' | 'fails' }) {
  let stored: User | null = aUser('expired-token', -60);
  const signinSilent = vi.fn<UserManager['signinSilent']>(async () => {
    await new Promise((resolve) => setTimeout(resolve, 20));
    if (renewal === 'fails') throw new Error('invalid_grant');
    stored = aUser('fresh-token', 900);
    return stored;
  });
  const getUser = vi.fn<UserManager['getUser']>(async () => stored);
  return { getUser, signinSilent };
}

describe('createAccessTokenSource (spec §4.4)', () => {
  it('returns a valid token without renewing, and null when nobody is signed in', async () => {
    const manager = fakeUserManager({ renewal: 'succeeds' });
    manager.getUser.mockResolvedValueOnce(aUser('valid-token', 600)).mockResolvedValueOnce(null);
    const getAccessToken = createAccessTokenSource(manager);
    await expect(getAccessToken()).resolves.toBe('valid-token');
    await expect(getAccessToken()).resolves.toBeNull();
    expect(manager.signinSilent).not.toHaveBeenCalled();
  });

  it('20 concurrent API calls with an expired token: exactly one renewal, and all 20 succeed with the new token', async () => {
    const manager = fakeUserManager({ renewal: 'succeeds' });
    const server = stubServer([answer(accountEndpoints.current, anAccount())]);
    const api = createApiClient({ apiBase: '/api', getAccessToken: createAccessTokenSource(manager) });

    const results = await Promise.all(Array.from({ length: 20 }, () => api.call(accountEndpoints.current, {})));

    expect(manager.signinSilent).toHaveBeenCalledTimes(1);
    expect(results).toEqual(Array.from({ length: 20 }, () => anAccount()));
    expect(server.requests.map((request) => request.headers.get('Authorization'))).toEqual(Array.from({ length: 20 }, () => 'Bearer fresh-token'));
  });

  it('a later expiry starts a new renewal', async () => {
    const manager = fakeUserManager({ renewal: 'succeeds' });
    const getAccessToken = createAccessTokenSource(manager);
    await Promise.all([getAccessToken(), getAccessToken()]);
    manager.getUser.mockResolvedValueOnce(aUser('expired-again', -1));
    await getAccessToken();
    expect(manager.signinSilent).toHaveBeenCalledTimes(2);
  });

  it('a failed renewal is reported once, and the waiting calls go without a token', async () => {
    const manager = fakeUserManager({ renewal: 'fails' });
    const onRenewalFailed = vi.fn();
    const getAccessToken = createAccessTokenSource(manager, onRenewalFailed);

    const tokens = await Promise.all(Array.from({ length: 20 }, () => getAccessToken()));

    expect(tokens).toEqual(Array.from({ length: 20 }, () => null));
    expect(manager.signinSilent).toHaveBeenCalledTimes(1);
    expect(onRenewalFailed).toHaveBeenCalledTimes(1);
  });
});
