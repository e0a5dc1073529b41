import { useIdentity } from '@/auth/use-identity.ts';
import { useCurrentSelection } from '@/selection/selection-context.tsx';
import type { UserSelection } from '@/selection/selection.ts';

/** Who looks at a customer's pages (spec §6): the customer, a linked user, or staff. Only the customer changes anything. */
export type Viewer = 'customer' | 'linked' | 'staff';

/** The selected customer's pages and who looks at them; null until both the selection and the signed-in identity are known. */
export function useViewer(): { selection: UserSelection; viewer: Viewer } | null {
  const selection = useCurrentSelection();
  const identity = useIdentity();
  if (!selection || !identity) return null;
  return { selection, viewer: identity.isStaff ? 'staff' : selection.isLinked ? 'linked' : 'customer' };
}
