import { heatingComparisonEndpoints } from '@mina-sidor/shared/heating-comparison';
import type { Examples } from './example.ts';

export const heatingComparisonExamples: Examples = [[heatingComparisonEndpoints.comparison, (c) => ({ params: { id: c.customerId } })]];
