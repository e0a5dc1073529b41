import type { PanelParticipation } from '@mina-sidor/shared/panel';
import type { Db } from '../../db/connection.ts';

export async function findParticipation(db: Db, customerNumber: string): Promise<PanelParticipation> {
  const row = await db.selectFrom('panel_participation').select('status').where('customer_number', '=', customerNumber).executeTakeFirst();
  return { participationStatus: row?.status ?? 'NotParticipating' };
}

export async function findPanelContact(db: Db, customerId: string) {
  return db.selectFrom('customers').select(['email', 'display_name']).where('customer_id', '=', customerId).executeTakeFirstOrThrow();
}

export async function saveParticipation(
  db: Db,
  customerNumber: string,
  values: { status: PanelParticipation['participationStatus']; email: string | null; phoneNumber: string | null; displayName: string },
): Promise<void> {
  const row = { status: values.status, email: values.email, phone_number: values.phoneNumber, display_name: values.displayName, updated_at: new Date() };
  await db
    .insertInto('panel_participation')
    .values({ customer_number: customerNumber, ...row })
    .onConflict((oc) => oc.column('customer_number').doUpdateSet(row))
    .execute();
}
