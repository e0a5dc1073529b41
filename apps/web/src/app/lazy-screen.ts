import { lazy, type ComponentType } from 'react';

/** React.lazy for a module's named component export (components are named exports here). */
export function lazyScreen<M extends Record<K, ComponentType>, K extends keyof M>(load: () => Promise<M>, name: K) {
  return lazy(async () => ({ default: (await load())[name] }));
}
