import { paths } from '@/lib/paths.ts';
import type { RouteDefinition } from '@/shell/route-definition.ts';

/**
 * /koncernstruktur (spec §2.6, §2.10 "concern structure"): the group's organisations, sites and
 * metering points as a tree. Only with special time series, like the group report beside it in Verktyg.
 */
export const groupStructureRoute: RouteDefinition = {
  path: paths.groupStructure,
  title: 'Koncernstruktur',
  section: 'tools',
  when: 'specialTimeSeries',
  screen: () => import('./group-structure-screen.tsx').then((module) => module.GroupStructureScreen),
};
