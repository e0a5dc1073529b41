import { usableStorage } from '@/lib/storage.ts';

const KEY = 'mina-sidor.redirect-target';

/** Remembered across the round trip to the identity provider (same tab only). */
export function saveRedirectTarget(path: string): void {
  usableStorage('sessionStorage')?.setItem(KEY, path);
}

/** Read once: the target is used by the first callback after it was saved. */
export function takeRedirectTarget(): string | null {
  const storage = usableStorage('sessionStorage');
  const target = storage?.getItem(KEY) ?? null;
  storage?.removeItem(KEY);
  return target;
}
