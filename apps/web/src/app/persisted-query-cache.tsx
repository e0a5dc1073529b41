import { useEffect, useRef, type ReactNode } from 'react';
import { useAuth } from '@/auth/auth-context.tsx';
import type { QueryPersistence } from '@/lib/query-persistence.ts';

/**
 * Spec §9: once the signed-in login is known, its persisted cache is put back
 * before any page below asks for data (so a returning person sees their
 * pages at once), and from then on the cache is written as it changes.
 */
export function PersistedQueryCache({ persistence, children }: { persistence: QueryPersistence; children: ReactNode }) {
  const subject = useAuth().user?.profile.sub ?? null;
  const restoredFor = useRef<string | null>(null);
  if (subject && restoredFor.current !== subject) {
    // During render on purpose: the pages rendered below in this same pass must find the data.
    // Hydrating is idempotent (older data never replaces newer), so a repeated render does no harm.
    restoredFor.current = subject;
    persistence.restore(subject);
  }
  useEffect(() => (subject ? persistence.start(subject) : undefined), [persistence, subject]);
  return children;
}
