import { z } from 'zod/mini';
import { customerId } from './customer.ts';
import { access, endpoint, reply } from './endpoint.ts';

export const POA_STATUSES = ['Aktiv', 'Inaktiv', 'Ny', 'Väntande'] as const;
export type PoaStatus = (typeof POA_STATUSES)[number];

/** The source system's "no date" (spec §2.7: shown as a dash), e.g. the answer date of a request not yet answered. */
export const POA_NO_DATE = '1900-01-01';

/** A power of attorney for meter values (spec §3.9); dates as the source system gives them. */
export const powerOfAttorney = z.object({
  permissionId: z.string(),
  statusMP: z.enum(POA_STATUSES),
  requester: z.string(),
  meteringPointId: z.string(),
  receivedStartDateTime: z.string(),
  responseStartDateTime: z.string(),
  actualReportStartDateTime: z.string(),
  actualReportEndDateTime: z.nullable(z.string()),
});
export type PowerOfAttorney = z.infer<typeof powerOfAttorney>;

/** Spec §2.7: the screen's groups by statusMP — Ny and Väntande are both still to be answered. */
export type PoaGroup = 'pending' | 'active' | 'inactive';
const GROUP_OF: Record<PoaStatus, PoaGroup> = { Ny: 'pending', Väntande: 'pending', Aktiv: 'active', Inaktiv: 'inactive' };
export const poaGroupOf = (status: PoaStatus): PoaGroup => GROUP_OF[status];

/** What the customer may do with a request: approve or reject a pending one, end an active one. */
export const POA_DECISIONS = ['approve', 'reject', 'end'] as const;
export type PoaDecision = (typeof POA_DECISIONS)[number];

export const poaDecisionRequest = z.strictObject({
  decision: z.enum(POA_DECISIONS, { message: 'Beslutet måste vara approve, reject eller end.' }),
});
export type PoaDecisionRequest = z.infer<typeof poaDecisionRequest>;

const byId = z.object({ id: customerId });

export const powerOfAttorneyEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/v1/customers/:id/metervalues/poa',
    summary: 'Fullmakter för mätvärden (data.data[0])',
    params: byId,
    reply: reply.dataFirst(z.array(powerOfAttorney)),
    access: access.read(),
  }),
  /** Only the customer itself decides (spec §6): linked users and staff may look, not answer. */
  decide: endpoint({
    method: 'POST',
    path: '/v1/customers/:id/metervalues/poa/:permissionId/decision',
    summary: 'Godkänn eller avvisa en ny fullmakt, eller avsluta en aktiv (data.data[0] är fullmakten efter beslutet)',
    params: z.extend(byId, { permissionId: z.string().check(z.regex(/^[A-Za-z0-9-]{1,64}$/, { message: 'Fullmaktens identitet är ogiltig.' })) }),
    body: poaDecisionRequest,
    reply: reply.dataFirst(powerOfAttorney),
    access: access.change(),
    // The demo customer's new request (demo-source/world/powers-of-attorney.ts numbers them by customer number).
  }),
};
