import { messageEndpoints } from '@mina-sidor/shared/message';
import { notFound } from '../../http/http-error.ts';
import { route, type Module } from '../../http/module.ts';
import { demoMessages } from './demo-data.ts';
import { createMessage, listMessages, markMessageRead } from './repository.ts';

export const messagesModule: Module = {
  name: 'messages',
  routes: () => [
    route(messageEndpoints.list, async ({ db, query }) => listMessages(db, query.customerId)),
    route(messageEndpoints.send, async ({ db, body }) => createMessage(db, body)),
    route(messageEndpoints.markRead, async ({ db, params, body }) => {
      const message = await markMessageRead(db, body.customerId, params.messageId);
      // Another customer's message is answered like an unknown one.
      if (!message) throw notFound('Meddelandet hittades inte.');
      return message;
    }),
  ],
  demoRows: demoMessages,
};
