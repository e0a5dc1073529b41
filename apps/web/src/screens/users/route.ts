import { paths } from '@/lib/paths.ts';
import type { RouteDefinition } from '@/shell/route-definition.ts';

/**
 * /users, "Användare" (spec §2.6, §6): reached from the profile menu, so not in the sidebar. Only
 * companies, groups and customers with an organisation number have linked users. Linked users and
 * staff see it too: they may look at who has access, only the customer invites and removes.
 */
export const usersRoute: RouteDefinition = {
  path: paths.users,
  title: 'Användare',
  section: 'tools',
  hidden: true,
  when: 'users',
  screen: () => import('./users-screen.tsx').then((module) => module.UsersScreen),
};
