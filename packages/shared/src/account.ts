import { z } from 'zod/mini';
import { line } from './text.ts';
import { email } from './contact.ts';
import { customerAccount, customerId } from './customer.ts';
import { access, endpoint, reply } from './endpoint.ts';

/** The signed-in login's account (spec §3.2): who it is and which customers it reaches. */
export const account = z.object({
  id: z.string(),
  exist: z.boolean(),
  hasLinkedAccounts: z.boolean(),
  linkedCustomers: z.array(
    z.object({
      customerId: z.string(),
      name: z.string(),
      customerAccounts: z.array(customerAccount),
    }),
  ),
});
export type Account = z.infer<typeof account>;

/** POST account/company: link a company to the login (spec §5 company-link form). */
export const companyLinkRequest = z.strictObject({
  companyIdentificationNumber: line(20).check(z.trim(), z.minLength(1, { message: 'Det här fältet krävs' })),
  companyCustomerNumber: z
    .string()
    .check(z.trim(), z.minLength(1, { message: 'Det här fältet krävs' }), z.maxLength(20), z.regex(/^\d+$/, { message: 'Enbart siffror är tillåtna' })),
  userName: line(200).check(z.trim(), z.minLength(1, { message: 'Det här fältet krävs' })),
  userEmail: email,
});
export type CompanyLinkRequest = z.input<typeof companyLinkRequest>;

export const companyLinkResult = z.object({ success: z.boolean(), message: z.string() });

const accountOfCustomer = (version: 'v1' | 'v2') =>
  endpoint({
    method: 'GET',
    path: `/${version}/account/customer/:id`,
    summary: 'Kontot för kundens egen inloggning (data[0], med exist)',
    params: z.object({ id: customerId }),
    reply: reply.first(account),
    access: access.read(),
  });

export const accountEndpoints = {
  current: endpoint({
    method: 'GET',
    path: '/v1/account',
    summary: 'Inloggningens konto (data[0], med hasLinkedAccounts)',
    reply: reply.first(account),
    access: access.signedIn,
  }),
  ofCustomerV1: accountOfCustomer('v1'),
  ofCustomer: accountOfCustomer('v2'),
  linkCompany: endpoint({
    method: 'POST',
    path: '/v1/account/company',
    summary: 'Koppla ett företag till inloggningen (data[0] med success och message)',
    body: companyLinkRequest,
    reply: reply.first(companyLinkResult),
    access: access.companyLogin,
  }),
  removeLinkedUser: endpoint({
    method: 'DELETE',
    path: '/v2/account/customer/:customerId/users/:userId',
    summary: 'Ta bort en länkad användare från kundens konto',
    params: z.object({ customerId, userId: z.uuid({ message: 'Användaridentiteten är ogiltig.' }) }),
    reply: reply.empty(),
    access: access.change({ in: 'params', key: 'customerId' }),
  }),
};
