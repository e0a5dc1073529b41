import { paths } from '@/lib/paths.ts';
import type { ChildRouteDefinition } from '@/shell/route-definition.ts';

/**
 * /el/hogspanning, "Högspänning" (spec §2.6, an electricity child): only for a
 * property with high-voltage metering (an electricity point with a subscribed power).
 */
export const highVoltageRoute: ChildRouteDefinition = {
  path: paths.highVoltage,
  title: 'Högspänning',
  screen: () => import('./high-voltage-screen.tsx').then((module) => module.HighVoltageScreen),
  when: 'highVoltage',
};
