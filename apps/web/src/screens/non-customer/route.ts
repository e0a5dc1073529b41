import { paths } from '@/lib/paths.ts';
import type { FramedRouteDefinition } from '@/shell/route-definition.ts';

/** /non-customer: a signed-in person with no customer to show (spec §2.1). */
export const nonCustomerRoute: FramedRouteDefinition = {
  path: paths.nonCustomer,
  access: 'signedIn',
  screen: () => import('./non-customer-screen.tsx').then((module) => module.NonCustomerScreen),
};
