import { paths } from '@/lib/paths.ts';
import type { ChildRouteDefinition } from '@/shell/route-definition.ts';

/** Jämförelse (spec §2.6 child jamforelse of /fjarrvarme): for everyone with district heating. */
export const heatingComparisonRoute: ChildRouteDefinition = {
  path: paths.districtHeatingComparison,
  title: 'Jämförelse',
  screen: () => import('./heating-comparison-screen.tsx').then((module) => module.HeatingComparisonScreen),
};
