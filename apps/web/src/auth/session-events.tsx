import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/lib/paths.ts';
import { useAuth } from './auth-context.tsx';

/** Spec §4.4: when the session can no longer be renewed, the person is signed out. */
export function SessionEvents() {
  const { session } = useAuth();
  const navigate = useNavigate();
  useEffect(() => session.whenLoaded((userManager) => userManager.events.addSilentRenewError(() => void navigate(paths.signout))), [session, navigate]);
  return null;
}
