import { Suspense, useEffect, useMemo, type ReactNode } from 'react';
import { Navigate, useOutletContext, useRoutes, type RouteObject } from 'react-router';
import { CurrentRouteProvider, type CurrentRoute } from '@/shell/current-route.tsx';
import { Loading } from '@/shell/loading.tsx';
import { NotFoundScreen } from '@/shell/not-found-screen.tsx';
import { flattenRoutes, type ShellRoute } from './navigation/route-table.ts';

/** What the main shell hands to its pages. */
export interface ShellOutletContext {
  routes: ShellRoute[];
}

const NOT_FOUND: CurrentRoute = { title: 'Sidan hittades inte', header: {} };

/** The shell's pages as built for this person (spec §2.6); any other path is "Hoppsan!" inside the shell. */
export function ShellRoutes() {
  const { routes } = useOutletContext<ShellOutletContext>();
  const objects = useMemo(
    (): RouteObject[] => [
      ...flattenRoutes(routes).flatMap(toRouteObject),
      {
        path: '*',
        element: (
          <ShellPage route={NOT_FOUND}>
            <NotFoundScreen />
          </ShellPage>
        ),
      },
    ],
    [routes],
  );
  return useRoutes(objects);
}

function toRouteObject(route: ShellRoute): RouteObject[] {
  const Screen = route.component;
  if (Screen) {
    return [
      {
        path: route.path,
        element: (
          <ShellPage route={route}>
            <Screen />
          </ShellPage>
        ),
      },
    ];
  }
  return route.redirect ? [{ path: route.path, element: <Navigate to={route.redirect} replace /> }] : [];
}

/** One page of the shell: its title in the tab, its header options, and "Laddar..." while its code loads. */
function ShellPage({ route, children }: { route: CurrentRoute; children: ReactNode }) {
  useEffect(() => {
    document.title = `${route.title} – Mina sidor`;
    // Pages outside the shell keep the plain title.
    return () => {
      document.title = 'Mina sidor';
    };
  }, [route.title]);
  return (
    <CurrentRouteProvider route={route}>
      <Suspense fallback={<Loading />}>{children}</Suspense>
    </CurrentRouteProvider>
  );
}
