import type { Invitation } from '@mina-sidor/shared';
import type { Caller } from '../auth/caller.ts';
import type { Db } from '../db/connection.ts';
import { HttpError } from '../http-error.ts';

const NOT_FOUND = 'Inbjudan finns inte eller har redan använts.';

/** Shows only the part of an address needed to recognise it: a…@example.se. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}…@${domain}`;
}

async function openInvitation(db: Db, code: string) {
  const row = await db
    .selectFrom('invitations')
    .innerJoin('customers', 'customers.customer_id', 'invitations.customer_id')
    .select(['invitations.code', 'invitations.customer_id', 'invitations.email', 'invitations.created_at', 'invitations.expires_at', 'customers.name'])
    .where('invitations.code', '=', code)
    .where('invitations.accepted_at', 'is', null)
    .executeTakeFirst();
  if (!row || (row.expires_at && row.expires_at.getTime() < Date.now())) throw new HttpError(404, 'not_found', NOT_FOUND);
  return row;
}

/** The code is the capability: whoever holds an open invitation may see whose it is. */
export async function findInvitation(db: Db, code: string): Promise<Invitation> {
  const row = await openInvitation(db, code);
  return { code: row.code, customerName: row.name, invitedEmail: maskEmail(row.email), createdAt: row.created_at.toISOString() };
}

/** Accepting makes the signed-in login a linked user (view access) of the inviting customer. */
export async function acceptInvitation(db: Db, caller: Caller, code: string): Promise<{ customerId: string }> {
  const row = await openInvitation(db, code);
  const user = await db.selectFrom('users').select('user_id').where('subject', '=', caller.subject).executeTakeFirst();
  if (!user) throw new HttpError(404, 'account_not_found', 'Ditt konto hittades inte.');
  if (caller.customerId === row.customer_id) throw new HttpError(409, 'already_customer', 'Du är redan kund på det här kontot.');
  await db
    .insertInto('linked_customers')
    .values({ user_id: user.user_id, customer_id: row.customer_id })
    .onConflict((oc) => oc.doNothing())
    .execute();
  await db
    .updateTable('invitations')
    .set({ accepted_at: new Date(), accepted_by: user.user_id })
    .where('code', '=', code)
    .execute();
  return { customerId: row.customer_id };
}
