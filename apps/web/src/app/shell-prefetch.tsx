import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useApi } from '@/api/api-context.tsx';
import feedbackTextFiles from '@/feedback/feedback-text.tsx?chunk-urls';
import panelInvitationFiles from '@/feedback/panel-invitation.tsx?chunk-urls';
import { preloadScreen } from '@/lib/lazy-screen.ts';
import { prefetchModules } from '@/lib/prefetch-modules.ts';
import { whenIdle } from '@/lib/when-idle.ts';
import { useCurrentSelection } from '@/selection/selection-context.tsx';
import { hasSelectedCustomer } from '@/selection/selection.ts';
import mobileDrawerFiles from '@/shell/layout/mobile-drawers.tsx?chunk-urls';
import profileMenuFiles from '@/shell/layout/profile-menu.tsx?chunk-urls';
import { ROUTE_DEFINITIONS } from './navigation/route-definitions.ts';
import { screenForPath } from './navigation/screen-for-path.ts';
import { routeContextQueries } from './navigation/use-route-context.ts';

// What the shell shows only once asked: its menus, the feedback's text field and the panel invitation (decision 0038).
const onDemandFiles = [...profileMenuFiles, ...mobileDrawerFiles, ...feedbackTextFiles, ...panelInvitationFiles];
const ON_DEMAND_DELAY_MS = 1000;

/**
 * Asks for what the shell will wait for while the shell's own code downloads, instead of after it
 * has run: the code of the page at the address and the data the route table is built from (one
 * round trip less before a page shows on a slow connection). The shell's queries then find these
 * answers, or the requests already on their way, in the cache. What the shell shows only once asked
 * is fetched, not run, when the browser is idle a second later: after the page, and there when a
 * menu opens.
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
  useEffect(() => whenIdle(() => prefetchModules(onDemandFiles), ON_DEMAND_DELAY_MS), []);
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
