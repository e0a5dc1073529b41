import { customerId, dataEnvelope, invoice, overview, overviewQuery } from '@mina-sidor/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authorizeCustomer } from '../auth/policy.ts';
import { notFound } from '../http-error.ts';
import { countUnreadMessages, currentDisruptions, hasAccount, listInvoices, monthComparisons, propertyOf } from '../repositories/overview.ts';
import type { RouteOptions } from './route-options.ts';

const params = z.object({ id: customerId });

export const overviewRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { db }) => {
  app.get(
    '/api/v2/customers/:id/invoices',
    { schema: { summary: 'Kundens fakturor, nyaste först (belopp i öre)', params, response: { 200: dataEnvelope(invoice) } } },
    async (request) => {
      await authorizeCustomer(db, request.caller, request.params.id, 'read', 'invoices.read');
      return { data: await listInvoices(db, request.params.id) };
    },
  );

  app.get(
    '/api/v2/customers/:id/overview',
    {
      schema: {
        summary: 'Översikten: senaste hela månadens förbrukning mot samma månad i fjol, senaste fakturan, olästa meddelanden, aktuella avbrott',
        params,
        querystring: overviewQuery,
        response: { 200: dataEnvelope(overview) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { customerAccountId } = request.query;
      await authorizeCustomer(db, request.caller, id, 'read', 'overview.read');
      const [property, accountFound] = await Promise.all([
        propertyOf(db, id, request.query),
        customerAccountId === undefined ? true : hasAccount(db, id, customerAccountId),
      ]);
      if (!property) throw notFound('Anläggningen hittades inte.');
      if (!accountFound) throw notFound('Kontot hittades inte.');
      const [consumption, invoices, unreadMessages, disruptions] = await Promise.all([
        monthComparisons(db, property.facilityKeys),
        listInvoices(db, id, { limit: 1, customerAccountId }),
        countUnreadMessages(db, id),
        currentDisruptions(db, property.facilityKeys),
      ]);
      return { data: [{ facilityKey: property.facilityKey, groupId: property.groupId, consumption, latestInvoice: invoices[0] ?? null, unreadMessages, disruptions }] };
    },
  );
};
