import { peakPowerEndpoints } from '@mina-sidor/shared/peak-power';
import type { ExampleCustomer, Examples } from './example.ts';

// The customer's first facility (demo-source/world/customers.ts numbers them by customer number).
const firstFacility = (c: ExampleCustomer) => ({ params: { id: c.customerId, facilityKey: `${c.customerNumber}-F01` } });

export const peakPowerExamples: Examples = [
  [peakPowerEndpoints.facilities, (c) => ({ params: { id: c.customerId } })],
  [peakPowerEndpoints.current, firstFacility],
  [peakPowerEndpoints.history, firstFacility],
  [peakPowerEndpoints.comparison, firstFacility],
];
