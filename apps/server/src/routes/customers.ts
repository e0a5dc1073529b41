import { contactUpdate, customer, customerId, dataEnvelope, facility, organization } from '@mina-sidor/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authorizeCustomer } from '../auth/policy.ts';
import type { Db } from '../db/connection.ts';
import { notFound } from '../http-error.ts';
import { findCustomer, listFacilities, updateContact } from '../repositories/customers.ts';
import { findParentOrganization } from '../repositories/organizations.ts';
import type { RouteOptions } from './route-options.ts';

const params = z.object({ id: customerId });

export const customerRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { db, writeLimit }) => {
  async function loadCustomer(database: Db, id: string) {
    const found = await findCustomer(database, id);
    if (!found) throw notFound('Kunden hittades inte.');
    return found;
  }

  app.get(
    '/api/v2/customers/:id',
    { schema: { summary: 'Kunden (data.data[0])', params, response: { 200: dataEnvelope(customer) } } },
    async (request) => {
      await authorizeCustomer(db, request.caller, request.params.id, 'read', 'customer.read');
      return { data: [await loadCustomer(db, request.params.id)] };
    },
  );

  app.get(
    '/api/v2/customers/:id/organization/parent',
    { schema: { summary: 'Kundens moderorganisation (data.data[0]); 404 betyder ingen', params, response: { 200: dataEnvelope(organization) } } },
    async (request) => {
      await authorizeCustomer(db, request.caller, request.params.id, 'read', 'organization.read');
      const parent = await findParentOrganization(db, request.params.id);
      if (!parent) throw notFound('Kunden har ingen moderorganisation.');
      return { data: [parent] };
    },
  );

  app.get(
    '/api/v2/customers/:id/facilities',
    {
      schema: {
        summary: 'Kundens anläggningar (data.data[0].items)',
        params,
        querystring: z.object({ pageSize: z.coerce.number().int().min(1).max(10000).default(10000) }),
        response: { 200: dataEnvelope(z.object({ items: z.array(facility) })) },
      },
    },
    async (request) => {
      await authorizeCustomer(db, request.caller, request.params.id, 'read', 'facilities.read');
      const items = await listFacilities(db, request.params.id);
      return { data: [{ items: items.slice(0, request.query.pageSize) }] };
    },
  );

  app.put(
    '/api/v2/customers/:id/contact',
    {
      config: { rateLimit: writeLimit },
      schema: { summary: 'Ändra kundens kontaktuppgifter (mejl och mobil)', params, body: contactUpdate, response: { 200: dataEnvelope(customer) } },
    },
    async (request) => {
      await authorizeCustomer(db, request.caller, request.params.id, 'change', 'contact.update');
      await db.transaction().execute((trx) => updateContact(trx, request.params.id, request.body));
      return { data: [await loadCustomer(db, request.params.id)] };
    },
  );
};
