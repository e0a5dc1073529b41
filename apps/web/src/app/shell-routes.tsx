import { Suspense, useEffect, type ReactNode } from 'react';
import { Navigate, Outlet, useMatches, useOutletContext } from 'react-router';
import { CurrentRouteProvider, type CurrentRoute } from '@/shell/current-route.tsx';
import { Loading } from '@/shell/loading.tsx';
import { NotFoundScreen } from '@/shell/not-found-screen.tsx';
import { flattenRoutes, type ShellRoute } from './navigation/route-table.ts';

/** What the main shell hands to its pages. */
export interface ShellOutletContext {
  routes: ShellRoute[];
}

/** What a page route of the shell carries (app/router.tsx): the path of the declaration it was made from. */
export interface ShellRouteHandle {
  declaredPath: string;
}

function declaredPath(handle: unknown): string | null {
  return typeof handle === 'object' && handle !== null && 'declaredPath' in handle && typeof handle.declaredPath === 'string' ? handle.declaredPath : null;
}

const NOT_FOUND: CurrentRoute = { title: 'Sidan hittades inte', header: {} };

/**
 * The shell's page at the address, as the route table is built for this person (spec §2.6): the route tree
 * declares every page for everyone, and here a page shows only where the person has it, a redirect leads on
 * only where they have its target; anything else, an unknown path too, is "Hoppsan!" inside the shell.
 */
export function ShellPages() {
  const { routes } = useOutletContext<ShellOutletContext>();
  const path = declaredPath(useMatches().at(-1)?.handle);
  const route = path === null ? undefined : flattenRoutes(routes).find((candidate) => candidate.path === path);
  if (route?.screen) {
    return (
      <ShellPage route={route}>
        <Outlet />
      </ShellPage>
    );
  }
  if (route?.redirect) return <Navigate to={route.redirect} replace />;
  return (
    <ShellPage route={NOT_FOUND}>
      <NotFoundScreen />
    </ShellPage>
  );
}

/** One page of the shell: its title in the tab, its header options, and "Laddar..." while a part of it loads. */
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
