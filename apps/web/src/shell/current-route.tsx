import { createContext, use, type ReactNode } from 'react';

/** Spec §2.5: the overline above a page title, plain or a link back to the page above. */
export type Overline = string | { label: string; to: string };

/** A route's page-header options (spec §2.5): what its header shows unless the screen says otherwise. */
export interface PageHeaderOptions {
  overline?: Overline;
  subtitle?: string;
}

export interface CurrentRoute {
  title: string;
  header: PageHeaderOptions;
}

const CurrentRouteContext = createContext<CurrentRoute | null>(null);
/** Whether the person has a shell route: a screen links to another only when it exists. */
const RouteAvailabilityContext = createContext<(path: string) => boolean>(() => false);

export function CurrentRouteProvider({ route, children }: { route: CurrentRoute; children: ReactNode }) {
  return <CurrentRouteContext value={route}>{children}</CurrentRouteContext>;
}

export function RouteAvailabilityProvider({ hasRoute, children }: { hasRoute: (path: string) => boolean; children: ReactNode }) {
  return <RouteAvailabilityContext value={hasRoute}>{children}</RouteAvailabilityContext>;
}

export function useCurrentRoute(): CurrentRoute | null {
  return use(CurrentRouteContext);
}

export function useHasRoute(path: string): boolean {
  return use(RouteAvailabilityContext)(path);
}
