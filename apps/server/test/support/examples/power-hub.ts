import { powerHubEndpoints } from '@mina-sidor/shared/power-hub';
import type { Examples } from './example.ts';

export const powerHubExamples: Examples = [
  [powerHubEndpoints.list, (c) => ({ params: { id: c.customerId } })],
  [
    powerHubEndpoints.order,
    (c) => ({
      params: { id: c.customerId, facilityKey: `${c.customerNumber}-F01` },
      body: {
        deliveryAddress: { street: 'Solbackevägen 12', postalCode: '131 40', city: 'Nacka' },
        contact: { name: 'Anna Andersson', email: 'anna.andersson@example.se', mobilePhone: '070-123 45 67' },
      },
    }),
  ],
];
