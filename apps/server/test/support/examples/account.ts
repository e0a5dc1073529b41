import { accountEndpoints } from '@mina-sidor/shared/account';
import type { Examples } from './example.ts';

export const accountExamples: Examples = [
  [accountEndpoints.ofCustomerV1, (c) => ({ params: { id: c.customerId } })],
  [accountEndpoints.ofCustomer, (c) => ({ params: { id: c.customerId } })],
  [accountEndpoints.current, () => ({})],
  [
    accountEndpoints.linkCompany,
    () => ({ body: { companyIdentificationNumber: '5569999999', companyCustomerNumber: '1', userName: 'X', userEmail: 'x@example.se' } }),
  ],
  [accountEndpoints.removeLinkedUser, (c) => ({ params: { customerId: c.customerId, userId: '00000000-0000-4000-8000-000000000001' } })],
];
