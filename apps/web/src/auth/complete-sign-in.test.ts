import { User, type UserManager } from 'oidc-client-ts';
import { describe, expect, it, vi } from 'vitest';
import { completeSignIn } from './complete-sign-in.ts';

const storedUser = new User({ access_token: 't', token_type: 'Bearer', profile: { sub: 'u', iss: 'i', aud: 'a', exp: 0, iat: 0 } });

function at(url: string): Location {
  return new URL(url) as unknown as Location;
}

function userManager(callback: () => Promise<User>, stored: User | null) {
  return {
    signinRedirectCallback: vi.fn<UserManager['signinRedirectCallback']>(callback),
    getUser: vi.fn<UserManager['getUser']>(async () => stored),
  };
}

const response = at('http://localhost/callback?code=c&state=s');
const fail = (message: string) => () => Promise.reject(new Error(message));

describe('completeSignIn', () => {
  it('exchanges a sign-in response', async () => {
    const fresh = new User({ ...storedUser, access_token: 'fresh' });
    const manager = userManager(async () => fresh, null);
    await expect(completeSignIn(manager, response)).resolves.toEqual({ kind: 'signed-in', user: fresh });
    expect(manager.signinRedirectCallback).toHaveBeenCalledWith(response.href);
  });

  it('carries on with the stored user after an ignored error, and waits without one', async () => {
    const withUser = userManager(fail('No matching state found in storage'), storedUser);
    await expect(completeSignIn(withUser, response)).resolves.toEqual({ kind: 'signed-in', user: storedUser });
    expect(withUser.getUser).toHaveBeenCalledWith(true);
    await expect(completeSignIn(userManager(fail('Network Error'), null), response)).resolves.toEqual({ kind: 'wait' });
  });

  it('restarts on "No state in response" and rethrows other errors', async () => {
    await expect(completeSignIn(userManager(fail('No state in response'), null), response)).resolves.toEqual({
      kind: 'restart',
    });
    await expect(completeSignIn(userManager(fail('invalid_grant'), storedUser), response)).rejects.toThrow('invalid_grant');
  });

  it('without a response, uses the signed-in person or asks to sign in', async () => {
    const retry = at('http://localhost/callback');
    await expect(completeSignIn(userManager(fail('unused'), storedUser), retry)).resolves.toEqual({
      kind: 'signed-in',
      user: storedUser,
    });
    await expect(completeSignIn(userManager(fail('unused'), null), retry)).resolves.toEqual({ kind: 'sign-in' });
  });
});
