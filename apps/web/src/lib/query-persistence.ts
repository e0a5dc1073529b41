import { dehydrate, hydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';

/** Where the cache is kept in local storage (the end-to-end tests and the Lighthouse bench remove it to load afresh). */
export const QUERY_CACHE_KEY = 'mina-sidor.query-cache';
/** Spec §9: the persisted cache is used for at most 24 h. */
export const PERSIST_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** A burst of cache changes is written once. */
const WRITE_THROTTLE_MS = 1000;

const persisted = z.object({ buster: z.string(), subject: z.string(), savedAt: z.number(), state: z.unknown() });

export interface QueryPersistence {
  /** Puts this login's persisted data into the cache; anything else stored is dropped. Once per login. */
  restore(subject: string): void;
  /** Writes the cache for this login whenever it changes; returns the way to stop. */
  start(subject: string): () => void;
}

/** Successful data only, and not what a query marks with `meta: { persist: false }` (large, quickly outdated). */
function worthKeeping(query: Query): boolean {
  return query.state.status === 'success' && query.meta?.persist !== false;
}

/**
 * Spec §9: the query cache survives a reload or a new visit for 24 h, so a
 * returning person sees their pages at once while stale data refreshes. It
 * belongs to one login (never restored for another) and one release (the
 * buster: an update may change the data's shape). localStorage is
 * synchronous, so restoring cannot stall the start.
 */
export function createQueryPersistence(
  queryClient: QueryClient,
  storage: Storage | null,
  { buster, now = Date.now }: { buster: string; now?: () => number },
): QueryPersistence {
  // The app restores at its start, before the router asks for the shell's data, and again when the login is known in render.
  let restoredFor: string | null = null;
  return {
    restore(subject) {
      if (!storage || subject === restoredFor) return;
      restoredFor = subject;
      try {
        const stored = persisted.safeParse(JSON.parse(storage.getItem(QUERY_CACHE_KEY) ?? 'null'));
        const usable = stored.success && stored.data.buster === buster && stored.data.subject === subject && now() - stored.data.savedAt < PERSIST_MAX_AGE_MS;
        // The state was written by dehydrate() of this same release (buster).
        if (usable) hydrate(queryClient, stored.data.state as Parameters<typeof hydrate>[1]);
        else storage.removeItem(QUERY_CACHE_KEY);
      } catch {
        storage.removeItem(QUERY_CACHE_KEY);
      }
    },
    start(subject) {
      if (!storage) return () => undefined;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const write = () => {
        timer = undefined;
        const state = dehydrate(queryClient, { shouldDehydrateQuery: worthKeeping });
        if (state.queries.length === 0) return storage.removeItem(QUERY_CACHE_KEY);
        try {
          storage.setItem(QUERY_CACHE_KEY, JSON.stringify({ buster, subject, savedAt: now(), state }));
        } catch {
          // Full storage: better nothing than half.
          storage.removeItem(QUERY_CACHE_KEY);
        }
      };
      const unsubscribe = queryClient.getQueryCache().subscribe(() => {
        timer ??= setTimeout(write, WRITE_THROTTLE_MS);
      });
      return () => {
        unsubscribe();
        clearTimeout(timer);
      };
    },
  };
}

/** Sign-out and session expiry (spec §4.4): the persisted cache goes with the session. */
export function clearPersistedQueries(storage: Storage | null): void {
  storage?.removeItem(QUERY_CACHE_KEY);
}
