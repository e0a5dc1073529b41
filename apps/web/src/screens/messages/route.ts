import { paths } from '@/lib/paths.ts';
import type { RouteDefinition } from '@/shell/route-definition.ts';

/**
 * /meddelanden (spec §2.10 "messages": the overview's inbox has its own page; the spec's route
 * table names no path, so it is ours). Among the services rather than beside the overview: the
 * sidebar sorts by title (spec §2.5), which would put it above "Översikt". For everyone with a
 * selected customer: linked users and staff read the messages too, only the customer's own opening
 * marks them read.
 */
export const messagesRoute: RouteDefinition = {
  path: paths.messages,
  title: 'Meddelanden',
  section: 'services',
  screen: () => import('./messages-screen.tsx').then((module) => module.MessagesScreen),
};
