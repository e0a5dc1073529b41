import { paths } from '@/lib/paths.ts';
import type { RouteDefinition } from '@/shell/route-definition.ts';

/**
 * /teckna/utjamnad-betalning, "Utjämnad betalning" (spec §2.6, §2.8): how a customer pays, so it
 * is reached from Fakturor ("Så betalar du") and leads back there, not from the sidebar. Everyone
 * on the customer's pages reads the figures; only the customer signs up or ends it (the screen and
 * the API keep linked users and staff from it).
 */
export const evenPaymentRoute: RouteDefinition = {
  path: paths.evenPayment,
  title: 'Utjämnad betalning',
  section: 'services',
  hidden: true,
  header: { overline: { label: 'Fakturor', to: paths.invoices } },
  screen: () => import('./even-payment-screen.tsx').then((module) => module.EvenPaymentScreen),
};
