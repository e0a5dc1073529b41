import { customerId, dataEnvelope, invoice, overview, overviewQuery } from '@mina-sidor/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authorizeCustomer } from '../auth/policy.ts';
import { notFound } from '../http-error.ts';
import { countUnreadMessages, currentDisruptions, listInvoices, monthComparisons } from '../repositories/overview.ts';
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
      await authorizeCustomer(db, request.caller, id, 'read', 'overview.read');
      const facility = await db
        .selectFrom('facilities')
        .select('facility_key')
        .where('customer_id', '=', id)
        .$if(request.query.facilityKey !== undefined, (q) => q.where('facility_key', '=', request.query.facilityKey!))
        .orderBy('sort_order')
        .executeTakeFirst();
      if (request.query.facilityKey && !facility) throw notFound('Anläggningen hittades inte.');
      const [consumption, invoices, unreadMessages, disruptions] = await Promise.all([
        facility ? monthComparisons(db, facility.facility_key) : [],
        listInvoices(db, id, 1),
        countUnreadMessages(db, id),
        facility ? currentDisruptions(db, facility.facility_key) : [],
      ]);
      return { data: [{ facilityKey: facility?.facility_key ?? null, consumption, latestInvoice: invoices[0] ?? null, unreadMessages, disruptions }] };
    },
  );
};
