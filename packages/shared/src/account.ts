import { z } from 'zod';
import { customerAccount } from './customer.ts';

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
