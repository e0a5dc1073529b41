import { hanPortEndpoints } from '@mina-sidor/shared/han-port';
import { found } from '../../http/http-error.ts';
import { route, type Module } from '../../http/module.ts';
import { findHanPort, listHanPorts, requestHanPort } from './repository.ts';
import { activationOf } from './rules.ts';

// Another customer's meter is answered like an unknown one, so metering point ids cannot be probed.
const UNKNOWN_METER = 'Mätpunkten hittades inte.';

/**
 * HAN-port: the customer port of each electricity meter, inactive, requested or
 * active. A request is idempotent: asked again, the port is answered as it is.
 */
export const hanPortModule: Module = {
  name: 'han-port',
  routes: ({ events }) => [
    route(hanPortEndpoints.list, async ({ db, params }) => listHanPorts(db, params.id)),
    route(hanPortEndpoints.activate, async ({ db, params, caller }) =>
      db.transaction().execute(async (trx) => {
        const port = found(await findHanPort(trx, params.id, params.meteringPointId), UNKNOWN_METER);
        // The grid operator switches the port on: told once, by the request that stored it.
        const requested =
          activationOf(port.status).write && (await requestHanPort(trx, { meteringPointId: port.meteringPointId, by: caller.subject, at: new Date() }));
        if (requested) {
          const data = { meteringPointId: port.meteringPointId, meterNumber: port.meterNumber, facilityKey: port.facilityKey };
          await events.record(trx, { type: 'se.minasidor.han-port.activation-requested', customerId: params.id, data });
        }
        return found(await findHanPort(trx, params.id, params.meteringPointId), UNKNOWN_METER);
      }),
    ),
  ],
};
