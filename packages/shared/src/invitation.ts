import { z } from 'zod/mini';
import { email } from './contact.ts';
import { customerId } from './customer.ts';
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

/** An invitation sent: to whom, and until when its link can be used. */
export const sentInvitation = z.object({ email: z.string(), expiresAt: z.string() });
export type SentInvitation = z.infer<typeof sentInvitation>;

/** Invitations to view a customer's account (/bekrafta_konto/{code}): the code is the capability. */
export const invitationEndpoints = {
  detail: endpoint({
    method: 'GET',
    path: '/v2/invitations/:code',
    summary: 'En öppen inbjudan till ett kundkonto',
    params,
    reply: reply.dataFirst(invitation),
    access: access.signedIn,
  }),
  accept: endpoint({
    method: 'POST',
    path: '/v2/invitations/:code/accept',
    summary: 'Tacka ja till en inbjudan: inloggningen blir länkad användare',
    params,
    reply: reply.dataFirst(z.object({ customerId: z.string() })),
    access: access.signedIn,
    // A code nobody holds, so the sweeping tests change nothing.
  }),
  send: endpoint({
    method: 'POST',
    path: '/v2/account/customer/:id/users/invitations',
    summary: 'Bjud in en användare att se kundens sidor: ett mejl med en inbjudningslänk som gäller en gång',
    params: z.object({ id: customerId }),
    body: z.object({ email }),
    reply: reply.dataFirst(sentInvitation),
    access: access.change(),
  }),
};
