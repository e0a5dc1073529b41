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
/** Any origin will do to resolve a path against: only whether the result stays on it matters. */
const SAME_ORIGIN = 'http://app.invalid';

function parsed(target: string): URL | null {
  try {
    return new URL(target, SAME_ORIGIN);
  } catch {
    return null;
  }
}

/**
 * Only a path of this app, never another origin ('//host', '/\host') or a
 * session route (it would loop). Used for the stored target and for the
 * account picker's `redirect` parameter, which anyone can put in a link.
 */
export function safeRedirectTarget(target: string | null | undefined): string | null {
  if (!target?.startsWith('/')) return null;
  // Parsed as a browser would: it drops tabs and line breaks, so '/\t/evil.example' is '//evil.example',
  // another origin. What is kept is the parsed path, never the raw text.
  const url = parsed(target);
  if (url?.origin !== SAME_ORIGIN || SESSION_PATHS.includes(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
