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

/** The bundles the page has been reloaded for and that have not loaded since. */
function reloadedFor(storage: Storage): string[] {
  try {
    const stored: unknown = JSON.parse(storage.getItem(FLAG) ?? '[]');
    return Array.isArray(stored) ? stored.filter((name): name is string => typeof name === 'string') : [];
  } catch {
    return [];
  }
}

function store(storage: Storage, bundles: readonly string[]): void {
  if (bundles.length === 0) storage.removeItem(FLAG);
  else storage.setItem(FLAG, JSON.stringify(bundles));
}

/**
 * Spec §4.5: a lazily loaded bundle that fails to load (typically: a new release removed the old
 * hashed files) triggers one forced page reload. The stored flag names the bundles the page was
 * reloaded for, so that the same bundle failing again shows the error screen instead of reloading
 * forever. Only that bundle's own successful load takes its name off: other bundles load fine
 * while one screen's stays broken, and clearing on them gave a reload loop. Once it has
 * loaded, a later release that removes it again earns it a reload of its own.
 */
export function loadWithOneReload<T>(bundle: string, load: () => Promise<T>, { storage, reload }: ReloadOnceOptions): Promise<T> {
  return load().then(
    (module) => {
      if (storage)
        store(
          storage,
          reloadedFor(storage).filter((name) => name !== bundle),
        );
      return module;
    },
    (error: unknown) => {
      if (!storage) throw error;
      const bundles = reloadedFor(storage);
      if (bundles.includes(bundle)) throw error;
      store(storage, [...bundles, bundle]);
      reload();
      // The page is going away; settling would flash the error screen first.
      return new Promise<T>(() => undefined);
    },
  );
}
