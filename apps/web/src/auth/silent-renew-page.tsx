import type { UserManager } from 'oidc-client-ts';
import { useEffect, useRef } from 'react';

/**
 * Runs in the hidden iframe of a silent renewal: hands the response to the
 * parent window's UserManager. Shows nothing. A failure needs no handling
 * here: the parent's renewal times out and reports it.
 */
export function SilentRenewPage({ userManager }: { userManager: UserManager }) {
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    userManager.signinSilentCallback().catch(() => undefined);
  }, [userManager]);
  return null;
}
