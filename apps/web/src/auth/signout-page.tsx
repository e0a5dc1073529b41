import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useAuth } from 'react-oidc-context';
import { ErrorScreen } from '@/shell/error-screen.tsx';
import { StatusMessage } from '@/shell/status-message.tsx';

/** Clears the cached data of this person, then signs out at the identity provider, which returns to '/'. */
export function SignoutPage() {
  const { signoutRedirect, error } = useAuth();
  const queryClient = useQueryClient();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    queryClient.clear();
    void signoutRedirect();
  }, [queryClient, signoutRedirect]);

  if (error?.source === 'signoutRedirect') return <ErrorScreen />;
  return <StatusMessage>Loggar ut...</StatusMessage>;
}
