import { gridCostEndpoints } from '@mina-sidor/shared/grid-cost';
import type { Examples } from './example.ts';

export const gridCostExamples: Examples = [
  [gridCostEndpoints.facilities, (c) => ({ params: { id: c.customerId } })],
  [gridCostEndpoints.calculate, () => ({ query: { fuseSize: '20A', yearlyKwh: '20000', peakKw: '5.5', reducedEnergyTax: 'false' } })],
];
