import type { RuntimeConfig } from '@mina-sidor/shared';
import { Suspense } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { storeInvitationCode } from '@/auth/invitation-code.ts';
import { RequireAuth } from '@/auth/require-auth.tsx';
import { SilentRenewPage } from '@/auth/silent-renew-page.tsx';
import { lazyScreen } from '@/lib/lazy-screen.ts';
import { paths } from '@/lib/paths.ts';
import { Loading } from '@/shell/loading.tsx';
import { PageFrame } from '@/shell/page-frame.tsx';
import { FramedRoute, RootRoute } from './root-route.tsx';
import { RouteError } from './route-error.tsx';
import { ShellPrefetch } from './shell-prefetch.tsx';

// The sign-in decision and signing out run on pages of their own: the first page (the guard
// sending a signed-out person to sign in, or the shell for someone signed in) needs neither.
const CallbackPage = lazyScreen(() => import('@/auth/callback-page.tsx'), 'CallbackPage');
const SignoutPage = lazyScreen(() => import('@/auth/signout-page.tsx'), 'SignoutPage');
const LoginProblemScreen = lazyScreen(() => import('@/screens/login-problem/login-problem-screen.tsx'), 'LoginProblemScreen');
const AccessibilityStatementScreen = lazyScreen(
  () => import('@/screens/accessibility-statement/accessibility-statement-screen.tsx'),
  'AccessibilityStatementScreen',
);
const NonCustomerScreen = lazyScreen(() => import('@/screens/non-customer/non-customer-screen.tsx'), 'NonCustomerScreen');
const CustomerSearchScreen = lazyScreen(() => import('@/screens/customer-search/customer-search-screen.tsx'), 'CustomerSearchScreen');
const WebhookDeliveriesScreen = lazyScreen(() => import('@/screens/webhook-deliveries/webhook-deliveries-screen.tsx'), 'WebhookDeliveriesScreen');
const OpenCustomerScreen = lazyScreen(() => import('@/screens/customer-search/open-customer-screen.tsx'), 'OpenCustomerScreen');
const AccountPickerScreen = lazyScreen(() => import('@/screens/account-picker/account-picker-screen.tsx'), 'AccountPickerScreen');
const CompanyLinkScreen = lazyScreen(() => import('@/screens/company-link/company-link-screen.tsx'), 'CompanyLinkScreen');
const ConfirmAccountScreen = lazyScreen(() => import('@/screens/confirm-account/confirm-account-screen.tsx'), 'ConfirmAccountScreen');
const DownloadScreen = lazyScreen(() => import('@/screens/download/download-screen.tsx'), 'DownloadScreen');
const DebugScreen = lazyScreen(() => import('@/screens/debug/debug-screen.tsx'), 'DebugScreen');
// The shell is loaded once someone is signed in: the sign-in pages need none of it. Its pages'
// routes come with it, not after it: every page of the shell needs both.
const ShellRoutes = lazyScreen(() => import('./shell-routes.tsx'), 'ShellRoutes');
const MainShell = lazyScreen(() => {
  ShellRoutes.preload();
  return import('./main-shell.tsx');
}, 'MainShell');

export interface RouteServices {
  environment: RuntimeConfig['environment'];
}

/** The routes of spec §2.1. The main shell's own routes (§2.6) are its route table: app/navigation. */
export function appRoutes({ environment }: RouteServices): RouteObject[] {
  // A failing page keeps the frame, and so the header and landmarks.
  const framedError = (
    <PageFrame>
      <RouteError />
    </PageFrame>
  );
  return [
    // Runs in a hidden iframe: nothing to render, not even the page frame.
    { path: paths.silentRenew, element: <SilentRenewPage /> },
    {
      element: <RootRoute />,
      children: [
        {
          element: <FramedRoute />,
          errorElement: framedError,
          children: [
            { path: paths.callback, element: <CallbackPage /> },
            { path: paths.signout, element: <SignoutPage /> },
            // Public: it explains failed sign-ins, which happen before anyone is signed in.
            { path: paths.loginProblem, element: <LoginProblemScreen /> },
            // Public too: the law asks that anyone can read it, signed in or not (decision 0033).
            { path: paths.accessibilityStatement, element: <AccessibilityStatementScreen /> },
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
                { path: paths.webhookDeliveries, element: <WebhookDeliveriesScreen /> },
                // Spec §2.1: hidden on the production host — there it is just an unknown path.
                ...(environment === 'production' ? [] : [{ path: paths.debug, element: <DebugScreen /> }]),
              ],
            },
          ],
        },
        {
          element: <RequireAuth framed />,
          errorElement: framedError,
          children: [
            {
              element: (
                <>
                  <ShellPrefetch />
                  <Suspense
                    fallback={
                      <PageFrame>
                        <Loading />
                      </PageFrame>
                    }
                  >
                    <MainShell />
                  </Suspense>
                </>
              ),
              // Inside the shell, a failing page keeps the sidebar and the footer.
              children: [{ path: '*', element: <ShellRoutes />, errorElement: <RouteError /> }],
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
