import { highVoltageEndpoints } from '@mina-sidor/shared/high-voltage';
import type { Examples } from './example.ts';

export const highVoltageExamples: Examples = [[highVoltageEndpoints.summary, (c) => ({ params: { id: c.customerId } })]];
