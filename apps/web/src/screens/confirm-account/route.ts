import { storeInvitationCode } from '@/auth/invitation-code.ts';
import { paths } from '@/lib/paths.ts';
import type { FramedRouteDefinition } from '@/shell/route-definition.ts';

/** /bekrafta_konto/{code}: the invitation's code is kept before the guard sends a signed-out person to sign in. */
export const confirmAccountRoute: FramedRouteDefinition = {
  path: paths.confirmAccount.pattern,
  access: 'signedIn',
  keepFromAddress: (params) => storeInvitationCode(params.code ?? ''),
  screen: () => import('./confirm-account-screen.tsx').then((module) => module.ConfirmAccountScreen),
};
