import { z } from 'zod/mini';
import { line } from './text.ts';
import { access, endpoint, reply } from './endpoint.ts';

/** Customer search for staff (roles KC and Admin). */
export const customerSearchQuery = z.object({
  q: line(100, 'Sökningen får vara högst 100 tecken.').check(z.trim(), z.minLength(2, { message: 'Skriv minst två tecken.' })),
});

export const customerSearchHit = z.object({
  customerId: z.string(),
  customerNumber: z.string(),
  name: z.string(),
  identificationNumber: z.string(),
  customerType: z.string(),
  status: z.int(),
});
export type CustomerSearchHit = z.infer<typeof customerSearchHit>;

export const staffEndpoints = {
  customerSearch: endpoint({
    method: 'GET',
    path: '/v2/staff/customers',
    summary: 'Kundsök för kundservice och administratörer',
    query: customerSearchQuery,
    reply: reply.dataList(customerSearchHit),
    access: access.staff,
  }),
};
