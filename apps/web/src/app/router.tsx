import type { RuntimeConfig } from '@mina-sidor/shared';
import type { ComponentType } from 'react';
import { createBrowserRouter, type LoaderFunctionArgs, Outlet, type RouteObject } from 'react-router';
import { RequireAuth } from '@/auth/require-auth.tsx';
import { SilentRenewPage } from '@/auth/silent-renew-page.tsx';
import { paths } from '@/lib/paths.ts';
import { loadWithOneReload, pageReloadOptions } from '@/lib/reload-once.ts';
import { wait } from '@/lib/wait.ts';
import { Loading } from '@/shell/loading.tsx';
import { PageFrame } from '@/shell/page-frame.tsx';
import type { ChildRouteDefinition, FramedRouteDefinition } from '@/shell/route-definition.ts';
import { FRAMED_ROUTE_DEFINITIONS } from './navigation/framed-route-definitions.ts';
import { ROUTE_DEFINITIONS } from './navigation/route-definitions.ts';
import { FramedRoute, RootRoute } from './root-route.tsx';
import { RouteError } from './route-error.tsx';
import { ShellPrefetch } from './shell-prefetch.tsx';
import type { ShellRouteHandle } from './shell-routes.tsx';

/** Whether createRouter is making the router: it asks for the first page's code meanwhile. */
let makingRouter = false;

/**
 * React Router's route.lazy for a component: the router asks for the code of every route an address
 * matches at once, side by side, and renders the page when all of it has come (decision 0068). On the
 * first page the router asks while it is being made; each load then starts in a task of its own, for
 * starting a chunk's download (a link element for each file it needs) takes tens of milliseconds of a
 * phone's CPU. Later, a load starts at once: a navigation waits for it (and for nothing else, not even
 * a timer, which a test's stopped clock would hold back).
 * Spec §4.5: a failed load earns the page one reload, then the route's error element (lib/reload-once.ts).
 */
function lazyComponent(bundle: string, load: () => Promise<ComponentType>) {
  return () =>
    (makingRouter ? wait(0) : Promise.resolve()).then(() => loadWithOneReload(bundle, load, pageReloadOptions())).then((Component) => ({ Component }));
}

/** A page outside the main shell: its code loads with "Laddar..." in the page frame on the first page. */
function framedRoute({ path, screen, keepFromAddress }: FramedRouteDefinition): RouteObject {
  return {
    path,
    ...(keepFromAddress && {
      loader: ({ params }: LoaderFunctionArgs) => {
        keepFromAddress(params);
        return null;
      },
    }),
    lazy: lazyComponent(path, screen),
    hydrateFallbackElement: <Loading />,
  };
}

/** Every page and redirect the route table declares, for everyone: which of them a person has, app/shell-routes.tsx decides. */
function shellPageRoutes(definitions: readonly ChildRouteDefinition[]): RouteObject[] {
  return definitions.flatMap(({ path, screen, children = [] }) => [
    {
      path,
      handle: { declaredPath: path } satisfies ShellRouteHandle,
      // A redirect or a group has nothing of its own to draw: ShellPages draws it.
      ...(screen ? { lazy: lazyComponent(path, screen) } : { element: null }),
    },
    ...shellPageRoutes(children),
  ]);
}

export interface RouteServices {
  environment: RuntimeConfig['environment'];
  /** Asks for the shell's data (app/shell-prefetch.tsx): the shell's route loader calls it. */
  prefetchShellData: () => void;
}

/**
 * The routes of spec §2.1, the main shell's pages (§2.6) among them: one tree, assembled from the
 * declarations in the screens' folders (app/navigation).
 */
export function appRoutes({ environment, prefetchShellData }: RouteServices): RouteObject[] {
  // A failing page keeps the frame, and so the header and landmarks.
  const framedError = (
    <PageFrame>
      <RouteError />
    </PageFrame>
  );
  const framed = FRAMED_ROUTE_DEFINITIONS.filter((route) => !(route.notInProduction && environment === 'production'));
  return [
    // Runs in a hidden iframe: nothing to render, not even the page frame.
    { path: paths.silentRenew, element: <SilentRenewPage /> },
    {
      element: <RootRoute />,
      children: [
        {
          element: <FramedRoute />,
          errorElement: framedError,
          children: [
            // The sign-in decision and signing out run on pages of their own: the first page needs neither.
            {
              path: paths.callback,
              lazy: lazyComponent('CallbackPage', () => import('@/auth/callback-page.tsx').then((module) => module.CallbackPage)),
              hydrateFallbackElement: <Loading />,
            },
            {
              path: paths.signout,
              lazy: lazyComponent('SignoutPage', () => import('@/auth/signout-page.tsx').then((module) => module.SignoutPage)),
              hydrateFallbackElement: <Loading />,
            },
            ...framed.filter((route) => route.access === 'public').map(framedRoute),
            { element: <RequireAuth />, children: framed.filter((route) => route.access === 'signedIn').map(framedRoute) },
          ],
        },
        {
          element: <RequireAuth framed />,
          errorElement: framedError,
          children: [
            {
              element: (
                <>
                  <ShellPrefetch />
                  <Outlet />
                </>
              ),
              children: [
                {
                  // Loaded once someone is signed in: the sign-in pages need none of it. The page's code loads beside it,
                  // and the loader asks for the shell's data at the same time: it runs beside the lazy loads, not after them.
                  loader: () => {
                    prefetchShellData();
                    return null;
                  },
                  lazy: lazyComponent('MainShell', () => import('./main-shell.tsx').then((module) => module.MainShell)),
                  hydrateFallbackElement: (
                    <PageFrame>
                      <Loading />
                    </PageFrame>
                  ),
                  children: [
                    {
                      lazy: lazyComponent('ShellPages', () => import('./shell-routes.tsx').then((module) => module.ShellPages)),
                      // Inside the shell, a failing page keeps the sidebar and the footer.
                      errorElement: <RouteError />,
                      // Any other path is "Hoppsan!" inside the shell.
                      children: [...shellPageRoutes(ROUTE_DEFINITIONS), { path: '*', element: null }],
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
  ];
}

export function createRouter(services: RouteServices) {
  makingRouter = true;
  try {
    return createBrowserRouter(appRoutes(services));
  } finally {
    makingRouter = false;
  }
}
