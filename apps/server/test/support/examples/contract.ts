import { contractEndpoints } from '@mina-sidor/shared/contract';
import type { Examples } from './example.ts';

export const contractExamples: Examples = [
  [contractEndpoints.list, (c) => ({ params: { id: c.customerId } })],
  [contractEndpoints.grouped, (c) => ({ params: { id: c.customerId } })],
  [contractEndpoints.details, (c) => ({ params: { id: c.customerId, contractId: 'K000000000' } })],
];
