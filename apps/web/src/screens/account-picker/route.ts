import { paths } from '@/lib/paths.ts';
import type { FramedRouteDefinition } from '@/shell/route-definition.ts';

/** /switch-user: the account picker (spec §2.1, §4.2). */
export const accountPickerRoute: FramedRouteDefinition = {
  path: paths.switchUser.pattern,
  access: 'signedIn',
  screen: () => import('./account-picker-screen.tsx').then((module) => module.AccountPickerScreen),
};
