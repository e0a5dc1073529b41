import { paths } from '@/lib/paths.ts';
import type { RouteDefinition } from '@/shell/route-definition.ts';

/**
 * /fakturor (spec §2.6, §2.10 "invoices") with its child /fakturor/andra-fakturareferens/
 * ("invoice reference"), which linked users do not have (spec §6; the API refuses them too).
 * Linked users and staff see the invoices.
 */
export const invoicesRoute: RouteDefinition = {
  path: paths.invoices,
  title: 'Fakturor',
  section: 'services',
  screen: () => import('./invoices-screen.tsx').then((module) => module.InvoicesScreen),
  children: [
    {
      path: paths.invoiceReferences,
      title: 'Ändra fakturareferens',
      when: 'notLinked',
      header: { overline: { label: 'Fakturor', to: paths.invoices } },
      screen: () => import('./invoice-references-screen.tsx').then((module) => module.InvoiceReferencesScreen),
    },
  ],
};
