import { meterReadingEndpoints } from '@mina-sidor/shared/meter-reading';
import type { Examples } from './example.ts';

export const meterReadingExamples: Examples = [
  [meterReadingEndpoints.list, (c) => ({ params: { id: c.customerId } })],
  [meterReadingEndpoints.submit, (c) => ({ params: { id: c.customerId }, body: { meteringPointId: 'VA-00000000', date: '2026-01-01', value: '1' } })],
];
