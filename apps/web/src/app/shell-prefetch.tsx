import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useApi } from '@/api/api-context.tsx';
import feedbackTextFiles from '@/feedback/feedback-text.tsx?chunk-urls';
import panelInvitationFiles from '@/feedback/panel-invitation.tsx?chunk-urls';
import { prefetchModules } from '@/lib/prefetch-modules.ts';
import { whenIdle } from '@/lib/when-idle.ts';
import { useCurrentSelection } from '@/selection/selection-context.tsx';
import { hasSelectedCustomer } from '@/selection/selection.ts';
import mobileDrawerFiles from '@/shell/layout/mobile-drawers.tsx?chunk-urls';
import profileMenuFiles from '@/shell/layout/profile-menu.tsx?chunk-urls';
import { routeContextQueries } from './navigation/use-route-context.ts';

// What the shell shows only once asked: its menus, the feedback's text field and the panel invitation (decision 0038).
const onDemandFiles = [...profileMenuFiles, ...mobileDrawerFiles, ...feedbackTextFiles, ...panelInvitationFiles];
const ON_DEMAND_DELAY_MS = 1000;

/**
 * Asks for the data the route table is built from while the shell's own code downloads, instead of
 * after it has run (one round trip less before a page shows on a slow connection); the page's code is
 * on its way too, as the router loads it beside the shell's (app/router.tsx). The shell's queries then
 * find these answers, or the requests already on their way, in the cache. What the shell shows only
 * once asked is fetched, not run, when the browser is idle a second later: after the page, and there
 * when a menu opens.
 */
export function ShellPrefetch() {
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
  useEffect(() => whenIdle(() => prefetchModules(onDemandFiles), ON_DEMAND_DELAY_MS), []);
  return null;
}

/**
 * Runs the work in a task of its own, after the render that asked for it: sending four requests takes
 * tens of milliseconds of a phone's CPU, which would otherwise lengthen the task of the first render
 * (Lighthouse's blocking time). Returns the effect's cleanup.
 */
function inTaskOfItsOwn(work: () => void): () => void {
  const timer = setTimeout(work, 0);
  return () => clearTimeout(timer);
}
