import { InMemoryWebStorage, User, UserManager, WebStorageStateStore } from 'oidc-client-ts';
import { describe, expect, it, vi } from 'vitest';
import { createSession, isExpired, parseStoredUser, storedUserKey } from './session.ts';
import { createUserManager } from './user-manager.ts';

const oidc = { authority: 'http://localhost:8080/idp', clientId: 'mina-sidor-web', scope: 'openid profile' };
const now = Math.floor(Date.now() / 1000);
const profile = { sub: 'u-1', iss: oidc.authority, aud: oidc.clientId, exp: now + 600, iat: now, amr: ['Company'] };

describe('the stored user, read without oidc-client-ts (decision 0066)', () => {
  it('is what the app’s UserManager stored, under the key it uses', async () => {
    // The app's UserManager keeps its user in localStorage (jsdom's here).
    const userManager = createUserManager(oidc);
    await userManager.storeUser(new User({ access_token: 'at', token_type: 'Bearer', scope: 'openid', profile, expires_at: now + 600 }));

    const session = createSession({ storage: localStorage, userKey: storedUserKey(oidc), loadUserManager: async () => userManager });

    const stored = await userManager.getUser();
    expect(session.storedUser()).toEqual(JSON.parse(stored?.toStorageString() ?? 'null'));
    expect(session.storedUser()).toMatchObject({ access_token: 'at', profile: { sub: 'u-1', amr: ['Company'] }, expires_at: now + 600 });
    await userManager.removeUser();
    expect(session.storedUser()).toBeNull();
  });

  it('is none when the storage is blocked, empty, or holds something else', () => {
    expect(createSession({ storage: null, userKey: 'k', loadUserManager: vi.fn() }).storedUser()).toBeNull();
    expect(parseStoredUser(null)).toBeNull();
    expect(parseStoredUser('{')).toBeNull();
    expect(parseStoredUser('null')).toBeNull();
    expect(parseStoredUser(JSON.stringify({ access_token: 'at' }))).toBeNull();
    expect(parseStoredUser(JSON.stringify({ access_token: 'at', profile }))).toMatchObject({ access_token: 'at', profile });
  });

  it('has expired as oidc-client-ts’s User says', () => {
    for (const expiresAt of [now - 60, now, now + 1, now + 600, undefined]) {
      const user = new User({ access_token: 'at', token_type: 'Bearer', profile, expires_at: expiresAt });
      expect(isExpired(user)).toBe(user.expired ?? false);
    }
  });
});

describe('the UserManager, loaded on demand', () => {
  const aUserManager = () =>
    new UserManager({
      authority: oidc.authority,
      client_id: oidc.clientId,
      redirect_uri: 'http://localhost/callback',
      userStore: new WebStorageStateStore({ store: new InMemoryWebStorage() }),
    });

  it('is loaded once, however many ask, and only then runs what waits for it', async () => {
    const userManager = aUserManager();
    const loadUserManager = vi.fn(async () => userManager);
    const session = createSession({ storage: null, userKey: 'k', loadUserManager });
    const use = vi.fn(() => () => undefined);
    session.whenLoaded(use);
    await Promise.resolve();
    expect(loadUserManager).not.toHaveBeenCalled();
    expect(use).not.toHaveBeenCalled();

    const [first, second] = await Promise.all([session.userManager(), session.userManager()]);

    expect(first).toBe(userManager);
    expect(second).toBe(userManager);
    expect(loadUserManager).toHaveBeenCalledTimes(1);
    expect(use).toHaveBeenCalledWith(userManager);
  });

  it('is tried again after a failed load', async () => {
    const userManager = aUserManager();
    const loadUserManager = vi
      .fn<() => Promise<UserManager>>()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockResolvedValue(userManager);
    const session = createSession({ storage: null, userKey: 'k', loadUserManager });

    await expect(session.userManager()).rejects.toThrow('Failed to fetch');
    await expect(session.userManager()).resolves.toBe(userManager);
  });

  it('undoes what waited for it, or never runs it when undone first', async () => {
    const session = createSession({ storage: null, userKey: 'k', loadUserManager: async () => aUserManager() });
    const undo = vi.fn();
    const used = session.whenLoaded(() => undo);
    const cancelled = vi.fn(() => () => undefined);
    session.whenLoaded(cancelled)();

    await session.userManager();
    used();

    expect(undo).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
