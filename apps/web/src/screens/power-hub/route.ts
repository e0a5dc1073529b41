import { paths } from '@/lib/paths.ts';
import type { ChildRouteDefinition } from '@/shell/route-definition.ts';

/**
 * /bestall-power-hub, "Beställ Power Hub" (spec §2.6, §6; §2.10 "power hub"): under El in the
 * sidebar, where a customer looks for what belongs to their electricity, and linked from HAN-port.
 * Linked users and staff see it (the shell's banner tells linked users why they cannot order); the
 * screen offers them no form and the API refuses them.
 */
export const powerHubRoute: ChildRouteDefinition = {
  path: paths.powerHub,
  title: 'Beställ Power Hub',
  screen: () => import('./power-hub-screen.tsx').then((module) => module.PowerHubScreen),
};
