import { createMemoryRouter, matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ChildRouteDefinition } from '@/shell/route-definition.ts';
import { FRAMED_ROUTE_DEFINITIONS } from './navigation/framed-route-definitions.ts';
import { ROUTE_DEFINITIONS } from './navigation/route-definitions.ts';
import { appRoutes } from './router.tsx';

// The files of every screen folder (not loaded), and what each route.ts declares.
const screenFiles = Object.keys(import.meta.glob('../screens/*/*.{ts,tsx}'));
const routeFiles = import.meta.glob<Record<string, unknown>>('../screens/*/route.ts', { eager: true });

const folderOf = (file: string) => file.split('/')[2] ?? file;

/** The paths a route.ts export declares: one definition or a list, children included. */
function declaredPaths(exported: unknown): string[] {
  if (Array.isArray(exported)) return exported.flatMap(declaredPaths);
  if (typeof exported !== 'object' || exported === null || !('path' in exported) || typeof exported.path !== 'string') return [];
  const children = 'children' in exported ? declaredPaths(exported.children) : [];
  return [exported.path, ...children];
}

function shellPaths(definitions: readonly ChildRouteDefinition[]): string[] {
  return definitions.flatMap((definition) => [definition.path, ...shellPaths(definition.children ?? [])]);
}

/** An address for a path pattern: each parameter filled in, an optional one left out. */
const addressFor = (pattern: string) => pattern.replace(/\/:\w+\?/g, '').replace(/:\w+/g, 'x');

const routes = (prefetchShellData: () => void = () => undefined) => appRoutes({ environment: 'test', prefetchShellData });

describe('one route tree, declared by the screens', () => {
  it('has a route.ts in every screen folder', () => {
    const folders = [...new Set(screenFiles.map(folderOf))];
    expect(folders.length).toBeGreaterThan(30);
    expect(folders.filter((folder) => !(`../screens/${folder}/route.ts` in routeFiles))).toEqual([]);
  });

  it('puts every route a screen declares in the lists the router is made from', () => {
    const listed = new Set([...shellPaths(ROUTE_DEFINITIONS), ...FRAMED_ROUTE_DEFINITIONS.map((route) => route.path)]);
    const declared = Object.values(routeFiles).flatMap((exports) => Object.values(exports).flatMap(declaredPaths));
    expect(declared.length).toBeGreaterThan(40);
    expect(declared.filter((path) => !listed.has(path))).toEqual([]);
  });

  it('reaches each page of the shell through the shell, and each page outside it outside', () => {
    for (const path of shellPaths(ROUTE_DEFINITIONS)) {
      const leaf = matchRoutes(routes(), addressFor(path))?.at(-1)?.route;
      expect({ path, handle: leaf?.handle }).toEqual({ path, handle: { declaredPath: path } });
    }
    for (const { path } of FRAMED_ROUTE_DEFINITIONS) {
      expect(matchRoutes(routes(), addressFor(path))?.at(-1)?.route.path).toBe(path);
    }
  });
});

/** The tree with each route's lazy replaced by one that notes the route and never settles. */
function watchLazy(tree: RouteObject[], asked: string[]): RouteObject[] {
  return tree.map((route) => {
    const children = route.children && watchLazy(route.children, asked);
    const watched = route.lazy
      ? {
          lazy: () => {
            asked.push(route.path ?? 'a layout');
            return new Promise<never>(() => undefined);
          },
        }
      : {};
    return { ...route, ...watched, ...(children && { children }) } as RouteObject;
  });
}

describe('the code of a page (decision 0068)', () => {
  it('is asked for beside the shell’s, not after it: all of it before any has come', async () => {
    const asked: string[] = [];
    const router = createMemoryRouter(watchLazy(routes(), asked), { initialEntries: ['/fakturor'] });
    await expect.poll(() => asked).toEqual(['a layout', 'a layout', '/fakturor']);
    router.dispose();
  });

  it('is asked for with the shell’s data: the loader runs as the router is made, beside the lazy loads', async () => {
    const asked: string[] = [];
    const router = createMemoryRouter(
      watchLazy(
        routes(() => asked.push('the shell’s data')),
        asked,
      ),
      { initialEntries: ['/el/elforbrukning'] },
    );
    await expect.poll(() => [...asked].sort()).toEqual(['/el/elforbrukning', 'a layout', 'a layout', 'the shell’s data']);
    router.dispose();
  });

  it('outside the shell, is asked for as the address is opened, without the shell’s data', async () => {
    const asked: string[] = [];
    const router = createMemoryRouter(
      watchLazy(
        routes(() => asked.push('the shell’s data')),
        asked,
      ),
      { initialEntries: ['/tillganglighet'] },
    );
    await expect.poll(() => asked).toEqual(['/tillganglighet']);
    router.dispose();
  });
});
