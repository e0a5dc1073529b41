import type { FacilityRecipients, OutageChannel, OutageRecipient } from '@mina-sidor/shared/outage-notification';
import type { Db } from '../../db/connection.ts';
import { swedishToday } from '../../lib/swedish-time.ts';
import { movedOut } from '../customers/index.ts';

/** The customer's facilities, in their order, each with its active recipients, oldest first. */
export async function listFacilityRecipients(db: Db, customerId: string): Promise<FacilityRecipients[]> {
  const [facilities, services, recipients] = await Promise.all([
    db
      .selectFrom('facilities')
      .select(['facility_key', 'display_name', 'address', 'postal_code', 'city'])
      .where('customer_id', '=', customerId)
      // A moved-out facility gets no more recipients (decision 0051).
      .where((eb) => eb.not(movedOut(eb.ref('facilities.facility_key'), swedishToday())))
      .orderBy('sort_order')
      .orderBy('facility_key')
      .execute(),
    db
      .selectFrom('facility_services')
      .innerJoin('facilities', 'facilities.facility_key', 'facility_services.facility_key')
      .select(['facility_services.facility_key', 'facility_services.name'])
      .where('facilities.customer_id', '=', customerId)
      .orderBy('facility_services.service_id')
      .execute(),
    db
      .selectFrom('outage_recipients')
      .select(['recipient_id', 'facility_key', 'channel', 'address', 'added_at'])
      .where('customer_id', '=', customerId)
      .where('removed_at', 'is', null)
      .orderBy('added_at')
      .orderBy('recipient_id')
      .execute(),
  ]);
  return facilities.map((f) => ({
    facilityKey: f.facility_key,
    displayName: f.display_name,
    address: f.address,
    postalCode: f.postal_code,
    city: f.city,
    services: services.filter((s) => s.facility_key === f.facility_key).map((s) => s.name),
    recipients: recipients.filter((r) => r.facility_key === f.facility_key).map(toRecipient),
  }));
}

function toRecipient(r: { recipient_id: string; channel: OutageChannel; address: string; added_at: Date }): OutageRecipient {
  return { recipientId: r.recipient_id, channel: r.channel, address: r.address, addedAt: r.added_at.toISOString() };
}

/**
 * The customer's facility, locked until the transaction ends so two additions cannot both take its
 * last place, with its active recipients; undefined when the customer has no such facility.
 */
export async function facilityForUpdate(db: Db, customerId: string, facilityKey: string) {
  const facility = await db
    .selectFrom('facilities')
    .select('facility_key')
    .where('customer_id', '=', customerId)
    .where('facility_key', '=', facilityKey)
    .where((eb) => eb.not(movedOut(eb.ref('facilities.facility_key'), swedishToday())))
    .forUpdate()
    .executeTakeFirst();
  if (!facility) return undefined;
  const recipients = await db
    .selectFrom('outage_recipients')
    .select(['channel', 'address'])
    .where('facility_key', '=', facilityKey)
    .where('removed_at', 'is', null)
    .execute();
  return { recipients };
}

export async function addRecipient(
  db: Db,
  input: { recipientId: string; customerId: string; facilityKey: string; channel: OutageChannel; address: string; by: string; at: Date },
): Promise<OutageRecipient> {
  const row = await db
    .insertInto('outage_recipients')
    .values({
      recipient_id: input.recipientId,
      customer_id: input.customerId,
      facility_key: input.facilityKey,
      channel: input.channel,
      address: input.address,
      added_by: input.by,
      added_at: input.at,
    })
    .returning(['recipient_id', 'channel', 'address', 'added_at'])
    .executeTakeFirstOrThrow();
  return toRecipient(row);
}

/** Marks the facility's recipient removed, by whom and when; false when there is no such active recipient. */
/** Marks the recipient removed; what it was (its channel and address), or undefined when there was none to remove. */
export async function removeRecipient(
  db: Db,
  input: { customerId: string; facilityKey: string; recipientId: string; by: string; at: Date },
): Promise<{ channel: OutageChannel; address: string } | undefined> {
  return db
    .updateTable('outage_recipients')
    .set({ removed_by: input.by, removed_at: input.at })
    .where('recipient_id', '=', input.recipientId)
    .where('customer_id', '=', input.customerId)
    .where('facility_key', '=', input.facilityKey)
    .where('removed_at', 'is', null)
    .returning(['channel', 'address'])
    .executeTakeFirst();
}
