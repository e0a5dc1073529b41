import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ApiClient } from '@/api/client.ts';
import type { Session } from '@/auth/session.ts';
import feedbackTextFiles from '@/feedback/feedback-text.tsx?chunk-urls';
import panelInvitationFiles from '@/feedback/panel-invitation.tsx?chunk-urls';
import { prefetchModules } from '@/lib/prefetch-modules.ts';
import { whenIdle } from '@/lib/when-idle.ts';
import { hasSelectedCustomer } from '@/selection/selection.ts';
import type { SelectionStore } from '@/selection/selection-store.ts';
import mobileDrawerFiles from '@/shell/layout/mobile-drawers.tsx?chunk-urls';
import profileMenuFiles from '@/shell/layout/profile-menu.tsx?chunk-urls';
import { routeContextQueries } from './navigation/use-route-context.ts';

/** What the shell's data is asked for with: the app's services. */
export interface ShellDataSources {
  session: Session;
  selectionStore: SelectionStore;
  api: ApiClient;
  queryClient: QueryClient;
}

/**
 * Asks for the data the route table is built from (customer, account, facilities, special time
 * series) when an address of the shell is opened: the shell's route loader calls it as the router
 * is made, so the requests go out beside the shell's and the page's code instead of after them (one
 * round trip less before a page shows on a slow connection). The shell's queries then find these
 * answers, or the requests already on their way, in the cache, as they find what the persisted cache
 * put back before (app/app.tsx). Only for the signed-in person's own selection, as the shell shows it.
 * The requests go out in a task of their own: sending four takes tens of milliseconds of a phone's
 * CPU, which would otherwise lengthen the router's (Lighthouse's blocking time).
 */
export function prefetchShellData({ session, selectionStore, api, queryClient }: ShellDataSources): void {
  const subject = session.storedUser()?.profile.sub;
  const selection = selectionStore.get();
  if (subject === undefined || selection?.subject !== subject || !hasSelectedCustomer(selection)) return;
  setTimeout(() => {
    const queries = routeContextQueries(api, selection.customerId);
    void queryClient.prefetchQuery(queries.customer);
    void queryClient.prefetchQuery(queries.account);
    void queryClient.prefetchQuery(queries.facilities);
    void queryClient.prefetchQuery(queries.specialTimeSeries);
  }, 0);
}

// What the shell shows only once asked: its menus, the feedback's text field and the panel invitation (decision 0038).
const onDemandFiles = [...profileMenuFiles, ...mobileDrawerFiles, ...feedbackTextFiles, ...panelInvitationFiles];
const ON_DEMAND_DELAY_MS = 1000;

/**
 * What the shell shows only once asked is fetched, not run, when the browser is idle a second after
 * the shell starts: after the page, and there when a menu opens.
 */
export function ShellPrefetch() {
  useEffect(() => whenIdle(() => prefetchModules(onDemandFiles), ON_DEMAND_DELAY_MS), []);
  return null;
}
