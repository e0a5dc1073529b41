import { useNewOverviewPreference } from '@/lib/new-overview.ts';
import { useIsDesktop } from './use-is-desktop.ts';

/** The beta overview is a mobile trial (spec §2.5): it shows only where its toggle is offered. */
export function useNewOverview(): boolean {
  const preferred = useNewOverviewPreference();
  const desktop = useIsDesktop();
  return preferred && !desktop;
}
