import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { hasAuthParams, useAuth } from 'react-oidc-context';
import { useNavigate } from 'react-router';
import { useApi } from '@/api/api-context.tsx';
import { paths } from '@/lib/paths.ts';
import { ErrorScreen } from '@/shell/error-screen.tsx';
import { StatusMessage } from '@/shell/status-message.tsx';
import { callbackErrorOutcome } from './callback-error.ts';
import { resolveSignInPath } from './resolve-sign-in-path.ts';

/** Spec §9: after this long without a decision the person sees the login-problem page. */
const LOGIN_PROBLEM_DELAY_MS = 40_000;

/**
 * The identity provider returns here; AuthProvider has already exchanged the
 * code when this renders. Also the "Försök igen" target of the error screen,
 * which runs the decision again for the stored user.
 */
export function CallbackPage() {
  const { isLoading, user, error, signinRedirect } = useAuth();
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [loadFailed, setLoadFailed] = useState(false);
  const started = useRef(false);

  const errorOutcome = error?.source === 'signinCallback' ? callbackErrorOutcome(error.message) : null;
  const failed = loadFailed || errorOutcome === 'fail';

  useEffect(() => {
    if (failed) return;
    const timer = setTimeout(() => navigate(paths.loginProblem, { replace: true }), LOGIN_PROBLEM_DELAY_MS);
    return () => clearTimeout(timer);
  }, [failed, navigate]);

  useEffect(() => {
    if (isLoading || failed || started.current) return;
    if (errorOutcome === 'restart') {
      started.current = true;
      void navigate(paths.home, { replace: true });
    } else if (user) {
      started.current = true;
      resolveSignInPath(queryClient, api, user.profile).then(
        (path) => navigate(path, { replace: true }),
        () => setLoadFailed(true),
      );
    } else if (!hasAuthParams()) {
      // Opened without a sign-in response while signed out (a retry): start over.
      started.current = true;
      void signinRedirect();
    }
  }, [isLoading, failed, errorOutcome, user, queryClient, api, navigate, signinRedirect]);

  if (failed) return <ErrorScreen />;
  return <StatusMessage>Hämtar dina uppgifter...</StatusMessage>;
}
