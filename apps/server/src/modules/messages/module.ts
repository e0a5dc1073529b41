import { messageEndpoints } from '@mina-sidor/shared/message';
import { notFound } from '../../http/http-error.ts';
import { route, type Module } from '../../http/module.ts';
import { createMessage, hasHeatingFacility, listMessages, markMessageRead } from './repository.ts';

export const messagesModule: Module = {
  name: 'messages',
  routes: ({ events }) => [
    route(messageEndpoints.list, async ({ db, query }) => listMessages(db, query.customerId)),
    // A customer's message is a request to sign a district heating agreement (decision 0027): the provider acts on it.
    route(messageEndpoints.send, async ({ db, body }) =>
      db.transaction().execute(async (trx) => {
        // The provider signs for the substation named: it must be one of the customer's, as the form offers.
        // Another customer's facility is answered like an unknown one, so facility keys cannot be probed.
        const facilityKey = body.facilityKey ?? null;
        if (facilityKey !== null && !(await hasHeatingFacility(trx, body.customerId, facilityKey))) {
          throw notFound('Anläggningen hittades inte eller har ingen fjärrvärme.');
        }
        const { message, created } = await createMessage(trx, body);
        const data = { messageId: message.messageId, facilityKey, subject: body.subject, body: body.body };
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
};
