import { loadWithOneReload, pageReloadOptions } from '@/lib/reload-once.ts';
import { wait } from '@/lib/wait.ts';

/**
 * The app's theme, built in tasks of its own rather than while the first page's script is evaluated
 * (decision 0037): `swedish-theme.ts` comes in a chunk of its own, whose evaluation makes the page's
 * first number formatter (~10 ms here for the locale's data, four times that on a phone), and the
 * theme is built after it. main.tsx starts this at once, so the chunk downloads beside /config.json.
 */
export async function loadTheme() {
  const { createSwedishTheme } = await loadWithOneReload('swedish-theme', () => import('./swedish-theme.ts'), pageReloadOptions());
  await wait(0);
  return createSwedishTheme();
}
