import { panelParticipation, panelQuery, panelSignup } from '@mina-sidor/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authorizeCustomer, customerIdByNumber } from '../auth/policy.ts';
import { findParticipation, setParticipation } from '../repositories/panel.ts';
import type { RouteOptions } from './route-options.ts';

const params = z.object({ id: z.string().regex(/^\d{1,20}$/, { message: 'Kundnumret måste bestå av siffror.' }) });

/** Customer panel participation, addressed by customer number as in spec §7. */
export const panelRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { db, writeLimit }) => {
  app.get(
    '/api/v1/customers/:id/panel-participation',
    { schema: { summary: 'Deltar kunden i kundpanelen (participationStatus)', params, querystring: panelQuery, response: { 200: panelParticipation } } },
    async (request) => {
      const id = await customerIdByNumber(db, request.params.id);
      await authorizeCustomer(db, request.caller, id, 'read', 'panel.read');
      return findParticipation(db, request.params.id);
    },
  );

  app.put(
    '/api/v2/customers/:id/panel-participation',
    {
      config: { rateLimit: writeLimit },
      schema: { summary: 'Gå med i (eller lämna) kundpanelen', params, querystring: panelQuery, body: panelSignup, response: { 200: panelParticipation } },
    },
    async (request) => {
      const id = await customerIdByNumber(db, request.params.id);
      await authorizeCustomer(db, request.caller, id, 'change', 'panel.update');
      return db.transaction().execute((trx) => setParticipation(trx, id, request.params.id, request.body));
    },
  );
};
