import { contactDetailsEndpoints } from '@mina-sidor/shared/contact-details';
import type { Examples } from './example.ts';

export const contactDetailsExamples: Examples = [
  [contactDetailsEndpoints.updateCustomer, (c) => ({ params: { id: c.customerId }, body: { email: 'ny@example.se', mobilePhone: null } })],
  [
    contactDetailsEndpoints.updateAccount,
    (c) => ({ body: { customerId: c.customerId, customerAccountId: c.customerAccountId, phoneNumber: '070-000 00 00' } }),
  ],
];
