import { z } from 'zod';
import { customerId } from './customer.ts';
import { access, endpoint, reply } from './endpoint.ts';

export const POA_STATUSES = ['Aktiv', 'Inaktiv', 'Ny', 'Väntande'] as const;

/** A power of attorney for meter values (spec §3.9); dates as the source system gives them. */
export const powerOfAttorney = z.object({
  permissionId: z.string(),
  statusMP: z.enum(POA_STATUSES),
  requester: z.string(),
  meteringPointId: z.string(),
  receivedStartDateTime: z.string(),
  responseStartDateTime: z.string(),
  actualReportStartDateTime: z.string(),
  actualReportEndDateTime: z.string().nullable(),
});
export type PowerOfAttorney = z.infer<typeof powerOfAttorney>;

export const powerOfAttorneyEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/v1/customers/:id/metervalues/poa',
    summary: 'Fullmakter för mätvärden (data.data[0])',
    params: z.object({ id: customerId }),
    reply: reply.dataFirst(z.array(powerOfAttorney)),
    access: access.read(),
    example: (c) => ({ params: { id: c.customerId } }),
  }),
};
