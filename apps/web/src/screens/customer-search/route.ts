import { paths } from '@/lib/paths.ts';
import type { FramedRouteDefinition } from '@/shell/route-definition.ts';

/** Staff: the customer search, and a customer opened from it by number (spec §2.1). */
export const customerSearchRoutes: FramedRouteDefinition[] = [
  {
    path: paths.customerSearch,
    access: 'signedIn',
    screen: () => import('./customer-search-screen.tsx').then((module) => module.CustomerSearchScreen),
  },
  {
    path: paths.staffCustomer.pattern,
    access: 'signedIn',
    screen: () => import('./open-customer-screen.tsx').then((module) => module.OpenCustomerScreen),
  },
];
