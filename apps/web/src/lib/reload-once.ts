import { usableStorage } from './storage.ts';

const FLAG = 'mina-sidor.reloaded-for-bundle';

export interface ReloadOnceOptions {
  /** Session storage; null when the browser blocks it (then never reload: nothing could stop a loop). */
  storage: Storage | null;
  reload: () => void;
}

/** The page's session storage and reload: what every lazily loaded bundle of the app uses. */
export function pageReloadOptions(): ReloadOnceOptions {
  return { storage: usableStorage('sessionStorage'), reload: () => window.location.reload() };
}

/**
 * Spec §4.5: a lazily loaded bundle that fails to load (typically: a new
 * release removed the old hashed files) triggers one forced page reload. The
 * flag in session storage makes sure a second failure shows the error screen
 * instead of reloading forever; a successful load clears it.
 */
export function loadWithOneReload<T>(load: () => Promise<T>, { storage, reload }: ReloadOnceOptions): Promise<T> {
  return load().then(
    (module) => {
      storage?.removeItem(FLAG);
      return module;
    },
    (error: unknown) => {
      if (!storage || storage.getItem(FLAG)) throw error;
      storage.setItem(FLAG, 'true');
      reload();
      // The page is going away; settling would flash the error screen first.
      return new Promise<T>(() => undefined);
    },
  );
}
