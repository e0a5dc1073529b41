import { messageEndpoints } from '@mina-sidor/shared/message';
import { route, type Module } from '../../http/module.ts';
import { demoMessages } from './demo-data.ts';
import { createMessage, listMessages } from './repository.ts';

export const messagesModule: Module = {
  name: 'messages',
  routes: () => [
    route(messageEndpoints.list, async ({ db, query }) => listMessages(db, query.customerId)),
    route(messageEndpoints.send, async ({ db, body }) => createMessage(db, body)),
  ],
  demoRows: demoMessages,
};
