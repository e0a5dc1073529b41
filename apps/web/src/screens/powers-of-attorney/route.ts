import { lazyScreen } from '@/lib/lazy-screen.ts';
import type { RouteDefinition } from '@/shell/route-definition.ts';

/**
 * /el/fullmakter (spec §2.6): for properties with electricity. Linked users and staff see it too —
 * they may look at the powers of attorney, only the customer answers them (the screen hides the buttons, the API refuses).
 */
export const powersOfAttorneyRoute: RouteDefinition = {
  path: '/el/fullmakter',
  title: 'Fullmakter',
  section: 'services',
  infraService: 'EL',
  header: { overline: 'El' },
  component: lazyScreen(() => import('./powers-of-attorney-screen.tsx'), 'PowersOfAttorneyScreen'),
};
