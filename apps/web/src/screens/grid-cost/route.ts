import { paths } from '@/lib/paths.ts';
import type { ChildRouteDefinition } from '@/shell/route-definition.ts';

/**
 * /el/berakna-din-elnatskostnad, "Beräkna din elnätskostnad" (spec §2.6, an electricity child):
 * with the electricity pages, where the spec puts it and where the customer's
 * own fuse and consumption come from, not under "Verktyg" (decision 0024). Everyone on the
 * customer's pages may calculate; it changes nothing.
 */
export const gridCostRoute: ChildRouteDefinition = {
  path: paths.gridCost,
  title: 'Beräkna din elnätskostnad',
  screen: () => import('./grid-cost-screen.tsx').then((module) => module.GridCostScreen),
};
