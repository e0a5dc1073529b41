import { useEffect } from 'react';
import { useAuth } from './auth-context.tsx';
import { Outlet, useLocation } from 'react-router';
import { PageFrame } from '@/shell/page-frame.tsx';
import { ErrorScreen } from '@/shell/error-screen.tsx';
import { Loading } from '@/shell/loading.tsx';
import { saveRedirectTarget } from './redirect-target.ts';

/** Spec §4.4 and §9: a burst of navigations while signed out starts one sign-in. */
const SIGN_IN_DEBOUNCE_MS = 500;

/**
 * Route guard: a signed-out person is sent to sign in and comes back to where
 * they were. A stored user whose access token has expired counts as signed
 * in: the first API call renews the token silently (spec §4.4), and a failed
 * renewal ends at /signout. `framed` puts its own waiting and error states in
 * the page frame, for routes that draw no frame themselves (the main shell).
 */
export function RequireAuth({ framed = false }: { framed?: boolean }) {
  const { isLoading, user, error, signinRedirect } = useAuth();
  const location = useLocation();
  const target = `${location.pathname}${location.search}${location.hash}`;
  const signInFailed = error?.source === 'signinRedirect';
  const signedIn = Boolean(user);
  const mustSignIn = !isLoading && !signedIn && !signInFailed;

  useEffect(() => {
    if (!mustSignIn) return;
    const timer = setTimeout(() => {
      saveRedirectTarget(target);
      void signinRedirect();
    }, SIGN_IN_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [mustSignIn, target, signinRedirect]);

  if (signedIn) return <Outlet />;
  const state = signInFailed && !isLoading ? <ErrorScreen /> : <Loading />;
  return framed ? <PageFrame>{state}</PageFrame> : state;
}
