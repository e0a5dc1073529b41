import type { Db } from '../db/connection.ts';
import { notFound } from '../http-error.ts';
import { isStaff, type Caller } from './caller.ts';

/** How a caller reaches a customer: as itself, through a linked-customer relation, or as staff. */
export type CustomerAccess = 'own' | 'linked' | 'staff';

async function isLinked(db: Db, caller: Caller, customerId: string): Promise<boolean> {
  const row = await db
    .selectFrom('linked_customers')
    .innerJoin('users', 'users.user_id', 'linked_customers.user_id')
    .select('linked_customers.customer_id')
    .where('users.subject', '=', caller.subject)
    .where('linked_customers.customer_id', '=', customerId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The one access policy every customer route calls. A customer the caller may
 * not read answers 404 whether it exists or not, so ids cannot be probed
 * (docs/decisions/0003-access-policy.md). Staff reads are audited.
 */
export async function authorizeCustomerRead(db: Db, caller: Caller, customerId: string, action: string): Promise<CustomerAccess> {
  if (caller.customerId === customerId) return 'own';
  if (await isLinked(db, caller, customerId)) return 'linked';
  if (isStaff(caller)) {
    const exists = await db.selectFrom('customers').select('customer_id').where('customer_id', '=', customerId).executeTakeFirst();
    if (!exists) throw notFound('Kunden hittades inte.');
    await db
      .insertInto('audit_log')
      .values({ actor_subject: caller.subject, actor_roles: caller.roles, action, customer_id: customerId })
      .execute();
    return 'staff';
  }
  throw notFound('Kunden hittades inte.');
}
