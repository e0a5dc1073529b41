import type { Db } from '../../db/connection.ts';

export async function findInvitation(db: Db, code: string) {
  const row = await db
    .selectFrom('invitations')
    .innerJoin('customers', 'customers.customer_id', 'invitations.customer_id')
    .select([
      'invitations.code',
      'invitations.customer_id as customerId',
      'invitations.email',
      'invitations.created_at as createdAt',
      'invitations.accepted_at as acceptedAt',
      'invitations.expires_at as expiresAt',
      'customers.name as customerName',
    ])
    .where('invitations.code', '=', code)
    .executeTakeFirst();
  return row;
}

export async function findUserId(db: Db, subject: string): Promise<string | undefined> {
  const user = await db.selectFrom('users').select('user_id').where('subject', '=', subject).executeTakeFirst();
  return user?.user_id;
}

/**
 * Uses the invitation up for this login if it is still open, in one statement: of logins accepting
 * at the same moment, PostgreSQL lets one update the row and the others, waiting on its lock, find
 * it used. False when it was not open any more.
 */
export async function claimInvitation(db: Db, { code, userId, now }: { code: string; userId: string; now: Date }): Promise<boolean> {
  const claimed = await db
    .updateTable('invitations')
    .set({ accepted_at: now, accepted_by: userId })
    .where('code', '=', code)
    .where('accepted_at', 'is', null)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>=', now)]))
    .returning('code')
    .execute();
  return claimed.length > 0;
}

/** The login becomes a linked user (view access) of the inviting customer. */
export async function linkUser(db: Db, { userId, customerId }: { userId: string; customerId: string }): Promise<void> {
  await db
    .insertInto('linked_customers')
    .values({ user_id: userId, customer_id: customerId })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** What decides whether a customer may have linked users (spec §6), and the name an invitation shows. */
export async function findInvitingCustomer(db: Db, customerId: string) {
  const row = await db
    .selectFrom('customers')
    .select(['name', 'legal_part_id', 'customer_type_id', 'group_id', 'identification_number'])
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  return (
    row && {
      name: row.name,
      legalPart: { id: row.legal_part_id },
      customerType: { id: row.customer_type_id },
      groupId: row.group_id,
      identificationNumber: row.identification_number,
    }
  );
}

export async function createInvitation(db: Db, invitation: { code: string; customerId: string; email: string; expiresAt: Date }): Promise<void> {
  await db
    .insertInto('invitations')
    .values({
      code: invitation.code,
      customer_id: invitation.customerId,
      email: invitation.email,
      expires_at: invitation.expiresAt,
      accepted_at: null,
      accepted_by: null,
    })
    .execute();
}
