import { z } from 'zod';

/** Customer search for staff (roles KC and Admin). */
export const customerSearchQuery = z.object({
  q: z
    .string()
    .trim()
    .min(2, { message: 'Skriv minst två tecken.' })
    .max(100, { message: 'Sökningen får vara högst 100 tecken.' }),
});

export const customerSearchHit = z.object({
  customerId: z.string(),
  customerNumber: z.string(),
  name: z.string(),
  identificationNumber: z.string(),
  customerType: z.string(),
  status: z.number().int(),
});
export type CustomerSearchHit = z.infer<typeof customerSearchHit>;
