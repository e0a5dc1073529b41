import { lazy, type ComponentType } from 'react';
import { loadWithOneReload, pageReloadOptions } from '@/lib/reload-once.ts';

/** A lazily loaded screen whose code can be asked for before it renders. */
export type Preloadable = { preload: () => void };

/**
 * React.lazy for a module's named component export (components are named exports here); keeps its
 * props. `preload()` starts loading it early (while the page's data loads), and rendering then
 * waits for that same load.
 */
export function lazyScreen<K extends string, P extends object>(load: () => Promise<Record<K, ComponentType<P>>>, name: K) {
  let loading: Promise<Record<K, ComponentType<P>>> | null = null;
  const loadOnce = () => {
    loading ??= loadWithOneReload(load, pageReloadOptions());
    return loading;
  };
  const component = lazy(async () => ({ default: (await loadOnce())[name] }));
  return Object.assign(component, {
    preload: () => {
      // A failed load is handled when the screen renders (one reload, then the error screen).
      loadOnce().catch(() => undefined);
    },
  });
}

/** Starts loading a screen's code if it is a lazily loaded one (a plain component has nothing to load). */
export function preloadScreen(component: ComponentType | null | undefined): void {
  if (component && 'preload' in component && typeof component.preload === 'function') (component as Preloadable).preload();
}
