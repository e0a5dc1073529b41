import { linkedUserMay, type CustomerNeed } from '@mina-sidor/shared';
import type { Db } from '../db/connection.ts';
import { forbidden, notFound } from '../http/http-error.ts';
import { writeAudit } from './audit.ts';
import { isStaff, type Caller } from './caller.ts';

/** How a caller reaches a customer: as itself, through a linked-customer relation, or as staff. */
export type CustomerAccess = 'own' | 'linked' | 'staff';

const REFUSALS: Record<Exclude<CustomerNeed, 'read'>, string> = {
  'restricted-read': 'Som länkad användare kan du inte se det här.',
  change: 'Du kan se uppgifterna men inte ändra dem.',
  agreement: 'Som länkad användare kan du inte ändra avtal eller beställa en Power Hub.',
};

/** Of these customers, those the caller's login is linked to (view access). */
async function linkedOf(db: Db, caller: Caller, customerIds: readonly string[]): Promise<Set<string>> {
  const rows = await db
    .selectFrom('linked_customers')
    .innerJoin('users', 'users.user_id', 'linked_customers.user_id')
    .select('linked_customers.customer_id')
    .where('users.subject', '=', caller.subject)
    .where('linked_customers.customer_id', 'in', customerIds)
    .execute();
  return new Set(rows.map((row) => row.customer_id));
}

/**
 * Of these customers, the ones the caller may read, decided as for one customer but without an
 * audit row: for an answer that names customers besides the one it was asked about.
 */
export async function readableCustomerIds(db: Db, caller: Caller, customerIds: readonly string[]): Promise<Set<string>> {
  if (isStaff(caller) || customerIds.length === 0) return new Set(customerIds);
  const readable = await linkedOf(db, caller, customerIds);
  if (caller.customerId !== null && customerIds.includes(caller.customerId)) readable.add(caller.customerId);
  return readable;
}

async function accessOf(db: Db, caller: Caller, customerId: string): Promise<CustomerAccess | null> {
  if (caller.customerId === customerId) return 'own';
  if ((await linkedOf(db, caller, [customerId])).has(customerId)) return 'linked';
  if (isStaff(caller)) {
    const exists = await db.selectFrom('customers').select('customer_id').where('customer_id', '=', customerId).executeTakeFirst();
    return exists ? 'staff' : null;
  }
  return null;
}

/**
 * The one access policy, applied to every customer-scoped endpoint by auth/access.ts. A
 * customer the caller may not read answers 404 whether it exists or not, so
 * ids cannot be probed; a customer it may read but not act on answers 403
 * (docs/decisions/0002-access-policy.md). Staff access is read-only and audited.
 */
export async function authorizeCustomer(db: Db, caller: Caller, customerId: string, need: CustomerNeed, action: string): Promise<CustomerAccess> {
  const access = await accessOf(db, caller, customerId);
  if (!access) throw notFound('Kunden hittades inte.');
  if (access === 'staff') {
    if (need === 'change' || need === 'agreement') throw forbidden('Kundservice har läsbehörighet och kan inte ändra kundens uppgifter.');
    await writeAudit(db, caller, { action, customerId });
    return access;
  }
  if (access === 'linked' && !linkedUserMay(need)) throw forbidden(REFUSALS[need]);
  return access;
}
