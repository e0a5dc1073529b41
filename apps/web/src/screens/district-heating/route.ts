import { lazyScreen } from '@/lib/lazy-screen.ts';
import { paths } from '@/lib/paths.ts';
import type { ChildRouteDefinition } from '@/shell/route-definition.ts';

/**
 * Fjärrvärme's detail pages (spec §2.6 children of /fjarrvarme; issue 13 items 4–6): Avkylning for
 * everyone with district heating; Flödespremie and Bas- och spetsenergi "hidden unless allowed" —
 * company customers (rule districtHeatingDetails; the server answers the others 404).
 */
export const districtHeatingDetailRoutes: ChildRouteDefinition[] = [
  {
    path: paths.districtHeatingCooling,
    title: 'Avkylning',
    component: lazyScreen(() => import('./cooling-screen.tsx'), 'CoolingScreen'),
  },
  {
    path: paths.districtHeatingFlowCharge,
    title: 'Flödespremie',
    component: lazyScreen(() => import('./flow-charge-screen.tsx'), 'FlowChargeScreen'),
    when: 'districtHeatingDetails',
  },
  {
    path: paths.districtHeatingBasePeak,
    title: 'Bas- och spetsenergi',
    component: lazyScreen(() => import('./base-peak-screen.tsx'), 'BasePeakScreen'),
    when: 'districtHeatingDetails',
  },
];
