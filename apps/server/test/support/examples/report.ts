import { reportEndpoints } from '@mina-sidor/shared/report';
import type { Examples } from './example.ts';

export const reportExamples: Examples = [
  [reportEndpoints.list, (c) => ({ params: { id: c.customerId } })],
  [reportEndpoints.order, (c) => ({ params: { id: c.customerId }, body: { kind: 'consumption', format: 'csv', from: '2025-01-01', to: '2025-12-31' } })],
  [reportEndpoints.createDownloadToken, (c) => ({ params: { id: c.customerId, reportId: `RAP-${c.customerNumber}-DEMO` } })],
  [reportEndpoints.download, () => ({ body: { token: 'x'.repeat(43) } })],
];
