import { panelEndpoints } from '@mina-sidor/shared/panel';
import { HttpError } from '../../http/http-error.ts';
import { route, type Module } from '../../http/module.ts';
import { findPanelContact, findParticipation, saveParticipation } from './repository.ts';
import { panelChange } from './rules.ts';

const REFUSALS = {
  excluded: new HttpError(409, 'panel_excluded', 'Du kan inte gå med i kundpanelen.'),
  'email-missing': new HttpError(400, 'invalid_request', 'Ange en mejladress'),
};

/** Customer panel participation, addressed by customer number as in spec §7. */
export const panelModule: Module = {
  name: 'panel',
  routes: () => [
    route(panelEndpoints.participation, async ({ db, params }) => findParticipation(db, params.id)),
    route(panelEndpoints.setParticipation, async ({ db, params, body, customerId }) =>
      db.transaction().execute(async (trx) => {
        const [current, contact] = await Promise.all([findParticipation(trx, params.id), findPanelContact(trx, customerId!)]);
        const change = panelChange(current.participationStatus, body, contact.email);
        if (!change.ok) throw REFUSALS[change.reason];
        await saveParticipation(trx, params.id, {
          status: change.status,
          email: change.email,
          phoneNumber: body.phoneNumber ?? null,
          displayName: body.displayName ?? contact.display_name,
        });
        return { participationStatus: change.status };
      }),
    ),
  ],
};
