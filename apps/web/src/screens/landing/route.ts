import { paths } from '@/lib/paths.ts';
import type { RouteDefinition } from '@/shell/route-definition.ts';

export const landingRoute: RouteDefinition = {
  path: paths.home,
  title: 'Översikt',
  section: 'overview',
  screen: () => import('./landing-screen.tsx').then((module) => module.LandingScreen),
};
