import { paths } from '@/lib/paths.ts';
import { allows, type RouteContext, type Rule } from '@/shell/access.ts';
import type { ProfileEntry } from '@/shell/nav-model.ts';
import { hasRoute, type ShellRoute } from './route-table.ts';

interface ProfileMenuDefinition {
  label: string;
  path: string;
  when?: Rule;
  /** A page of the main shell: shown only once the route table has it for this person. */
  inShell: boolean;
}

/** The profile menu of spec §2.6, in its order. */
export const PROFILE_MENU: readonly ProfileMenuDefinition[] = [
  { label: 'Kontaktuppgifter', path: paths.contactDetails, when: 'contactDetails', inShell: true },
  { label: 'Användare', path: paths.users, when: 'users', inShell: true },
  { label: 'Avisering vid avbrott', path: paths.outageNotification, when: 'outageNotification', inShell: true },
  { label: 'Lägg till nytt företag', path: paths.companyUser, when: 'addCompany', inShell: false },
  { label: 'Ärenden', path: paths.cases, inShell: true },
  { label: 'Växla konto', path: paths.switchUser.base, when: 'switchAccount', inShell: false },
  { label: 'Logga ut', path: paths.signout, inShell: false },
];

/** The entries this person gets: their rule holds, and a shell page exists for them. */
export function profileMenu(ctx: RouteContext, routes: readonly ShellRoute[]): ProfileEntry[] {
  return PROFILE_MENU.filter((entry) => allows(ctx, entry.when) && (!entry.inShell || hasRoute(routes, entry.path))).map(({ label, path }) => ({
    label,
    path,
  }));
}
