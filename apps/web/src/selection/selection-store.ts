import { z } from 'zod/mini';
import { clearedSelection, userSelection, type UserSelection } from './selection.ts';

const KEY = 'mina-sidor.selection';
/** Spec §9: persisted state is kept at most 24 h. */
const MAX_AGE_MS = 24 * 60 * 60 * 1000;

const persisted = z.object({ savedAt: z.number(), selection: userSelection });

export interface SelectionStore {
  get(): UserSelection | null;
  set(selection: UserSelection): void;
  /** Spec §4.2: back to the placeholder customer. */
  clear(options: { clearAccount: boolean }): void;
  /** Sign-out: forget the selection altogether, also in storage. */
  reset(): void;
  subscribe(listener: () => void): () => void;
}

/** The one place the user selection lives; persisted so a reload keeps whose pages are shown. */
export function createSelectionStore(storage: Storage | null, now: () => number = Date.now): SelectionStore {
  const listeners = new Set<() => void>();
  let current = load();

  function load(): UserSelection | null {
    try {
      const stored = persisted.safeParse(JSON.parse(storage?.getItem(KEY) ?? 'null'));
      return stored.success && now() - stored.data.savedAt < MAX_AGE_MS ? stored.data.selection : null;
    } catch {
      return null;
    }
  }

  function update(next: UserSelection | null) {
    current = next;
    if (next) storage?.setItem(KEY, JSON.stringify({ savedAt: now(), selection: next }));
    else storage?.removeItem(KEY);
    for (const listener of listeners) listener();
  }

  return {
    get: () => current,
    set: update,
    clear: (options) => {
      if (current) update(clearedSelection(current, options));
    },
    reset: () => update(null),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
