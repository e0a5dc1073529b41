import Stack from '@mui/material/Stack';
import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { hasRole } from '@/auth/identity.ts';
import { saveRedirectTarget } from '@/auth/redirect-target.ts';
import { storedRenewalFlag } from '@/auth/renewal.ts';
import { useIdentity } from '@/auth/use-identity.ts';
import { paths } from '@/lib/paths.ts';
import { hasSelectedCustomer, type UserSelection } from '@/selection/selection.ts';
import { useCurrentSelection, useSelectionStore } from '@/selection/selection-context.tsx';
import { useSelectedCustomer } from '@/selection/use-selected-customer.ts';
import { Loading } from '@/shell/loading.tsx';
import { StaffBanner, type StaffRole } from '@/shell/staff-banner.tsx';

/**
 * The main shell (spec §2.1 "/*"): available only once there is a user, a
 * selected customer and a selected property. Without a selection the sign-in
 * decision runs again on /callback and returns here afterwards; so it does
 * for a signed-in person who arrives with the renewal flag (spec §4.1 step 7).
 */
export function MainShell() {
  const selection = useCurrentSelection();
  if (!hasSelectedCustomer(selection) || storedRenewalFlag()) return <ToSignInDecision />;
  return (
    <Stack spacing={3}>
      <StaffView selection={selection} />
      <Outlet />
    </Stack>
  );
}

function ToSignInDecision() {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    saveRedirectTarget(`${pathname}${search}${hash}`);
    void navigate(paths.callback, { replace: true });
  }, [pathname, search, hash, navigate]);
  return <Loading />;
}

/** Customer service and administrators use the portal as the customer they opened. */
function StaffView({ selection }: { selection: UserSelection }) {
  const identity = useIdentity();
  if (!identity?.isStaff) return null;
  return <OpenedCustomerBanner selection={selection} role={hasRole(identity.claims, 'Admin') ? 'Admin' : 'KC'} />;
}

function OpenedCustomerBanner({ selection, role }: { selection: UserSelection; role: StaffRole }) {
  const customer = useSelectedCustomer(selection).data;
  const store = useSelectionStore();
  const navigate = useNavigate();
  if (!customer) return null;
  function backToSearch() {
    void navigate(paths.customerSearch);
    store.clear({ clearAccount: true });
  }
  return <StaffBanner customerName={customer.displayName || customer.name} role={role} onBack={backToSearch} />;
}
