import { paths } from '@/lib/paths.ts';
import type { FramedRouteDefinition } from '@/shell/route-definition.ts';

/** /debug: environment, versions, claims and the selection (spec §2.1); hidden on the production host. */
export const debugRoute: FramedRouteDefinition = {
  path: paths.debug,
  access: 'signedIn',
  notInProduction: true,
  screen: () => import('./debug-screen.tsx').then((module) => module.DebugScreen),
};
