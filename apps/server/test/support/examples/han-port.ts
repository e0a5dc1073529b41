import { hanPortEndpoints } from '@mina-sidor/shared/han-port';
import type { Examples } from './example.ts';

export const hanPortExamples: Examples = [
  [hanPortEndpoints.list, (c) => ({ params: { id: c.customerId } })],
  [hanPortEndpoints.activate, (c) => ({ params: { id: c.customerId, meteringPointId: '735999000000000000' } })],
];
