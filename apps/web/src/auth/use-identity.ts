import { useMemo } from 'react';
import { useAuth } from './auth-context.tsx';
import { toIdentity, type Identity } from './identity.ts';

export function useIdentity(): Identity | null {
  const profile = useAuth().user?.profile;
  return useMemo(() => (profile ? toIdentity(profile) : null), [profile]);
}
