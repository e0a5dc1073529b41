import type { Customer } from '@mina-sidor/shared/customer';
import { useNavigate } from 'react-router';
import { hasRole } from '@/auth/identity.ts';
import { useIdentity } from '@/auth/use-identity.ts';
import { paths } from '@/lib/paths.ts';
import type { UserSelection } from '@/selection/selection.ts';
import { useSelectionStore } from '@/selection/selection-context.tsx';
import { LinkedBanner } from '@/shell/linked-banner.tsx';
import { StaffBanner } from '@/shell/staff-banner.tsx';

/** Above every page: whose pages staff are using, or that a linked user may only look (spec §2.5). */
export function ShellBanners({ selection, customer }: { selection: UserSelection; customer: Customer }) {
  const identity = useIdentity();
  const store = useSelectionStore();
  const navigate = useNavigate();
  const name = customer.displayName || customer.name;
  if (identity?.isStaff) {
    const backToSearch = () => {
      void navigate(paths.customerSearch);
      store.clear({ clearAccount: true });
    };
    return <StaffBanner customerName={name} role={hasRole(identity.claims, 'Admin') ? 'Admin' : 'KC'} onBack={backToSearch} />;
  }
  return selection.isLinked ? <LinkedBanner customerName={name} /> : null;
}
