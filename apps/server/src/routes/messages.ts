import { dataEnvelope, message, messagesQuery, newMessage } from '@mina-sidor/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authorizeCustomer } from '../auth/policy.ts';
import { createMessage, listMessages } from '../repositories/messages.ts';
import type { RouteOptions } from './route-options.ts';

export const messageRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { db, writeLimit }) => {
  app.get(
    '/api/v1/messages',
    { schema: { summary: 'Kundens meddelanden (data.data[0])', querystring: messagesQuery, response: { 200: dataEnvelope(z.array(message)) } } },
    async (request) => {
      await authorizeCustomer(db, request.caller, request.query.customerId, 'read', 'messages.read');
      return { data: [await listMessages(db, request.query.customerId)] };
    },
  );

  app.post(
    '/api/v1/messages',
    { config: { rateLimit: writeLimit }, schema: { summary: 'Skicka ett meddelande om fjärrvärmeavtal', body: newMessage, response: { 201: dataEnvelope(message) } } },
    async (request, reply) => {
      await authorizeCustomer(db, request.caller, request.body.customerId, 'change', 'message.send');
      const created = await createMessage(db, request.body);
      return reply.code(201).send({ data: [created] });
    },
  );
};
