import { Navigate } from 'react-router';
import { useIdentity } from '@/auth/use-identity.ts';
import { paths } from '@/lib/paths.ts';
import { CustomerView } from './customer-view.tsx';

export function LandingScreen() {
  const mecid = useIdentity()?.claims.mecid;
  // Without a customer of their own (staff, non-customers, broken profiles)
  // the sign-in decision knows where the person belongs; it runs on /callback.
  if (!mecid) return <Navigate to={paths.callback} replace />;
  return <CustomerView customerId={mecid} />;
}
