import type { PanelParticipation } from '@mina-sidor/shared';
import type { Db } from '../db/connection.ts';
import { HttpError } from '../http-error.ts';

export async function findParticipation(db: Db, customerNumber: string): Promise<PanelParticipation> {
  const row = await db.selectFrom('panel_participation').select('status').where('customer_number', '=', customerNumber).executeTakeFirst();
  return { participationStatus: row?.status ?? 'NotParticipating' };
}

/** Joining needs an e-mail: the one given, else the customer's own (the form asks only when it has none). */
export async function setParticipation(
  db: Db,
  customerId: string,
  customerNumber: string,
  signup: { participate: boolean; email?: string | undefined; phoneNumber?: string | undefined; displayName?: string | undefined },
): Promise<PanelParticipation> {
  const current = await findParticipation(db, customerNumber);
  if (current.participationStatus === 'Excluded') {
    throw new HttpError(409, 'panel_excluded', 'Du kan inte gå med i kundpanelen.');
  }
  const customer = await db.selectFrom('customers').select(['email', 'display_name']).where('customer_id', '=', customerId).executeTakeFirstOrThrow();
  const email = signup.email ?? customer.email;
  if (signup.participate && !email) throw new HttpError(400, 'invalid_request', 'Ange en mejladress');
  const status = signup.participate ? 'Participating' : 'NotParticipating';
  const values = {
    status,
    email: signup.participate ? email : null,
    phone_number: signup.phoneNumber ?? null,
    display_name: signup.displayName ?? customer.display_name,
    updated_at: new Date(),
  } as const;
  await db
    .insertInto('panel_participation')
    .values({ customer_number: customerNumber, ...values })
    .onConflict((oc) => oc.column('customer_number').doUpdateSet(values))
    .execute();
  return { participationStatus: status };
}
