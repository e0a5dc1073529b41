import { powerOfAttorneyEndpoints } from '@mina-sidor/shared/power-of-attorney';
import { HttpError, notFound } from '../../http/http-error.ts';
import { route, type Module } from '../../http/module.ts';
import { findPowerOfAttorneyForUpdate, listPowersOfAttorney, saveDecision } from './repository.ts';
import { poaTransition } from './rules.ts';

// Another customer's power of attorney is answered like an unknown one, so ids cannot be probed.
const UNKNOWN = 'Fullmakten hittades inte.';
const REFUSALS = {
  'not-pending': new HttpError(409, 'poa_already_answered', 'Fullmakten är redan besvarad och kan inte godkännas eller avvisas.'),
  'not-active': new HttpError(409, 'poa_not_active', 'Bara en aktiv fullmakt kan avslutas.'),
};

export const powersOfAttorneyModule: Module = {
  name: 'powers-of-attorney',
  routes: ({ events }) => [
    route(powerOfAttorneyEndpoints.list, async ({ db, params }) => listPowersOfAttorney(db, params.id)),
    route(powerOfAttorneyEndpoints.decide, async ({ db, params, body, caller }) =>
      db.transaction().execute(async (trx) => {
        const current = await findPowerOfAttorneyForUpdate(trx, params.id, params.permissionId);
        if (!current) throw notFound(UNKNOWN);
        const now = new Date();
        const change = poaTransition(current.statusMP, body.decision, now);
        if (!change.ok) throw REFUSALS[change.reason];
        const decided = await saveDecision(trx, {
          permissionId: params.permissionId,
          decision: body.decision,
          change,
          decidedBy: caller.subject,
          decidedAt: now,
        });
        const data = { permissionId: params.permissionId, decision: body.decision, status: change.statusMP };
        await events.record(trx, { type: 'se.minasidor.power-of-attorney.decided', customerId: params.id, data });
        return decided;
      }),
    ),
  ],
};
