import { contactDetailsEndpoints } from '@mina-sidor/shared/contact-details';
import { customerEndpoints } from '@mina-sidor/shared/customer';
import { found } from '../../http/http-error.ts';
import { route, type Module } from '../../http/module.ts';
import { findCustomer, findParentOrganization, listFacilities, listSpecialTimeSeries, updateContact } from './repository.ts';

const CUSTOMER_MISSING = 'Kunden hittades inte.';

export const customersModule: Module = {
  name: 'customers',
  routes: ({ events }) => [
    route(customerEndpoints.detail, async ({ db, params }) => found(await findCustomer(db, params.id), CUSTOMER_MISSING)),
    route(customerEndpoints.parentOrganization, async ({ db, params }) =>
      found(await findParentOrganization(db, params.id), 'Kunden har ingen moderorganisation.'),
    ),
    route(customerEndpoints.facilities, async ({ db, params, query }) => ({ items: (await listFacilities(db, params.id)).slice(0, query.pageSize) })),
    route(contactDetailsEndpoints.updateCustomer, async ({ db, params, body }) => {
      await db.transaction().execute(async (trx) => {
        const customerAccountId = await updateContact(trx, params.id, body);
        await events.record(trx, { type: 'se.minasidor.contact-details.changed', customerId: params.id, data: { ...body, customerAccountId } });
      });
      return found(await findCustomer(db, params.id), CUSTOMER_MISSING);
    }),
    route(customerEndpoints.specialTimeSeries, async ({ db, params }) => listSpecialTimeSeries(db, params.id)),
  ],
};
