import { paths } from '@/lib/paths.ts';
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

const SESSION_PATHS: readonly string[] = [paths.callback, paths.silentRenew, paths.signout];

/**
 * Only a path of this app, never another origin ('//host', '/\host') or a
 * session route (it would loop). Used for the stored target and for the
 * account picker's `redirect` parameter, which anyone can put in a link.
 */
export function safeRedirectTarget(target: string | null | undefined): string | null {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return null;
  const pathname = new URL(target, 'http://app.invalid').pathname;
  return SESSION_PATHS.includes(pathname) ? null : target;
}
