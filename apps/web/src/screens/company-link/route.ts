import { paths } from '@/lib/paths.ts';
import type { FramedRouteDefinition } from '@/shell/route-definition.ts';

/** Spec §4.4: creating a company user is not behind the sign-in guard. */
export const companyLinkRoute: FramedRouteDefinition = {
  path: paths.companyUser,
  access: 'public',
  screen: () => import('./company-link-screen.tsx').then((module) => module.CompanyLinkScreen),
};
