import { powerOfAttorneyEndpoints } from '@mina-sidor/shared/power-of-attorney';
import type { Examples } from './example.ts';

export const powerOfAttorneyExamples: Examples = [
  [powerOfAttorneyEndpoints.list, (c) => ({ params: { id: c.customerId } })],
  [powerOfAttorneyEndpoints.decide, (c) => ({ params: { id: c.customerId, permissionId: `P-${c.customerNumber}-3` }, body: { decision: 'approve' } })],
];
