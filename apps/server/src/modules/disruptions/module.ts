import { randomUUID } from 'node:crypto';
import { disruptionEndpoints } from '@mina-sidor/shared/disruption';
import { notFound } from '../../http/http-error.ts';
import { route, type Module } from '../../http/module.ts';
import { storePublication, tellRecipients } from './publication.ts';
import { customerDisruptions, findDisruptionForUpdate } from './repository.ts';
import { published } from './rules.ts';

/**
 * Disruptions in the facilities' areas: the disruption information (/avisering-vid-avbrott and the
 * overview), published and changed by customer service; the recipients in the area are told by SMS
 * and e-mail.
 */
export const disruptionsModule: Module = {
  name: 'disruptions',
  routes: (deps) => [
    route(disruptionEndpoints.list, async ({ db, params }) => customerDisruptions(db, params.id)),
    // A disruption and its notices are one transaction: no notice of what was not stored, nothing stored untold.
    route(disruptionEndpoints.create, async ({ db, body, caller }) => {
      const disruptionId = `D-${randomUUID()}`;
      const now = new Date();
      return db.transaction().execute(async (trx) => {
        const publication = await storePublication(trx, undefined, { disruptionId, input: body, by: caller.subject, at: now });
        return published(disruptionId, publication.input, publication.revision, await tellRecipients(trx, deps, publication, now), now);
      });
    }),
    route(disruptionEndpoints.update, async ({ db, params, body, caller }) =>
      db.transaction().execute(async (trx) => {
        const { disruptionId } = params;
        const current = await findDisruptionForUpdate(trx, disruptionId);
        if (!current) throw notFound('Avbrottet hittades inte.');
        const now = new Date();
        const publication = await storePublication(trx, current, { disruptionId, input: body, by: caller.subject, at: now });
        return published(disruptionId, publication.input, publication.revision, await tellRecipients(trx, deps, publication, now), now);
      }),
    ),
  ],
};
