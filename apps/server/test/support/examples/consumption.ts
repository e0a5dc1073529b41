import { consumptionEndpoints } from '@mina-sidor/shared/consumption';
import type { Examples } from './example.ts';

export const consumptionExamples: Examples = [
  [consumptionEndpoints.meteringPoints, (c) => ({ params: { id: c.customerId } })],
  [
    consumptionEndpoints.series,
    (c) => ({
      params: { id: c.customerId, meteringPointId: '735999000000000000' },
      query: { resolution: 'day', from: '2025-01-01', to: '2025-02-01' },
    }),
  ],
  [consumptionEndpoints.forecast, (c) => ({ params: { id: c.customerId, meteringPointId: '735999000000000000' } })],
];
