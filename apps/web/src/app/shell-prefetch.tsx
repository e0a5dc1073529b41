import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useApi } from '@/api/api-context.tsx';
import { preloadScreen } from '@/lib/lazy-screen.ts';
import { useCurrentSelection } from '@/selection/selection-context.tsx';
import { hasSelectedCustomer } from '@/selection/selection.ts';
import { ROUTE_DEFINITIONS } from './navigation/route-definitions.ts';
import { screenForPath } from './navigation/screen-for-path.ts';
import { routeContextQueries } from './navigation/use-route-context.ts';

/**
 * Asks for what the shell will wait for while the shell's own code downloads, instead of after it
 * has run: the code of the page at the address and the data the route table is built from (one
 * round trip less before a page shows on a slow connection). The shell's queries then find these
 * answers, or the requests already on their way, in the cache.
 */
export function ShellPrefetch() {
  const { pathname } = useLocation();
  const selection = useCurrentSelection();
  const api = useApi();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!hasSelectedCustomer(selection)) return;
    return inTaskOfItsOwn(() => {
      const queries = routeContextQueries(api, selection.customerId);
      void queryClient.prefetchQuery(queries.customer);
      void queryClient.prefetchQuery(queries.account);
      void queryClient.prefetchQuery(queries.facilities);
      void queryClient.prefetchQuery(queries.specialTimeSeries);
    });
  }, [api, queryClient, selection]);
  useEffect(() => inTaskOfItsOwn(() => preloadScreen(screenForPath(ROUTE_DEFINITIONS, pathname))), [pathname]);
  return null;
}

/**
 * Runs the work in a task of its own, after the render that asked for it: sending four requests and
 * starting a screen's download (a link element for each of its chunks) each take tens of
 * milliseconds of a phone's CPU, which would otherwise lengthen the task of the first render
 * (Lighthouse's blocking time). Returns the effect's cleanup.
 */
function inTaskOfItsOwn(work: () => void): () => void {
  const timer = setTimeout(work, 0);
  return () => clearTimeout(timer);
}
