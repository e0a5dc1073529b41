import type { RuntimeConfig } from '@mina-sidor/shared';
import type { UserManager } from 'oidc-client-ts';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { CallbackPage } from '@/auth/callback-page.tsx';
import { storeInvitationCode } from '@/auth/invitation-code.ts';
import { RequireAuth } from '@/auth/require-auth.tsx';
import { SignoutPage } from '@/auth/signout-page.tsx';
import { SilentRenewPage } from '@/auth/silent-renew-page.tsx';
import { paths } from '@/lib/paths.ts';
import { ErrorScreen } from '@/shell/error-screen.tsx';
import { Loading } from '@/shell/loading.tsx';
import { NotFoundScreen } from '@/shell/not-found-screen.tsx';
import { lazyScreen } from './lazy-screen.ts';
import { MainShell } from './main-shell.tsx';
import { RootRoute } from './root-route.tsx';

const LandingScreen = lazyScreen(() => import('@/screens/landing/landing-screen.tsx'), 'LandingScreen');
const LoginProblemScreen = lazyScreen(() => import('@/screens/login-problem/login-problem-screen.tsx'), 'LoginProblemScreen');
const NonCustomerScreen = lazyScreen(() => import('@/screens/non-customer/non-customer-screen.tsx'), 'NonCustomerScreen');
const CustomerSearchScreen = lazyScreen(() => import('@/screens/customer-search/customer-search-screen.tsx'), 'CustomerSearchScreen');
const OpenCustomerScreen = lazyScreen(() => import('@/screens/customer-search/open-customer-screen.tsx'), 'OpenCustomerScreen');
const AccountPickerScreen = lazyScreen(() => import('@/screens/account-picker/account-picker-screen.tsx'), 'AccountPickerScreen');
const CompanyLinkScreen = lazyScreen(() => import('@/screens/company-link/company-link-screen.tsx'), 'CompanyLinkScreen');
const ConfirmAccountScreen = lazyScreen(() => import('@/screens/confirm-account/confirm-account-screen.tsx'), 'ConfirmAccountScreen');
const DownloadScreen = lazyScreen(() => import('@/screens/download/download-screen.tsx'), 'DownloadScreen');
const DebugScreen = lazyScreen(() => import('@/screens/debug/debug-screen.tsx'), 'DebugScreen');
const ElectricityConsumptionScreen = lazyScreen(() => import('@/screens/consumption/electricity-consumption-screen.tsx'), 'ElectricityConsumptionScreen');
const ElectricitySurplusScreen = lazyScreen(() => import('@/screens/consumption/electricity-surplus-screen.tsx'), 'ElectricitySurplusScreen');

export interface RouteServices {
  userManager: UserManager;
  environment: RuntimeConfig['environment'];
}

/** The route table of spec §2.1; the shell's own routes (§2.6) grow under MainShell. */
export function appRoutes({ userManager, environment }: RouteServices): RouteObject[] {
  return [
    // Runs in a hidden iframe: nothing to render, not even the page frame.
    { path: paths.silentRenew, element: <SilentRenewPage userManager={userManager} /> },
    {
      element: <RootRoute />,
      children: [
        {
          // Inside the frame, so a failing screen keeps the header and landmarks.
          errorElement: <ErrorScreen />,
          children: [
            { path: paths.callback, element: <CallbackPage userManager={userManager} /> },
            { path: paths.signout, element: <SignoutPage /> },
            // Public: it explains failed sign-ins, which happen before anyone is signed in.
            { path: paths.loginProblem, element: <LoginProblemScreen /> },
            // Spec §4.4: company-user creation and download are not behind the sign-in guard.
            { path: paths.companyUser, element: <CompanyLinkScreen /> },
            { path: paths.download.pattern, element: <DownloadScreen /> },
            {
              path: paths.confirmAccount.pattern,
              // Before the guard sends a signed-out person to sign in: the code must survive the trip.
              loader: ({ params }) => {
                storeInvitationCode(params.code ?? '');
                return null;
              },
              hydrateFallbackElement: <Loading />,
              element: <RequireAuth />,
              children: [{ index: true, element: <ConfirmAccountScreen /> }],
            },
            {
              element: <RequireAuth />,
              children: [
                { path: paths.switchUser.pattern, element: <AccountPickerScreen /> },
                { path: paths.nonCustomer, element: <NonCustomerScreen /> },
                { path: paths.customerSearch, element: <CustomerSearchScreen /> },
                { path: paths.staffCustomer.pattern, element: <OpenCustomerScreen /> },
                // Spec §2.1: hidden on the production host — there it is just an unknown path.
                ...(environment === 'production' ? [] : [{ path: paths.debug, element: <DebugScreen /> }]),
                {
                  element: <MainShell />,
                  children: [
                    { index: true, element: <LandingScreen /> },
                    { path: '/el/elforbrukning', element: <ElectricityConsumptionScreen /> },
                    { path: '/el/eloverskott', element: <ElectricitySurplusScreen /> },
                    { path: '*', element: <NotFoundScreen /> },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
  ];
}

export function createRouter(services: RouteServices) {
  return createBrowserRouter(appRoutes(services));
}
