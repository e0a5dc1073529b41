import { customerSearchHit, customerSearchQuery, dataEnvelope } from '@mina-sidor/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isStaff } from '../auth/caller.ts';
import type { RouteOptions } from './route-options.ts';
import { forbidden } from '../http-error.ts';
import { searchCustomers } from '../repositories/customers.ts';

export const staffRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { db }) => {
  app.get(
    '/api/v2/staff/customers',
    {
      schema: {
        summary: 'Kundsök för kundservice och administratörer',
        querystring: customerSearchQuery,
        response: { 200: dataEnvelope(customerSearchHit) },
      },
    },
    async (request) => {
      if (!isStaff(request.caller)) throw forbidden('Kundsök är bara för kundservice och administratörer.');
      return { data: await searchCustomers(db, request.query.q) };
    },
  );
};
