import { paths } from '@/lib/paths.ts';
import type { ChildRouteDefinition } from '@/shell/route-definition.ts';

/**
 * The peak pages, children of El (spec §2.6), for a property whose electricity
 * has a fee on the monthly peak. Effekttopp elnät is in the sidebar; Tidigare effekttoppar is a
 * route of its own that the spec lists outside the children, reached from the first page's link,
 * so the sidebar keeps one entry for the peak (decision 0023). The grid fee comparison is a
 * section of the first page: its old address leads there.
 */
export const peakPowerRoutes: ChildRouteDefinition[] = [
  {
    path: paths.peakPower,
    title: 'Effekttopp elnät',
    when: 'peakPower',
    screen: () => import('./peak-power-screen.tsx').then((module) => module.PeakPowerScreen),
  },
  {
    path: paths.peakHistory,
    title: 'Tidigare effekttoppar',
    when: 'peakPower',
    hidden: true,
    screen: () => import('./peak-history-screen.tsx').then((module) => module.PeakHistoryScreen),
  },
  { path: paths.oldGridFeeComparison, title: 'Jämför elnätsavgift', when: 'peakPower', hidden: true, redirect: paths.peakPower },
];
