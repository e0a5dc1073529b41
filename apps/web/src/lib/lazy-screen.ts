import { lazy, type ComponentType } from 'react';
import { loadWithOneReload, pageReloadOptions } from '@/lib/reload-once.ts';

/** React.lazy for a module's named component export (components are named exports here); keeps its props. */
export function lazyScreen<K extends string, P extends object>(load: () => Promise<Record<K, ComponentType<P>>>, name: K) {
  return lazy(async () => {
    const module = await loadWithOneReload(load, pageReloadOptions());
    return { default: module[name] };
  });
}
