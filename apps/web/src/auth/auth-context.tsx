import { createContext, use, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { expiresIn, type Session, type SessionUser } from './session.ts';

/**
 * oidc-client-ts raises "access token expiring" this long before the expiry (its default); its
 * UserManager, with its silent renewal, is loaded a little before that, so that it raises the event itself.
 */
const LOAD_BEFORE_EXPIRY_SECONDS = 60 + 5;

type Redirect = 'signinRedirect' | 'signoutRedirect';

export interface Auth {
  /** The signed-in person; null when nobody is. An expired access token still counts (spec §4.4). */
  user: SessionUser | null;
  /** A sign-in or sign-out redirect is under way. */
  isLoading: boolean;
  /** The redirect that failed (it could not load or reach the identity provider). */
  error: { source: Redirect } | null;
  signinRedirect(): Promise<void>;
  signoutRedirect(): Promise<void>;
  session: Session;
}

const AuthContext = createContext<Auth | null>(null);

/**
 * The session for the components below: the stored user from the first render on, kept up to date by
 * the UserManager's events once it is loaded. Stands in for react-oidc-context's provider, whose
 * import is oidc-client-ts's whole UserManager (decision 0066).
 */
export function AuthProvider({ session, children }: { session: Session; children: ReactNode }) {
  const [user, setUser] = useState(() => session.storedUser());
  const [redirecting, setRedirecting] = useState(false);
  const [error, setError] = useState<Auth['error']>(null);

  useEffect(
    () =>
      session.whenLoaded((userManager) => {
        const loadedUser = (loaded: SessionUser) => {
          setUser(loaded);
          setError(null);
        };
        const gone = () => setUser(null);
        const unsubscribe = [userManager.events.addUserLoaded(loadedUser), userManager.events.addUserUnloaded(gone), userManager.events.addUserSignedOut(gone)];
        return () => {
          for (const undo of unsubscribe) undo();
        };
      }),
    [session],
  );

  // Silent renewal is the UserManager's: it is loaded in time to renew the token before it expires. An
  // expired token is renewed by the next API call instead (auth/access-token.ts), as oidc-client-ts does.
  const expiresAt = user?.expires_at;
  useEffect(() => {
    const left = expiresIn({ expires_at: expiresAt });
    if (left === undefined || left <= 0) return;
    const timer = setTimeout(() => void session.userManager().catch(() => undefined), Math.max(0, left - LOAD_BEFORE_EXPIRY_SECONDS) * 1000);
    return () => clearTimeout(timer);
  }, [session, expiresAt]);

  const redirect = useCallback(
    async (method: Redirect) => {
      setRedirecting(true);
      try {
        await (await session.userManager())[method]();
      } catch {
        setError({ source: method });
      } finally {
        setRedirecting(false);
      }
    },
    [session],
  );
  const signinRedirect = useCallback(() => redirect('signinRedirect'), [redirect]);
  const signoutRedirect = useCallback(() => redirect('signoutRedirect'), [redirect]);

  const value = useMemo(
    () => ({ user, isLoading: redirecting, error, signinRedirect, signoutRedirect, session }),
    [user, redirecting, error, signinRedirect, signoutRedirect, session],
  );
  return <AuthContext value={value}>{children}</AuthContext>;
}

export function useAuth(): Auth {
  const auth = use(AuthContext);
  if (!auth) throw new Error('useAuth outside <AuthProvider>');
  return auth;
}
