import { randomUUID } from 'node:crypto';
import { disruptionEndpoints } from '@mina-sidor/shared/disruption';
import { notFound } from '../../http/http-error.ts';
import { route, type Module } from '../../http/module.ts';
import { queueNotices } from './notices.ts';
import { customerDisruptions, findDisruptionForUpdate, insertDisruption, updateDisruption } from './repository.ts';
import { noticeKind, postalPrefix, published, sameNotice } from './rules.ts';

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
      const input = { ...body, postalCodePrefix: postalPrefix(body.postalCodePrefix) };
      const disruptionId = `D-${randomUUID()}`;
      const now = new Date();
      const queued = await db.transaction().execute(async (trx) => {
        await insertDisruption(trx, { disruptionId, input, by: caller.subject, at: now });
        const kind = noticeKind(null, input, now);
        return kind ? queueNotices(trx, deps, { disruptionId, revision: 1, kind, before: null, after: input, now }) : 0;
      });
      return published(disruptionId, input, 1, queued, now);
    }),
    route(disruptionEndpoints.update, async ({ db, params, body, caller }) =>
      db.transaction().execute(async (trx) => {
        const { disruptionId } = params;
        const current = await findDisruptionForUpdate(trx, disruptionId);
        if (!current) throw notFound('Avbrottet hittades inte.');
        const input = { ...body, postalCodePrefix: postalPrefix(body.postalCodePrefix) };
        const now = new Date();
        if (sameNotice(current.input, input)) return published(disruptionId, current.input, current.revision, 0, now);
        const revision = current.revision + 1;
        await updateDisruption(trx, { disruptionId, input, revision, by: caller.subject, at: now });
        const kind = noticeKind(current.input, input, now);
        const queued = kind ? await queueNotices(trx, deps, { disruptionId, revision, kind, before: current.input, after: input, now }) : 0;
        return published(disruptionId, input, revision, queued, now);
      }),
    ),
  ],
};
