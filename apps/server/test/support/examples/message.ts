import { messageEndpoints } from '@mina-sidor/shared/message';
import type { Examples } from './example.ts';

export const messageExamples: Examples = [
  [messageEndpoints.list, (c) => ({ query: { customerId: c.customerId, reload: 'false' } })],
  [messageEndpoints.send, (c) => ({ body: { customerId: c.customerId, subject: 'Fråga om avtalet', body: 'När går bindningstiden ut?' } })],
  [messageEndpoints.markRead, (c) => ({ params: { messageId: `M${c.customerNumber}1` }, body: { customerId: c.customerId } })],
];
