import { dataEnvelope, invitation, invitationCode } from '@mina-sidor/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { acceptInvitation, findInvitation } from '../repositories/invitations.ts';
import type { RouteOptions } from './route-options.ts';

const params = z.object({ code: invitationCode });

/** Invitations to view a customer's account (/bekrafta_konto/{code}). */
export const invitationRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { db, writeLimit }) => {
  app.get(
    '/api/v2/invitations/:code',
    { schema: { summary: 'En öppen inbjudan till ett kundkonto', params, response: { 200: dataEnvelope(invitation) } } },
    async (request) => ({ data: [await findInvitation(db, request.params.code)] }),
  );

  app.post(
    '/api/v2/invitations/:code/accept',
    {
      config: { rateLimit: writeLimit },
      schema: { summary: 'Tacka ja till en inbjudan: inloggningen blir länkad användare', params, response: { 200: dataEnvelope(z.object({ customerId: z.string() })) } },
    },
    async (request) => ({ data: [await db.transaction().execute((trx) => acceptInvitation(trx, request.caller, request.params.code))] }),
  );
};
