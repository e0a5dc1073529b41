import { paths } from '@/lib/paths.ts';
import type { RouteDefinition } from '@/shell/route-definition.ts';

/**
 * /avisering-vid-avbrott, "Avisering vid avbrott" (spec §2.6, §6; §2.10 "disruption
 * information"): reached from the profile menu, so not in the sidebar. Linked users and staff get it
 * too, to read: the screen and the API keep them from changing who is notified.
 */
export const outageNotificationRoute: RouteDefinition = {
  path: paths.outageNotification,
  title: 'Avisering vid avbrott',
  section: 'tools',
  hidden: true,
  when: 'outageNotification',
  screen: () => import('./outage-notification-screen.tsx').then((module) => module.OutageNotificationScreen),
};
