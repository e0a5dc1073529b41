import { lazy, type ComponentType } from 'react';
import { usableStorage } from '@/lib/storage.ts';
import { loadWithOneReload } from './reload-once.ts';

/** React.lazy for a module's named component export (components are named exports here). */
export function lazyScreen<M extends Record<K, ComponentType>, K extends keyof M>(load: () => Promise<M>, name: K) {
  return lazy(async () => {
    const module = await loadWithOneReload(load, {
      storage: usableStorage('sessionStorage'),
      reload: () => window.location.reload(),
    });
    return { default: module[name] };
  });
}
