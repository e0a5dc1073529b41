import { createTheme } from '@mui/material/styles';
import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client.ts';
import { customerQueries } from '@/api/customers/queries.ts';
import { toIdentity } from '@/auth/identity.ts';
import type { Session } from '@/auth/session.ts';
import { newOverviewPreferred } from '@/lib/new-overview.ts';
import { hasSelectedCustomer } from '@/selection/selection.ts';
import type { SelectionStore } from '@/selection/selection-store.ts';
import type { TrackingSubject } from '@/telemetry/tracking.ts';

// The app's theme keeps MUI's default breakpoints; made once, when this chunk loads with the first event.
const DESKTOP_QUERY = createTheme()
  .breakpoints.up('md')
  .replace(/^@media\s*/, '');

export interface TrackingSources {
  session: Pick<Session, 'storedUser'>;
  selectionStore: SelectionStore;
  queryClient: QueryClient;
  api: ApiClient;
}

/** What the signed-in person is looking at right now, for the analytics events. */
export async function currentTrackingSubject({ session, selectionStore, queryClient, api }: TrackingSources): Promise<TrackingSubject> {
  const user = session.storedUser();
  const identity = user ? toIdentity(user.profile) : null;
  const stored = selectionStore.get();
  const selection = hasSelectedCustomer(stored) && stored.subject === identity?.claims.sub ? stored : null;
  const customer = selection ? queryClient.getQueryData(customerQueries.detail(api, selection.customerId).queryKey) : undefined;
  // The beta overview shows only on mobile (spec §2.5), so only there is it the variant seen.
  const desktop = window.matchMedia(DESKTOP_QUERY).matches;
  return {
    isStaff: identity?.isStaff ?? false,
    customer: customer ?? null,
    isLinked: selection?.isLinked ?? false,
    services: selection?.property.infraServices.map((service) => service.name) ?? [],
    newOverview: newOverviewPreferred() && !desktop,
  };
}
