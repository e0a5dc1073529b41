import { useEffect, useRef } from 'react';
import { useAuth } from './auth-context.tsx';

/**
 * Runs in the hidden iframe of a silent renewal: hands the response to the
 * parent window's UserManager. Shows nothing. A failure needs no handling
 * here: the parent's renewal times out and reports it.
 */
export function SilentRenewPage() {
  const { session } = useAuth();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    session
      .userManager()
      .then((userManager) => userManager.signinSilentCallback())
      .catch(() => undefined);
  }, [session]);
  return null;
}
