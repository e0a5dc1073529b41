import { act, render, screen } from '@testing-library/react';
import { InMemoryWebStorage, User, UserManager, WebStorageStateStore } from 'oidc-client-ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider, useAuth } from './auth-context.tsx';
import { createSession, storedUserKey } from './session.ts';

const oidc = { authority: 'http://localhost/idp', clientId: 'mina-sidor-web' };

afterEach(() => {
  vi.useRealTimers();
});

function aUser(accessToken: string, expiresIn: number) {
  const now = Math.floor(Date.now() / 1000);
  const profile = { sub: 'u-1', iss: oidc.authority, aud: oidc.clientId, exp: now + expiresIn, iat: now };
  return new User({ access_token: accessToken, token_type: 'Bearer', profile, expires_at: now + expiresIn });
}

/** A real UserManager over a storage of its own, and a session over the same storage whose loads are counted. */
async function signedIn(user: User | null) {
  const store = new InMemoryWebStorage();
  const userManager = new UserManager({
    authority: oidc.authority,
    client_id: oidc.clientId,
    redirect_uri: 'http://localhost/callback',
    automaticSilentRenew: false,
    userStore: new WebStorageStateStore({ store }),
  });
  if (user) await userManager.storeUser(user);
  const loadUserManager = vi.fn(async () => userManager);
  const session = createSession({ storage: store, userKey: storedUserKey(oidc), loadUserManager });
  return { userManager, loadUserManager, session };
}

function Probe() {
  const { user, error, signinRedirect } = useAuth();
  return (
    <>
      <p>{user ? `token ${user.access_token}` : 'nobody'}</p>
      <p>{error ? `failed ${error.source}` : 'no error'}</p>
      <button type="button" onClick={() => void signinRedirect()}>
        Logga in
      </button>
    </>
  );
}

describe('AuthProvider (decision 0066)', () => {
  it('shows the stored user at once, and loads oidc-client-ts only shortly before the token expires', async () => {
    vi.useFakeTimers();
    const { loadUserManager, session } = await signedIn(aUser('first', 120));

    render(
      <AuthProvider session={session}>
        <Probe />
      </AuthProvider>,
    );

    expect(screen.getByText('token first')).toBeVisible();
    await act(() => vi.advanceTimersByTimeAsync(50_000));
    expect(loadUserManager).not.toHaveBeenCalled();
    // 65 s before the expiry: its UserManager then raises "expiring" 60 s before it, and renews.
    await act(() => vi.advanceTimersByTimeAsync(6_000));
    expect(loadUserManager).toHaveBeenCalledTimes(1);
  });

  it('leaves an expired token to the next API call, which renews it', async () => {
    vi.useFakeTimers();
    const { loadUserManager, session } = await signedIn(aUser('old', -60));

    render(
      <AuthProvider session={session}>
        <Probe />
      </AuthProvider>,
    );

    expect(screen.getByText('token old')).toBeVisible();
    await act(() => vi.advanceTimersByTimeAsync(3_600_000));
    expect(loadUserManager).not.toHaveBeenCalled();
  });

  it('follows the UserManager once it is loaded: a renewed user, a removed one', async () => {
    const { userManager, session } = await signedIn(aUser('first', 3600));
    render(
      <AuthProvider session={session}>
        <Probe />
      </AuthProvider>,
    );
    await act(() => session.userManager());

    await act(() => userManager.storeUser(aUser('renewed', 3600)).then(() => userManager.getUser(true)));
    expect(screen.getByText('token renewed')).toBeVisible();

    await act(() => userManager.removeUser());
    expect(screen.getByText('nobody')).toBeVisible();
  });

  it('says which redirect failed when oidc-client-ts cannot be loaded', async () => {
    const { loadUserManager, session } = await signedIn(null);
    loadUserManager.mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'));
    render(
      <AuthProvider session={session}>
        <Probe />
      </AuthProvider>,
    );
    expect(screen.getByText('nobody')).toBeVisible();

    await act(async () => screen.getByRole('button', { name: 'Logga in' }).click());

    expect(await screen.findByText('failed signinRedirect')).toBeVisible();
  });
});
