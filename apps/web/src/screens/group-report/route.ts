import { paths } from '@/lib/paths.ts';
import type { RouteDefinition } from '@/shell/route-definition.ts';

/**
 * /koncernrapport (spec §2.6, §2.10 "concern report"): the group's consumption per site and
 * service for a period, with its special time series and an export. Only with special time series;
 * a report, so hidden for linked users (the API refuses them too). A tool: it reports on every
 * service at once rather than being one.
 */
export const groupReportRoute: RouteDefinition = {
  path: paths.groupReport,
  title: 'Koncernrapport',
  section: 'tools',
  when: 'specialTimeSeries',
  screen: () => import('./group-report-screen.tsx').then((module) => module.GroupReportScreen),
};
