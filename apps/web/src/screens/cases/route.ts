import { paths } from '@/lib/paths.ts';
import type { RouteDefinition } from '@/shell/route-definition.ts';

/**
 * /arenden, "Ärenden" (spec §2.6): reached from the profile menu, so not in the sidebar. For
 * everyone with a selected customer: linked users and staff read the cases, only the customer
 * opens one or answers (the screen and the API keep the others from writing).
 */
export const casesRoute: RouteDefinition = {
  path: paths.cases,
  title: 'Ärenden',
  section: 'tools',
  hidden: true,
  screen: () => import('./cases-screen.tsx').then((module) => module.CasesScreen),
};
