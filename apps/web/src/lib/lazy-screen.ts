import { createElement, lazy, useState, type ComponentType } from 'react';
import { loadWithOneReload, pageReloadOptions } from '@/lib/reload-once.ts';

/** A lazily loaded screen, or part of one shown only once asked, whose code can be asked for before it renders. */
export type Preloadable = { preload: () => void };

/**
 * React.lazy for a module's named component export (components are named exports here); keeps its
 * props. The export's name also names the bundle for the one reload of a failed load (reload-once.ts). `preload()` starts loading it early (while the page's data loads), and rendering then
 * waits for that same load. A screen whose code has come by the time it mounts renders at once
 * instead of suspending: React shows a suspended boundary's content no sooner than 300 ms after it
 * showed the fallback, so a preloaded page would wait for nothing.
 */
export function lazyScreen<K extends string, P extends object>(load: () => Promise<Record<K, ComponentType<P>>>, name: K) {
  let loading: Promise<Record<K, ComponentType<P>>> | null = null;
  let loaded: ComponentType<P> | null = null;
  const loadOnce = () => {
    loading ??= loadWithOneReload(name, load, pageReloadOptions()).then((module) => {
      loaded = module[name];
      return module;
    });
    return loading;
  };
  const Lazy = lazy(async () => ({ default: (await loadOnce())[name] }));
  function LazyScreen(props: P) {
    // Chosen once per mount: switching between the two would remount the screen and lose its state.
    const [{ Screen }] = useState(() => ({ Screen: (loaded ?? Lazy) as ComponentType<P> }));
    return createElement(Screen, props);
  }
  return Object.assign(LazyScreen, {
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
