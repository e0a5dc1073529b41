import { dataEnvelope, feedback } from '@mina-sidor/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authorizeCustomer } from '../auth/policy.ts';
import type { RouteOptions } from './route-options.ts';

/** Feedback on a page from the widget in every page's footer (spec §2.9). */
export const feedbackRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { db, writeLimit }) => {
  app.post(
    '/api/v2/feedback',
    { config: { rateLimit: writeLimit }, schema: { summary: 'Lämna synpunkter på en sida', body: feedback, response: { 201: dataEnvelope(z.object({ feedbackId: z.string() })) } } },
    async (request, reply) => {
      const viewed = request.body.customerId ?? request.caller.customerId;
      // Only a customer the caller may see can be named, so feedback cannot probe customer numbers.
      if (viewed !== null && viewed !== request.caller.customerId) await authorizeCustomer(db, request.caller, viewed, 'read', 'feedback.create');
      const row = await db
        .insertInto('feedback')
        .values({
          actor_subject: request.caller.subject,
          customer_id: viewed,
          page: request.body.page,
          thumbs: request.body.thumbs,
          optional_text: request.body.optionalText?.trim() || null,
          page_variant: request.body.page_variant ?? null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return reply.code(201).send({ data: [{ feedbackId: String(row.id) }] });
    },
  );
};
