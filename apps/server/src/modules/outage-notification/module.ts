import { randomUUID } from 'node:crypto';
import { MAX_RECIPIENTS_PER_FACILITY, outageNotificationEndpoints } from '@mina-sidor/shared/outage-notification';
import { HttpError, notFound } from '../../http/http-error.ts';
import { route, type Module } from '../../http/module.ts';
import { addRecipient, facilityForUpdate, listFacilityRecipients, removeRecipient } from './repository.ts';
import { admitRecipient, storedAddress } from './rules.ts';

// Another customer's facility is answered like an unknown one, so facility keys cannot be probed.
const UNKNOWN_FACILITY = 'Anläggningen hittades inte.';
const REFUSALS = {
  duplicate: new HttpError(409, 'recipient_exists', 'Mottagaren finns redan för den här anläggningen.'),
  full: new HttpError(
    422,
    'too_many_recipients',
    `En anläggning kan ha högst ${MAX_RECIPIENTS_PER_FACILITY} mottagare. Ta bort en mottagare innan du lägger till en ny.`,
  ),
};

/**
 * Avisering vid avbrott (spec §2.6, §3.9): who is told of outages at each facility, by SMS or
 * e-mail. Who added and removed a recipient, and when, is kept on its row.
 */
export const outageNotificationModule: Module = {
  name: 'outage-notification',
  routes: ({ events }) => [
    route(outageNotificationEndpoints.list, async ({ db, params }) => listFacilityRecipients(db, params.id)),
    route(outageNotificationEndpoints.add, async ({ db, params, body, caller }) =>
      db.transaction().execute(async (trx) => {
        const facility = await facilityForUpdate(trx, params.id, params.facilityKey);
        if (!facility) throw notFound(UNKNOWN_FACILITY);
        const candidate = { channel: body.channel, address: storedAddress(body) };
        const admission = admitRecipient(facility.recipients, candidate);
        if (!admission.ok) throw REFUSALS[admission.reason];
        const recipientId = randomUUID();
        const added = await addRecipient(trx, {
          recipientId,
          customerId: params.id,
          facilityKey: params.facilityKey,
          ...candidate,
          by: caller.subject,
          at: new Date(),
        });
        const data = { facilityKey: params.facilityKey, change: 'added' as const, recipient: { recipientId, ...candidate } };
        await events.record(trx, { type: 'se.minasidor.outage-notification-recipients.changed', customerId: params.id, data });
        return added;
      }),
    ),
    route(outageNotificationEndpoints.remove, async ({ db, params, caller }) => {
      const { id: customerId, facilityKey, recipientId } = params;
      await db.transaction().execute(async (trx) => {
        const removed = await removeRecipient(trx, { customerId, facilityKey, recipientId, by: caller.subject, at: new Date() });
        if (!removed) throw notFound('Mottagaren hittades inte.');
        const data = { facilityKey, change: 'removed' as const, recipient: { recipientId, ...removed } };
        await events.record(trx, { type: 'se.minasidor.outage-notification-recipients.changed', customerId, data });
      });
    }),
  ],
};
