import { randomUUID } from 'node:crypto';
import { powerHubEndpoints } from '@mina-sidor/shared/power-hub';
import { HttpError, notFound } from '../../http/http-error.ts';
import { route, type Module } from '../../http/module.ts';
import { sendEmail } from '../mail/index.ts';
import { addOrder, facilityForOrder, listPowerHubFacilities } from './repository.ts';
import { mayOrder, orderConfirmationEmail } from './rules.ts';

/**
 * Beställ Power Hub (spec §2.6, §6): the real-time device for a facility with
 * electricity. One open order per facility; the order and its confirmation e-mail are one
 * transaction: no order without its mail, no mail about an order that was rolled back.
 */
export const powerHubModule: Module = {
  name: 'power-hub',
  routes: ({ jobs, events }) => [
    route(powerHubEndpoints.list, async ({ db, params }) => listPowerHubFacilities(db, params.id)),
    route(powerHubEndpoints.order, async ({ db, params, body, caller }) =>
      db.transaction().execute(async (trx) => {
        // Another customer's facility is answered like an unknown one, so facility keys cannot be probed.
        const facility = await facilityForOrder(trx, params.id, params.facilityKey);
        if (!facility) throw notFound('Anläggningen hittades inte eller har ingen el.');
        if (!mayOrder(facility.orders)) {
          throw new HttpError(
            409,
            'order_open',
            'Det finns redan en pågående beställning av Power Hub för den här anläggningen. Du kan beställa igen när den har levererats.',
          );
        }
        const orderId = randomUUID();
        const order = await addOrder(trx, {
          order_id: orderId,
          customer_id: params.id,
          facility_key: params.facilityKey,
          status: 'received',
          street: body.deliveryAddress.street,
          postal_code: body.deliveryAddress.postalCode,
          city: body.deliveryAddress.city,
          contact_name: body.contact.name,
          contact_email: body.contact.email,
          contact_mobile: body.contact.mobilePhone,
          ordered_by: caller.subject,
          ordered_at: new Date(),
        });
        const mail = orderConfirmationEmail({ facilityName: facility.displayName, order: body, orderId });
        await jobs.send(sendEmail, { to: body.contact.email, ...mail }, trx);
        await events.record(trx, {
          type: 'se.minasidor.power-hub.ordered',
          customerId: params.id,
          data: { orderId, facilityKey: params.facilityKey, ...body },
        });
        return order;
      }),
    ),
  ],
};
