import type { ReactNode } from 'react';
import { useCurrentSelection } from '@/selection/selection-context.tsx';
import { Loading } from '@/shell/loading.tsx';

/** The selected customer and facility the pages are about; a group covers every facility, and the server picks its first with district heating. */
export function WithSelection({ children }: { children: (of: { customerId: string; facilityKey: string | undefined }) => ReactNode }) {
  const selection = useCurrentSelection();
  if (!selection) return <Loading />;
  return children({ customerId: selection.customerId, facilityKey: selection.property.facilityKey });
}

/** What the district-heating pages say before the facility has metered values. */
export const NO_VALUES_YET = 'Det finns inga mätvärden för fjärrvärmen de senaste 24 månaderna än.';
