import { messageEndpoints } from '@mina-sidor/shared/message';
import { notFound } from '../../http/http-error.ts';
import { route, type Module } from '../../http/module.ts';
import { demoMessages } from './demo-data.ts';
import { createMessage, listMessages, markMessageRead } from './repository.ts';

export const messagesModule: Module = {
  name: 'messages',
  routes: ({ events }) => [
    route(messageEndpoints.list, async ({ db, query }) => listMessages(db, query.customerId)),
    // A customer's message is a request to sign a district heating agreement (decision 0027): the provider acts on it.
    route(messageEndpoints.send, async ({ db, body }) =>
      db.transaction().execute(async (trx) => {
        const { message, created } = await createMessage(trx, body);
        const data = { messageId: message.messageId, subject: body.subject, body: body.body };
        if (created) await events.record(trx, { type: 'se.minasidor.district-heating-agreement.requested', customerId: body.customerId, data });
        return message;
      }),
    ),
    route(messageEndpoints.markRead, async ({ db, params, body }) => {
      const message = await markMessageRead(db, body.customerId, params.messageId);
      // Another customer's message is answered like an unknown one.
      if (!message) throw notFound('Meddelandet hittades inte.');
      return message;
    }),
  ],
  demoRows: demoMessages,
};
