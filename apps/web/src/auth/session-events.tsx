import { useEffect } from 'react';
import { useAuth } from 'react-oidc-context';
import { useNavigate } from 'react-router';
import { paths } from '@/lib/paths.ts';

/** Spec §4.4: when the session can no longer be renewed, the person is signed out. */
export function SessionEvents() {
  const { events } = useAuth();
  const navigate = useNavigate();
  useEffect(() => events.addSilentRenewError(() => void navigate(paths.signout)), [events, navigate]);
  return null;
}
