import { spotPriceEndpoints } from '@mina-sidor/shared/spot-price';
import type { Examples } from './example.ts';

export const spotPriceExamples: Examples = [
  [spotPriceEndpoints.facilities, (c) => ({ params: { id: c.customerId } })],
  [spotPriceEndpoints.day, (c) => ({ params: { id: c.customerId }, query: { facility: `${c.customerNumber}-F01`, day: '2026-11-23' } })],
  [spotPriceEndpoints.yourPrice, (c) => ({ params: { id: c.customerId }, query: { facility: `${c.customerNumber}-F01`, day: '2026-11-23' } })],
  [spotPriceEndpoints.month, (c) => ({ params: { id: c.customerId }, query: { facility: `${c.customerNumber}-F01`, month: '2026-10' } })],
];
