import { paths } from '@/lib/paths.ts';
import type { ChildRouteDefinition } from '@/shell/route-definition.ts';

/**
 * /el/han-port, "HAN-port" (spec §2.6, an electricity child): a child of El, so
 * only for a property with electricity. Everyone on the customer's pages sees it; only the
 * customer itself asks for activation (the screen has no button for the others, the API refuses).
 */
export const hanPortRoute: ChildRouteDefinition = {
  path: paths.hanPort,
  title: 'HAN-port',
  screen: () => import('./han-port-screen.tsx').then((module) => module.HanPortScreen),
};
