import { contract, contractDetails, contractQuery, customerId, groupedContracts } from '@mina-sidor/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authorizeCustomer } from '../auth/policy.ts';
import { notFound } from '../http-error.ts';
import { findContractDetails, groupByUtilityType, listContracts } from '../repositories/contracts.ts';
import type { RouteOptions } from './route-options.ts';

const params = z.object({ id: customerId });

export const contractRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { db }) => {
  app.get(
    '/api/v1/customers/:id/contracts',
    { schema: { summary: 'Kundens avtal (data[0])', params, querystring: contractQuery, response: { 200: z.array(z.array(contract)) } } },
    async (request) => {
      await authorizeCustomer(db, request.caller, request.params.id, 'read', 'contracts.read');
      return [await listContracts(db, request.params.id, request.query)];
    },
  );

  app.get(
    '/api/v1/customers/:id/contracts/grouped',
    { schema: { summary: 'Kundens avtal grupperade per nyttighetstyp (data[0])', params, querystring: contractQuery, response: { 200: z.array(groupedContracts) } } },
    async (request) => {
      await authorizeCustomer(db, request.caller, request.params.id, 'read', 'contracts.read');
      return [groupByUtilityType(await listContracts(db, request.params.id, request.query))];
    },
  );

  app.get(
    '/api/v1/customers/:id/contracts/:contractId/details',
    {
      schema: {
        summary: 'Avtalsdetaljer (hela svaret); fel betyder inga detaljer',
        params: params.extend({ contractId: z.string().regex(/^K\d{1,20}$/, { message: 'Avtalsnumret är ogiltigt.' }) }),
        response: { 200: contractDetails },
      },
    },
    async (request) => {
      await authorizeCustomer(db, request.caller, request.params.id, 'read', 'contract-details.read');
      const details = await findContractDetails(db, request.params.id, request.params.contractId);
      if (!details) throw notFound('Avtalet hittades inte.');
      return details;
    },
  );
};
