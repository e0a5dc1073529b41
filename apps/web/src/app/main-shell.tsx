import { useCallback, useEffect, useMemo } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { saveRedirectTarget } from '@/auth/redirect-target.ts';
import { storedRenewalFlag } from '@/auth/renewal.ts';
import { paths } from '@/lib/paths.ts';
import { BUILD_LABEL } from '@/lib/version.ts';
import { hasSelectedCustomer, type UserSelection } from '@/selection/selection.ts';
import { useCurrentSelection } from '@/selection/selection-context.tsx';
import { allows, type RouteContext } from '@/shell/access.ts';
import { RouteAvailabilityProvider } from '@/shell/current-route.tsx';
import { ErrorScreen } from '@/shell/error-screen.tsx';
import { ShellLayout } from '@/shell/layout/shell-layout.tsx';
import { Loading } from '@/shell/loading.tsx';
import { NavigationProgress } from '@/shell/navigation-progress.tsx';
import { PageFrame } from '@/shell/page-frame.tsx';
import { profileMenu } from './navigation/profile-menu.ts';
import { ROUTE_DEFINITIONS } from './navigation/route-definitions.ts';
import { buildRouteTable, hasRoute, sidebarSections } from './navigation/route-table.ts';
import { useRouteContext } from './navigation/use-route-context.ts';
import { profileDetail } from './profile-summary.ts';
import { ShellBanners } from './shell-banners.tsx';
import { ShellFooter } from './shell-footer.tsx';
import type { ShellOutletContext } from './shell-routes.tsx';

/**
 * The main shell (spec §2.1 "/*", §2.5): available only once there is a
 * user, a selected customer and a selected property. Without a selection the
 * sign-in decision runs again on /callback and returns here afterwards; so it
 * does for a signed-in person who arrives with the renewal flag (spec §4.1
 * step 7).
 */
export function MainShell() {
  const selection = useCurrentSelection();
  if (!hasSelectedCustomer(selection) || storedRenewalFlag()) return <ToSignInDecision />;
  return <Shell selection={selection} />;
}

function ToSignInDecision() {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    saveRedirectTarget(`${pathname}${search}${hash}`);
    void navigate(paths.callback, { replace: true });
  }, [pathname, search, hash, navigate]);
  return (
    <PageFrame>
      <Loading />
    </PageFrame>
  );
}

function Shell({ selection }: { selection: UserSelection }) {
  const state = useRouteContext(selection);
  return state.status === 'ready' ? (
    <ReadyShell selection={selection} context={state.context} />
  ) : (
    <PageFrame>{state.status === 'pending' ? <Loading /> : <ErrorScreen />}</PageFrame>
  );
}

function ReadyShell({ selection, context }: { selection: UserSelection; context: RouteContext }) {
  const { customer } = context;
  const routes = useMemo(() => buildRouteTable(context, ROUTE_DEFINITIONS), [context]);
  const sections = useMemo(() => sidebarSections(routes), [routes]);
  const profile = useMemo(
    () => ({
      name: customer.displayName || customer.name,
      detail: profileDetail(customer, selection),
      entries: profileMenu(context, routes),
    }),
    [customer, selection, context, routes],
  );
  const tools = allows(context, 'nonProduction') ? { identificationNumber: customer.identificationNumber, buildLabel: BUILD_LABEL } : null;
  const hasShellRoute = useCallback((path: string) => hasRoute(routes, path), [routes]);

  return (
    <RouteAvailabilityProvider hasRoute={hasShellRoute}>
      <NavigationProgress />
      <ShellLayout
        sections={sections}
        profile={profile}
        tools={tools}
        banners={<ShellBanners selection={selection} customer={customer} />}
        footer={<ShellFooter context={context} />}
      >
        <Outlet context={{ routes } satisfies ShellOutletContext} />
      </ShellLayout>
    </RouteAvailabilityProvider>
  );
}
