import type { UserManager } from 'oidc-client-ts';
import { createBrowserRouter } from 'react-router';
import { CallbackPage } from '@/auth/callback-page.tsx';
import { RequireAuth } from '@/auth/require-auth.tsx';
import { SignoutPage } from '@/auth/signout-page.tsx';
import { SilentRenewPage } from '@/auth/silent-renew-page.tsx';
import { paths } from '@/lib/paths.ts';
import { ErrorScreen } from '@/shell/error-screen.tsx';
import { NotFoundScreen } from '@/shell/not-found-screen.tsx';
import { lazyScreen } from './lazy-screen.ts';
import { RootRoute } from './root-route.tsx';

const LandingScreen = lazyScreen(() => import('@/screens/landing/landing-screen.tsx'), 'LandingScreen');
const StaffCustomerScreen = lazyScreen(
  () => import('@/screens/landing/staff-customer-screen.tsx'),
  'StaffCustomerScreen',
);
const LoginProblemScreen = lazyScreen(
  () => import('@/screens/login-problem/login-problem-screen.tsx'),
  'LoginProblemScreen',
);
const NonCustomerScreen = lazyScreen(() => import('@/screens/non-customer/non-customer-screen.tsx'), 'NonCustomerScreen');
const CustomerSearchScreen = lazyScreen(
  () => import('@/screens/customer-search/customer-search-screen.tsx'),
  'CustomerSearchScreen',
);

export function createRouter(userManager: UserManager) {
  return createBrowserRouter([
    {
      element: <RootRoute />,
      children: [
        {
          // Inside the frame, so a failing screen keeps the header and landmarks.
          errorElement: <ErrorScreen />,
          children: [
            { path: paths.callback, element: <CallbackPage userManager={userManager} /> },
            { path: paths.silentRenew, element: <SilentRenewPage userManager={userManager} /> },
            { path: paths.signout, element: <SignoutPage /> },
            // Public: it explains failed sign-ins, which happen before anyone is signed in.
            { path: paths.loginProblem, element: <LoginProblemScreen /> },
            {
              element: <RequireAuth />,
              children: [
                { index: true, element: <LandingScreen /> },
                { path: paths.nonCustomer, element: <NonCustomerScreen /> },
                { path: paths.customerSearch, element: <CustomerSearchScreen /> },
                { path: paths.staffCustomer.pattern, element: <StaffCustomerScreen /> },
                { path: '*', element: <NotFoundScreen /> },
              ],
            },
          ],
        },
      ],
    },
  ]);
}
