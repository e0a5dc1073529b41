import { paths } from '@/lib/paths.ts';
import type { RouteDefinition } from '@/shell/route-definition.ts';

/**
 * /avtal (spec §2.6, §2.10 "contracts"). Linked users and staff see it too: they may look
 * at the contracts, only the customer renews one (the screen leaves the button out; spec §2.5's
 * banner tells linked users why).
 */
export const contractsRoute: RouteDefinition = {
  path: paths.contracts,
  title: 'Avtal',
  section: 'services',
  screen: () => import('./contracts-screen.tsx').then((module) => module.ContractsScreen),
};
