import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useApi } from '@/api/api-context.tsx';
import { leaveFor } from '@/lib/leave.ts';
import { paths } from '@/lib/paths.ts';
import { useRuntimeConfig } from '@/lib/runtime-config-context.tsx';
import { useSelectionStore } from '@/selection/selection-context.tsx';
import { useTelemetry } from '@/telemetry/telemetry-context.tsx';
import { ErrorScreen } from '@/shell/error-screen.tsx';
import { StatusMessage } from '@/shell/status-message.tsx';
import { useAuth } from './auth-context.tsx';
import { completeSignIn, hasAuthParams } from './complete-sign-in.ts';
import { resolveSignIn } from './resolve-sign-in.ts';

/** Spec §9: after this long without a decision the person sees the login-problem page. */
export const LOGIN_PROBLEM_DELAY_MS = 40_000;

/**
 * The identity provider returns here. Also the "Försök igen" target of the
 * error screen, and where the shell sends a signed-in person without a
 * selected customer: both run the decision again for the signed-in person.
 */
export function CallbackPage() {
  const { session } = useAuth();
  const api = useApi();
  const queryClient = useQueryClient();
  const store = useSelectionStore();
  const { publicSiteUrl } = useRuntimeConfig();
  const { tracker } = useTelemetry();
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    if (failed) return;
    const timer = setTimeout(() => navigate(paths.loginProblem, { replace: true }), LOGIN_PROBLEM_DELAY_MS);
    return () => clearTimeout(timer);
  }, [failed, navigate]);

  useEffect(() => {
    // A sign-in response can be exchanged only once (StrictMode runs effects twice).
    if (started.current) return;
    started.current = true;
    async function run() {
      // A sign-in response in the address: a real sign-in, not a re-run of the decision for someone signed in.
      const signingIn = hasAuthParams(window.location);
      const userManager = await session.userManager();
      const completion = await completeSignIn(userManager);
      if (completion.kind === 'restart') await navigate(paths.home, { replace: true });
      if (completion.kind === 'sign-in') await userManager.signinRedirect();
      if (completion.kind !== 'signed-in') return;
      const outcome = await resolveSignIn({ api, queryClient, store, publicSiteUrl }, completion.user);
      if (outcome.kind === 'leave') return leaveFor(outcome.url);
      if (signingIn) tracker.signedIn();
      await navigate(outcome.path, { replace: true });
    }
    run().catch(() => setFailed(true));
  }, [session, queryClient, api, store, publicSiteUrl, tracker, navigate]);

  if (failed) return <ErrorScreen />;
  return <StatusMessage>Hämtar dina uppgifter...</StatusMessage>;
}
