import { invoiceIdOf } from '@mina-sidor/shared/invoice';
import { invoiceIntegrationEndpoints } from '@mina-sidor/shared/invoice-record';
import type { Examples } from './example.ts';

export const invoiceRecordExamples: Examples = [
  [invoiceIntegrationEndpoints.document, (c) => ({ params: { invoiceId: invoiceIdOf('2026-10', c.customerAccountId) } })],
];
