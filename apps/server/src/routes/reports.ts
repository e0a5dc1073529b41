import { customerId, dataEnvelope, downloadToken, report } from '@mina-sidor/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authorizeCustomer } from '../auth/policy.ts';
import { notFound } from '../http-error.ts';
import { createDownloadToken, listReports, reportExists } from '../repositories/reports.ts';
import type { RouteOptions } from './route-options.ts';

const params = z.object({ id: customerId });

/** Reports are hidden for linked users (spec §6): they need restricted-read. */
export const reportRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { db, writeLimit, downloadTokenTtlSeconds }) => {
  app.get(
    '/api/v2/customers/:id/reports',
    { schema: { summary: 'Kundens färdiga rapporter', params, response: { 200: dataEnvelope(report) } } },
    async (request) => {
      await authorizeCustomer(db, request.caller, request.params.id, 'restricted-read', 'reports.read');
      return { data: await listReports(db, request.params.id) };
    },
  );

  app.post(
    '/api/v2/customers/:id/reports/:reportId/download-token',
    {
      config: { rateLimit: writeLimit },
      schema: {
        summary: 'Skapa en nedladdningslänk (engångs, tidsbegränsad) till en rapport',
        params: params.extend({ reportId: z.string().regex(/^[A-Z0-9-]{1,64}$/, { message: 'Rapportens identitet är ogiltig.' }) }),
        response: { 201: dataEnvelope(downloadToken) },
      },
    },
    async (request, reply) => {
      const { id, reportId } = request.params;
      await authorizeCustomer(db, request.caller, id, 'restricted-read', 'report.download-token');
      if (!(await reportExists(db, id, reportId))) throw notFound('Rapporten hittades inte.');
      const { token, expiresAt } = await createDownloadToken(db, {
        reportId,
        customerId: id,
        createdBy: request.caller.subject,
        ttlSeconds: downloadTokenTtlSeconds,
      });
      return reply.code(201).send({ data: [{ token, expiresAt: expiresAt.toISOString(), url: `/ladda-ner/${token}` }] });
    },
  );
};
