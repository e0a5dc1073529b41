import { contactDetailsEndpoints } from '@mina-sidor/shared/contact-details';
import { accountEndpoints } from '@mina-sidor/shared/account';
import type { Caller } from '../../auth/caller.ts';
import { readableCustomerIds } from '../../auth/policy.ts';
import type { Db } from '../../db/connection.ts';
import { found, HttpError } from '../../http/http-error.ts';
import { route, type Module } from '../../http/module.ts';
import { findAccount, findAccountOfCustomer, linkCompany, removeLinkedUser, updateAccountPhone, type CompanyLink } from './repository.ts';
import { representsOrganisation, withReadableLinks } from './rules.ts';

const LINK_REFUSALS: Record<Exclude<CompanyLink, { ok: true }>['reason'], HttpError> = {
  'account-not-found': new HttpError(404, 'account_not_found', 'Ditt konto hittades inte.'),
  'company-not-found': new HttpError(422, 'company_not_found', 'Vi hittar inget företag med det organisationsnumret och kundnumret. Kontrollera uppgifterna.'),
  'already-linked': new HttpError(409, 'already_linked', 'Du är redan kopplad till företaget.'),
};

/**
 * The account of a customer's own login, as the caller may see it: reading customer A does not
 * open the customers A's login may view.
 */
async function accountOfCustomerSeenBy(db: Db, caller: Caller, customerId: string) {
  const account = await findAccountOfCustomer(db, customerId);
  return withReadableLinks(
    account,
    await readableCustomerIds(
      db,
      caller,
      account.linkedCustomers.map((linked) => linked.customerId),
    ),
  );
}

export const accountModule: Module = {
  name: 'account',
  routes: ({ events }) => [
    route(accountEndpoints.current, async ({ db, caller }) => findAccount(db, caller)),
    route(accountEndpoints.ofCustomerV1, async ({ db, params, caller }) => accountOfCustomerSeenBy(db, caller, params.id)),
    route(accountEndpoints.ofCustomer, async ({ db, params, caller }) => accountOfCustomerSeenBy(db, caller, params.id)),
    route(contactDetailsEndpoints.updateAccount, async ({ db, body }) =>
      db.transaction().execute(async (trx) => {
        const account = found(await updateAccountPhone(trx, body), 'Kundkontot hittades inte.');
        await events.record(trx, {
          type: 'se.minasidor.contact-details.changed',
          customerId: body.customerId,
          data: { customerAccountId: body.customerAccountId, mobilePhone: body.phoneNumber },
        });
        return account;
      }),
    ),
    route(accountEndpoints.linkCompany, async ({ db, caller, body }) => {
      // Another organisation is answered like an unknown one, so the form is no oracle for customer numbers.
      if (!representsOrganisation(caller.organisationNumber, body.companyIdentificationNumber)) throw LINK_REFUSALS['company-not-found'];
      const link = await db.transaction().execute(async (trx) => {
        const made = await linkCompany(trx, caller, body);
        if (made.ok)
          await events.record(trx, {
            type: 'se.minasidor.company-link.created',
            customerId: made.customerId,
            data: { userId: made.userId, via: 'company-login' },
          });
        return made;
      });
      if (!link.ok) throw LINK_REFUSALS[link.reason];
      return { success: true, message: 'Du är nu kopplad mot företaget.' };
    }),
    route(accountEndpoints.removeLinkedUser, async ({ db, params }) => {
      if (!(await removeLinkedUser(db, params.customerId, params.userId))) throw new HttpError(404, 'not_found', 'Användaren är inte länkad till kunden.');
    }),
  ],
};
