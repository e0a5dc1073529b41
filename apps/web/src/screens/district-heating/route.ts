import { paths } from '@/lib/paths.ts';
import type { ChildRouteDefinition } from '@/shell/route-definition.ts';

/**
 * Fjärrvärme's detail pages (spec §2.6 children of /fjarrvarme): Avkylning for
 * everyone with district heating; Flödespremie and Bas- och spetsenergi "hidden unless allowed" —
 * company customers (rule districtHeatingDetails; the server answers the others 404).
 */
export const districtHeatingDetailRoutes: ChildRouteDefinition[] = [
  {
    path: paths.districtHeatingCooling,
    title: 'Avkylning',
    screen: () => import('./cooling-screen.tsx').then((module) => module.CoolingScreen),
  },
  {
    path: paths.districtHeatingFlowCharge,
    title: 'Flödespremie',
    screen: () => import('./flow-charge-screen.tsx').then((module) => module.FlowChargeScreen),
    when: 'districtHeatingDetails',
  },
  {
    path: paths.districtHeatingBasePeak,
    title: 'Bas- och spetsenergi',
    screen: () => import('./base-peak-screen.tsx').then((module) => module.BasePeakScreen),
    when: 'districtHeatingDetails',
  },
];
