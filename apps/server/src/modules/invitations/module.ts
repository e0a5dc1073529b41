import { randomBytes } from 'node:crypto';
import { mayHaveLinkedUsers } from '@mina-sidor/shared';
import { invitationEndpoints } from '@mina-sidor/shared/invitation';
import { HttpError } from '../../http/http-error.ts';
import { route, type Module } from '../../http/module.ts';
import { sendEmail } from '../mail/index.ts';
import { claimInvitation, createInvitation, findInvitation, findInvitingCustomer, findUserId, linkUser } from './repository.ts';
import { invitationEmail, invitationExpiry, invitationState, maskEmail, type InvitationState } from './rules.ts';

const notOpen = () => new HttpError(404, 'not_found', 'Inbjudan finns inte eller har redan använts.');
/** Why an invitation that exists cannot be accepted; the code is the capability, so its holder may know. */
const CLOSED: Record<Exclude<InvitationState, 'open'>, () => HttpError> = {
  used: () => new HttpError(409, 'invitation_used', 'Inbjudan har redan använts. Be den som bjöd in dig om en ny inbjudan.'),
  expired: () => new HttpError(410, 'invitation_expired', 'Inbjudan har gått ut. Be den som bjöd in dig om en ny inbjudan.'),
};

async function openInvitation(...args: Parameters<typeof findInvitation>) {
  const invitation = await findInvitation(...args);
  if (!invitation || invitationState(invitation, new Date()) !== 'open') throw notOpen();
  return invitation;
}

/** Invitations to view a customer's account (/bekrafta_konto/{code}); the code is the capability. */
export const invitationsModule: Module = {
  name: 'invitations',
  routes: ({ config, jobs, events }) => [
    // The invitation and its e-mail are one transaction: no invitation without its mail, no mail without its invitation.
    route(invitationEndpoints.send, async ({ db, params, body }) => {
      const customer = await findInvitingCustomer(db, params.id);
      if (!customer) throw new HttpError(404, 'not_found', 'Kunden hittades inte.');
      if (!mayHaveLinkedUsers(customer)) {
        throw new HttpError(422, 'users_not_allowed', 'Användare kan bara bjudas in till företags- och koncernkonton.');
      }
      const code = randomBytes(18).toString('base64url');
      const expiresAt = invitationExpiry(new Date());
      const mail = invitationEmail({ customerName: customer.name, link: `${config.publicUrl}/bekrafta_konto/${code}`, expiresAt });
      await db.transaction().execute(async (trx) => {
        await createInvitation(trx, { code, customerId: params.id, email: body.email, expiresAt });
        await jobs.send(sendEmail, { to: body.email, ...mail }, trx);
      });
      return { email: body.email, expiresAt: expiresAt.toISOString() };
    }),
    route(invitationEndpoints.detail, async ({ db, params }) => {
      const invitation = await openInvitation(db, params.code);
      return {
        code: invitation.code,
        customerName: invitation.customerName,
        invitedEmail: maskEmail(invitation.email),
        createdAt: invitation.createdAt.toISOString(),
      };
    }),
    route(invitationEndpoints.accept, async ({ db, params, caller }) =>
      db.transaction().execute(async (trx) => {
        const now = new Date();
        const invitation = await findInvitation(trx, params.code);
        if (!invitation) throw notOpen();
        const state = invitationState(invitation, now);
        if (state !== 'open') throw CLOSED[state]();
        const userId = await findUserId(trx, caller.subject);
        if (!userId) throw new HttpError(404, 'account_not_found', 'Ditt konto hittades inte.');
        if (caller.customerId === invitation.customerId) throw new HttpError(409, 'already_customer', 'Du är redan kund på det här kontot.');
        // What was read above may be gone by now: the claim decides, and only its winner is linked.
        if (!(await claimInvitation(trx, { code: params.code, userId, now }))) throw CLOSED.used();
        await linkUser(trx, { userId, customerId: invitation.customerId });
        await events.record(trx, { type: 'se.minasidor.company-link.created', customerId: invitation.customerId, data: { userId, via: 'invitation' } });
        return { customerId: invitation.customerId };
      }),
    ),
  ],
};
