import type { Account } from '@mina-sidor/shared';
import type { Caller } from '../auth/caller.ts';
import type { Db } from '../db/connection.ts';
import { listCustomerAccounts, toCustomerAccount } from './customers.ts';

/** The signed-in login's account: the customers it reaches through linked-customer relations. */
export async function findAccount(db: Db, caller: Caller): Promise<Account> {
  const user = await db.selectFrom('users').select('user_id').where('subject', '=', caller.subject).executeTakeFirst();
  const linked = user
    ? await db
        .selectFrom('linked_customers')
        .innerJoin('customers', 'customers.customer_id', 'linked_customers.customer_id')
        .select(['customers.customer_id', 'customers.name'])
        .where('linked_customers.user_id', '=', user.user_id)
        .orderBy('customers.name')
        .execute()
    : [];
  const accounts = await listCustomerAccounts(db, linked.map((l) => l.customer_id));
  return {
    id: user?.user_id ?? caller.subject,
    exist: user !== undefined,
    hasLinkedAccounts: linked.length > 0,
    linkedCustomers: linked.map((l) => ({
      customerId: l.customer_id,
      name: l.name,
      customerAccounts: accounts.filter((a) => a.customer_id === l.customer_id).map(toCustomerAccount),
    })),
  };
}
