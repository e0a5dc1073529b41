import { customerEndpoints, FACILITIES_PAGE_SIZE } from '@mina-sidor/shared/customer';
import type { Examples } from './example.ts';

export const customerExamples: Examples = [
  [customerEndpoints.detail, (c) => ({ params: { id: c.customerId } })],
  [customerEndpoints.parentOrganization, (c) => ({ params: { id: c.customerId } })],
  [customerEndpoints.facilities, (c) => ({ params: { id: c.customerId }, query: { pageSize: String(FACILITIES_PAGE_SIZE) } })],
  [customerEndpoints.specialTimeSeries, (c) => ({ params: { id: c.customerId } })],
];
