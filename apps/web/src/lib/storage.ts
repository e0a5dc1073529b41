export type StorageKind = 'localStorage' | 'sessionStorage';

/**
 * The storage, or null when the browser refuses it. Merely reading
 * `window.localStorage` throws when the person has blocked site data, and
 * Safari's private mode used to throw on the first write, so both are tried.
 */
export function usableStorage(kind: StorageKind): Storage | null {
  try {
    const storage = window[kind];
    const probe = '__mina-sidor-probe__';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return storage;
  } catch {
    return null;
  }
}
