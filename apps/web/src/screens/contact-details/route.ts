import { paths } from '@/lib/paths.ts';
import type { RouteDefinition } from '@/shell/route-definition.ts';

/**
 * /kontaktuppgifter, "Kontaktuppgifter" (spec §2.6, §6): reached from the profile menu, so not in
 * the sidebar. Linked users and staff get it too, to read: the screen and the API keep them from changing.
 */
export const contactDetailsRoute: RouteDefinition = {
  path: paths.contactDetails,
  title: 'Kontaktuppgifter',
  section: 'tools',
  hidden: true,
  when: 'contactDetails',
  screen: () => import('./contact-details-screen.tsx').then((module) => module.ContactDetailsScreen),
};

/** The old address /account, still in bookmarks and e-mails (spec §2.6): it leads to /kontaktuppgifter. */
export const accountRedirectRoute: RouteDefinition = {
  path: paths.oldContactDetails,
  title: 'Kontaktuppgifter',
  section: 'tools',
  hidden: true,
  when: 'contactDetails',
  redirect: paths.contactDetails,
};
