import type { User, UserManager } from 'oidc-client-ts';

/** What the app reads of the signed-in person: fields of oidc-client-ts's User, and of the JSON it stores. */
export type SessionUser = Pick<User, 'access_token' | 'token_type' | 'profile' | 'expires_at' | 'id_token' | 'scope' | 'session_state'>;

/**
 * The sign-in session without oidc-client-ts on the first page (decision 0066): the user it stored is
 * read as JSON from its storage, and its UserManager (sign-in and sign-out redirects, the callbacks,
 * silent renewal) is loaded only when one of those is needed.
 */
export interface Session {
  /** The user oidc-client-ts keeps in storage; null when nobody is signed in or the storage is blocked. */
  storedUser(): SessionUser | null;
  /** The UserManager, loaded and made on the first call. */
  userManager(): Promise<UserManager>;
  /** Runs `use` once something has loaded the UserManager, without loading it; the function returned undoes it. */
  whenLoaded(use: (userManager: UserManager) => () => void): () => void;
}

/** Where oidc-client-ts's UserManager keeps the user: WebStorageStateStore's prefix, then `user:<authority>:<client_id>`. */
export const storedUserKey = (oidc: { authority: string; clientId: string }) => `oidc.user:${oidc.authority}:${oidc.clientId}`;

/** The stored user, or null when there is none or it is not the JSON oidc-client-ts writes. */
export function parseStoredUser(json: string | null): SessionUser | null {
  if (json === null) return null;
  try {
    const user: unknown = JSON.parse(json);
    if (typeof user !== 'object' || user === null) return null;
    const { access_token, profile } = user as Partial<SessionUser>;
    return typeof access_token === 'string' && typeof profile === 'object' && profile !== null ? (user as SessionUser) : null;
  } catch {
    return null;
  }
}

/** Seconds until the access token expires, counted as oidc-client-ts counts them; undefined: it does not say. */
export function expiresIn(user: Pick<SessionUser, 'expires_at'>, now = Date.now()): number | undefined {
  return user.expires_at === undefined ? undefined : user.expires_at - Math.floor(now / 1000);
}

/** oidc-client-ts's `User.expired`: a token without an expiry time never counts as expired. */
export function isExpired(user: Pick<SessionUser, 'expires_at'>, now = Date.now()): boolean {
  const left = expiresIn(user, now);
  return left !== undefined && left <= 0;
}

export function createSession({
  storage,
  userKey,
  loadUserManager,
}: {
  /** The storage the UserManager keeps its user in; null when the browser blocks it (the UserManager then keeps it in memory). */
  storage: Pick<Storage, 'getItem'> | null;
  userKey: string;
  loadUserManager: () => Promise<UserManager>;
}): Session {
  let loading: Promise<UserManager> | null = null;
  let markLoaded: (userManager: UserManager) => void = () => undefined;
  const loaded = new Promise<UserManager>((resolve) => {
    markLoaded = resolve;
  });
  return {
    storedUser: () => parseStoredUser(storage?.getItem(userKey) ?? null),
    userManager() {
      loading ??= loadUserManager().then(
        (userManager) => {
          markLoaded(userManager);
          return userManager;
        },
        (error: unknown) => {
          // A failed load (a lost connection, a new deployment) is tried again on the next need.
          loading = null;
          throw error;
        },
      );
      return loading;
    },
    whenLoaded(use) {
      let undo: (() => void) | null = null;
      let cancelled = false;
      void loaded.then((userManager) => {
        if (!cancelled) undo = use(userManager);
      });
      return () => {
        cancelled = true;
        undo?.();
      };
    },
  };
}
