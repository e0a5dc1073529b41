import { z } from 'zod/mini';
import { email } from './contact.ts';
import { customer, customerAccount, customerId } from './customer.ts';
import { access, endpoint, reply } from './endpoint.ts';
import { phoneNumber } from './phone-number.ts';

// The contact-details screen's writes, apart from the customer and account contracts the first page loads.

/**
 * Contact update of a customer: e-mail and mobile phone. Without mobilePhone only the e-mail
 * changes, so a screen that saves the e-mail alone never rewrites the phone number it did not touch.
 */
export const contactUpdate = z.strictObject({ email, mobilePhone: z.optional(z.nullable(phoneNumber)) });

/** PUT account: the login's account details, including the phone number of a customer account. */
export const accountUpdate = z.strictObject({
  customerId,
  customerAccountId: z.string().check(z.regex(/^\d{1,20}$/, { message: 'Kundkontot måste bestå av siffror.' })),
  phoneNumber: z.nullable(phoneNumber),
});

export const contactDetailsEndpoints = {
  updateCustomer: endpoint({
    method: 'PUT',
    path: '/v2/customers/:id/contact',
    summary: 'Ändra kundens kontaktuppgifter (mejl och mobil)',
    params: z.object({ id: customerId }),
    body: contactUpdate,
    reply: reply.dataFirst(customer),
    access: access.change(),
  }),
  updateAccount: endpoint({
    method: 'PUT',
    path: '/v2/account',
    summary: 'Ändra kontouppgifter (telefonnummer på ett kundkonto)',
    body: accountUpdate,
    reply: reply.dataFirst(customerAccount),
    access: access.change({ in: 'body', key: 'customerId' }),
  }),
};
