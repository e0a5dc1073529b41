import { districtHeatingEndpoints } from '@mina-sidor/shared/district-heating';
import type { Examples } from './example.ts';

export const districtHeatingExamples: Examples = [
  [districtHeatingEndpoints.cooling, (c) => ({ params: { id: c.customerId } })],
  [districtHeatingEndpoints.flowCharge, (c) => ({ params: { id: c.customerId } })],
  [districtHeatingEndpoints.basePeak, (c) => ({ params: { id: c.customerId } })],
];
