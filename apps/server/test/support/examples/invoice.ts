import { invoiceEndpoints, invoiceIdOf } from '@mina-sidor/shared/invoice';
import type { Examples } from './example.ts';

/**
 * The invoice of the month before last: issued by now for every account billed then. Computed from today's date,
 * as the demo data's invoices are.
 */
function recentInvoiceId(customerAccountId: string): string {
  const now = new Date();
  const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 2, 1)).toISOString().slice(0, 7);
  return invoiceIdOf(month, customerAccountId);
}

export const invoiceExamples: Examples = [
  [invoiceEndpoints.list, (c) => ({ params: { id: c.customerId }, query: { customerAccountId: c.customerAccountId } })],
  [invoiceEndpoints.detail, (c) => ({ params: { id: c.customerId, invoiceId: recentInvoiceId(c.customerAccountId) } })],
  [invoiceEndpoints.pdf, (c) => ({ params: { id: c.customerId, invoiceId: recentInvoiceId(c.customerAccountId) } })],
  [invoiceEndpoints.references, (c) => ({ params: { id: c.customerId } })],
  [
    invoiceEndpoints.updateReferences,
    (c) => ({
      params: { id: c.customerId, customerAccountId: c.customerAccountId },
      body: { yourReference: 'Anna Andersson', costCentre: 'KS-4100', orderNumber: 'PO-2026/117' },
    }),
  ],
];
