import { paths } from '@/lib/paths.ts';
import type { RouteDefinition } from '@/shell/route-definition.ts';

/**
 * /rapporter (spec §2.6, §2.10 "reports"): order reports and download them. Hidden for linked
 * users (spec §6), whom the server refuses too. Staff see and download the customer's reports.
 */
export const reportsRoute: RouteDefinition = {
  path: paths.reports,
  title: 'Rapporter',
  section: 'tools',
  when: 'notLinked',
  screen: () => import('./reports-screen.tsx').then((module) => module.ReportsScreen),
};
