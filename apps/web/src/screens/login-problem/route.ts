import { paths } from '@/lib/paths.ts';
import type { FramedRouteDefinition } from '@/shell/route-definition.ts';

/** /inloggningsproblem: public, for it explains failed sign-ins, which happen before anyone is signed in. */
export const loginProblemRoute: FramedRouteDefinition = {
  path: paths.loginProblem,
  access: 'public',
  screen: () => import('./login-problem-screen.tsx').then((module) => module.LoginProblemScreen),
};
