import { overviewEndpoints } from '@mina-sidor/shared/overview';
import type { Examples } from './example.ts';

export const overviewExamples: Examples = [[overviewEndpoints.detail, (c) => ({ params: { id: c.customerId } })]];
