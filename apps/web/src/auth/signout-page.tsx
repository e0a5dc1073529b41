import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useAuth } from './auth-context.tsx';
import { clearPersistedQueries } from '@/lib/query-persistence.ts';
import { usableStorage } from '@/lib/storage.ts';
import { useSelectionStore } from '@/selection/selection-context.tsx';
import { ErrorScreen } from '@/shell/error-screen.tsx';
import { StatusMessage } from '@/shell/status-message.tsx';
import { clearRenewalFlag } from './renewal.ts';

/**
 * Spec §4.4: clears this person's persisted state (the selection, the cached
 * data, a pending renewal), then signs out at the identity provider, which
 * returns to '/'. Silent-renewal failures (session expiry) end here too.
 */
export function SignoutPage() {
  const { signoutRedirect, error } = useAuth();
  const queryClient = useQueryClient();
  const store = useSelectionStore();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    queryClient.clear();
    clearPersistedQueries(usableStorage('localStorage'));
    store.reset();
    clearRenewalFlag();
    void signoutRedirect();
  }, [queryClient, store, signoutRedirect]);

  if (error?.source === 'signoutRedirect') return <ErrorScreen />;
  return <StatusMessage>Loggar ut...</StatusMessage>;
}
