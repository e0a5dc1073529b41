import { lazy, type ComponentType } from 'react';
import { loadWithOneReload, pageReloadOptions } from '@/lib/reload-once.ts';

/**
 * React.lazy for a module's named component export (components are named exports here); keeps its
 * props. The export's name also names the bundle for the one reload of a failed load (reload-once.ts).
 * For the parts of a page shown only once asked (a menu, a text field): a page's own code is loaded by
 * its route, before it renders (app/router.tsx).
 */
export function lazyScreen<K extends string, P extends object>(load: () => Promise<Record<K, ComponentType<P>>>, name: K) {
  return lazy(() => loadWithOneReload(name, load, pageReloadOptions()).then((module) => ({ default: module[name] })));
}
