import { customerId, dataEnvelope, powerOfAttorney, specialTimeSeriesGroup } from '@mina-sidor/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authorizeCustomer } from '../auth/policy.ts';
import { listSpecialTimeSeries } from '../repositories/organizations.ts';
import { listPowersOfAttorney } from '../repositories/powers-of-attorney.ts';
import type { RouteOptions } from './route-options.ts';

const params = z.object({ id: customerId });

export const customerDataRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { db }) => {
  app.get(
    '/api/v1/customers/:id/metervalues/poa',
    { schema: { summary: 'Fullmakter för mätvärden (data.data[0])', params, response: { 200: dataEnvelope(z.array(powerOfAttorney)) } } },
    async (request) => {
      await authorizeCustomer(db, request.caller, request.params.id, 'read', 'poa.read');
      return { data: [await listPowersOfAttorney(db, request.params.id)] };
    },
  );

  app.get(
    '/api/v1/customers/:id/specialtimeseries',
    { schema: { summary: 'Särskilda tidsserier (data[0][].timeSeries)', params, response: { 200: z.array(z.array(specialTimeSeriesGroup)) } } },
    async (request) => {
      await authorizeCustomer(db, request.caller, request.params.id, 'read', 'specialtimeseries.read');
      return [await listSpecialTimeSeries(db, request.params.id)];
    },
  );
};
