import { lazyScreen } from '@/lib/lazy-screen.ts';
import { paths } from '@/lib/paths.ts';
import type { RouteDefinition } from '@/shell/route-definition.ts';

export const landingRoute: RouteDefinition = {
  path: paths.home,
  title: 'Översikt',
  section: 'overview',
  component: lazyScreen(() => import('./landing-screen.tsx'), 'LandingScreen'),
};
