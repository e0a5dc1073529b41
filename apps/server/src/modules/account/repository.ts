import { LEGAL_PART } from '@mina-sidor/shared';
import type { Account } from '@mina-sidor/shared/account';
import type { Caller } from '../../auth/caller.ts';
import type { Db } from '../../db/connection.ts';
import { listCustomerAccounts, toCustomerAccount } from '../customers/index.ts';
import { organisationNumberDigits } from './rules.ts';

async function accountOfUser(db: Db, userId: string | undefined, fallbackId: string): Promise<Account> {
  const linked = userId
    ? await db
        .selectFrom('linked_customers')
        .innerJoin('customers', 'customers.customer_id', 'linked_customers.customer_id')
        .select(['customers.customer_id', 'customers.name'])
        .where('linked_customers.user_id', '=', userId)
        .orderBy('customers.name')
        .execute()
    : [];
  const accounts = await listCustomerAccounts(
    db,
    linked.map((l) => l.customer_id),
  );
  return {
    id: userId ?? fallbackId,
    exist: userId !== undefined,
    hasLinkedAccounts: linked.length > 0,
    linkedCustomers: linked.map((l) => ({
      customerId: l.customer_id,
      name: l.name,
      customerAccounts: accounts.filter((a) => a.customer_id === l.customer_id).map(toCustomerAccount),
    })),
  };
}

/** The signed-in login's account: the customers it reaches through linked-customer relations. */
export async function findAccount(db: Db, caller: Caller): Promise<Account> {
  const user = await db.selectFrom('users').select('user_id').where('subject', '=', caller.subject).executeTakeFirst();
  return accountOfUser(db, user?.user_id, caller.subject);
}

/** The account of a customer's own login; exist is false when the customer has never signed in. */
export async function findAccountOfCustomer(db: Db, customerId: string): Promise<Account> {
  const user = await db.selectFrom('users').select('user_id').where('customer_id', '=', customerId).orderBy('user_id').executeTakeFirst();
  return accountOfUser(db, user?.user_id, customerId);
}

export async function updateAccountPhone(db: Db, input: { customerId: string; customerAccountId: string; phoneNumber: string | null }) {
  const row = await db
    .updateTable('customer_accounts')
    .set({ phone_number: input.phoneNumber })
    .where('customer_id', '=', input.customerId)
    .where('customer_account_id', '=', input.customerAccountId)
    .returningAll()
    .executeTakeFirst();
  return row ? toCustomerAccount(row) : undefined;
}

export async function removeLinkedUser(db: Db, customerId: string, userId: string): Promise<boolean> {
  // RETURNING rather than numDeletedRows: the PGlite driver does not report affected rows.
  const removed = await db.deleteFrom('linked_customers').where('customer_id', '=', customerId).where('user_id', '=', userId).returning('user_id').execute();
  return removed.length > 0;
}

export type CompanyLink =
  | { ok: true; customerId: string; userId: string }
  | { ok: false; reason: 'account-not-found' | 'company-not-found' | 'already-linked' };

/**
 * Links a company to a company login: a login without customer becomes the
 * company's (its CompanyNotAssigned role goes); one that already is a
 * customer gets the company as a linked customer.
 */
export async function linkCompany(
  db: Db,
  caller: Caller,
  request: { companyIdentificationNumber: string; companyCustomerNumber: string },
): Promise<CompanyLink> {
  const user = await db.selectFrom('users').selectAll().where('subject', '=', caller.subject).executeTakeFirst();
  if (!user) return { ok: false, reason: 'account-not-found' };
  const company = await db
    .selectFrom('customers')
    .select('customer_id')
    .where('identification_number', '=', organisationNumberDigits(request.companyIdentificationNumber))
    .where('customer_number', '=', request.companyCustomerNumber)
    .where('legal_part_id', '=', LEGAL_PART.company)
    .executeTakeFirst();
  if (!company) return { ok: false, reason: 'company-not-found' };
  if (user.customer_id === company.customer_id) return { ok: false, reason: 'already-linked' };
  if (user.customer_id === null) {
    await db
      .updateTable('users')
      .set({ customer_id: company.customer_id, roles: user.roles.filter((r) => r !== 'CompanyNotAssigned') })
      .where('user_id', '=', user.user_id)
      .execute();
  } else {
    await db
      .insertInto('linked_customers')
      .values({ user_id: user.user_id, customer_id: company.customer_id })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
  await db.insertInto('company_link_requests').values({ user_id: user.user_id, customer_id: company.customer_id }).execute();
  return { ok: true, customerId: company.customer_id, userId: user.user_id };
}
