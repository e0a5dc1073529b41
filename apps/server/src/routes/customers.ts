import { customer, customerId, dataEnvelope } from '@mina-sidor/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authorizeCustomerRead } from '../auth/policy.ts';
import type { Db } from '../db/connection.ts';
import { notFound } from '../http-error.ts';
import { findCustomer } from '../repositories/customers.ts';

export const customerRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/v2/customers/:id',
    {
      schema: {
        summary: 'Kunden (spec §7: data.data[0] är kunden)',
        params: z.object({ id: customerId }),
        response: { 200: dataEnvelope(customer) },
      },
    },
    async (request) => {
      const { id } = request.params;
      await authorizeCustomerRead(db, request.caller, id, 'customer.read');
      const found = await findCustomer(db, id);
      if (!found) throw notFound('Kunden hittades inte.');
      return { data: [found] };
    },
  );
};
