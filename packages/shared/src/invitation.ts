import { z } from 'zod';
import { access, endpoint, reply } from './endpoint.ts';
import { invitationCode } from './invitation-code.ts';

export const invitation = z.object({
  code: z.string(),
  customerName: z.string(),
  invitedEmail: z.string(),
  createdAt: z.string(),
});
export type Invitation = z.infer<typeof invitation>;

const params = z.object({ code: invitationCode });

/** Invitations to view a customer's account (/bekrafta_konto/{code}): the code is the capability. */
export const invitationEndpoints = {
  detail: endpoint({
    method: 'GET',
    path: '/v2/invitations/:code',
    summary: 'En öppen inbjudan till ett kundkonto',
    params,
    reply: reply.dataFirst(invitation),
    access: access.signedIn,
    example: () => ({ params: { code: 'aW5iamRlbW8yMDI2' } }),
  }),
  accept: endpoint({
    method: 'POST',
    path: '/v2/invitations/:code/accept',
    summary: 'Tacka ja till en inbjudan: inloggningen blir länkad användare',
    params,
    reply: reply.dataFirst(z.object({ customerId: z.string() })),
    access: access.signedIn,
    // A code nobody holds, so the sweeping tests change nothing.
    example: () => ({ params: { code: 'bm9ib2R5' } }),
  }),
};
