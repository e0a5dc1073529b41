import { randomBytes } from 'node:crypto';
import { mayHaveLinkedUsers } from '@mina-sidor/shared';
import { invitationEndpoints } from '@mina-sidor/shared/invitation';
import { HttpError } from '../../http/http-error.ts';
import { route, type Module } from '../../http/module.ts';
import { demoInvitations } from './demo-data.ts';
import { sendEmail } from '../mail/jobs.ts';
import { acceptInvitation, createInvitation, findInvitation, findInvitingCustomer, findUserId } from './repository.ts';
import { invitationEmail, invitationExpiry, isOpen, maskEmail } from './rules.ts';

const notOpen = () => new HttpError(404, 'not_found', 'Inbjudan finns inte eller har redan använts.');

async function openInvitation(...args: Parameters<typeof findInvitation>) {
  const invitation = await findInvitation(...args);
  if (!invitation || !isOpen(invitation, new Date())) throw notOpen();
  return invitation;
}

/** Invitations to view a customer's account (/bekrafta_konto/{code}); the code is the capability. */
export const invitationsModule: Module = {
  name: 'invitations',
  routes: ({ config, jobs }) => [
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
        const invitation = await openInvitation(trx, params.code);
        const userId = await findUserId(trx, caller.subject);
        if (!userId) throw new HttpError(404, 'account_not_found', 'Ditt konto hittades inte.');
        if (caller.customerId === invitation.customerId) throw new HttpError(409, 'already_customer', 'Du är redan kund på det här kontot.');
        await acceptInvitation(trx, { code: params.code, userId, customerId: invitation.customerId });
        return { customerId: invitation.customerId };
      }),
    ),
  ],
  demoRows: demoInvitations,
};
