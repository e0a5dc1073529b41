import { paths } from '@/lib/paths.ts';
import type { ChildRouteDefinition } from '@/shell/route-definition.ts';

/**
 * /el/fullmakter (spec §2.6): a child of El, in its group of the sidebar, for properties with
 * electricity. Linked users and staff see it too — they may look at the powers of attorney, only
 * the customer answers them (the screen hides the buttons, the API refuses).
 */
export const powersOfAttorneyRoute: ChildRouteDefinition = {
  path: paths.powersOfAttorney,
  title: 'Fullmakter',
  screen: () => import('./powers-of-attorney-screen.tsx').then((module) => module.PowersOfAttorneyScreen),
};
