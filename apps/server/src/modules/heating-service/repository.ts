import type { HeatingService, HeatingServiceBooking, HeatingServiceOccasion } from '@mina-sidor/shared/heating-service';
import type { Db } from '../../db/connection.ts';
import { ACTIVITIES, mayCancel, type OccasionRow } from './rules.ts';
import { movedOut } from '../customers/index.ts';
import { swedishToday } from '../../lib/swedish-time.ts';

const toOccasion = (o: OccasionRow): HeatingServiceOccasion => ({
  occasionId: o.occasion_id,
  activity: o.activity,
  startsAt: o.starts_at.toISOString(),
  endsAt: o.ends_at.toISOString(),
});

interface BookingRow extends OccasionRow {
  booking_id: string;
  facility_key: string;
  booked_at: Date;
}

const toBooking = (b: BookingRow, now: Date): HeatingServiceBooking => ({
  bookingId: b.booking_id,
  facilityKey: b.facility_key,
  occasion: toOccasion(b),
  bookedAt: b.booked_at.toISOString(),
  cancellable: mayCancel(b.starts_at, now),
});

/** Confirmed (not cancelled) bookings with their occasions. */
function confirmedBookings(db: Db) {
  return db
    .selectFrom('heating_service_bookings as b')
    .innerJoin('heating_service_occasions as o', 'o.occasion_id', 'b.occasion_id')
    .select(['b.booking_id', 'b.facility_key', 'b.booked_at', 'o.occasion_id', 'o.activity', 'o.starts_at', 'o.ends_at'])
    .where('b.cancelled_at', 'is', null);
}

/** The customer's facilities with district heating, in the customer's order. */
function heatingFacilities(db: Db, customerId: string) {
  return (
    db
      .selectFrom('facilities as f')
      .select(['f.facility_key', 'f.display_name', 'f.address', 'f.postal_code', 'f.city'])
      .where('f.customer_id', '=', customerId)
      // A moved-out facility is no longer offered for a booking (decision 0051).
      .where((eb) => eb.not(movedOut(eb.ref('f.facility_key'), swedishToday())))
      .where((eb) =>
        eb.exists(
          eb.selectFrom('facility_services as s').select('s.facility_key').whereRef('s.facility_key', '=', 'f.facility_key').where('s.name', '=', 'FJV'),
        ),
      )
  );
}

/** The activities, the free occasions from now on, and the customer's facilities with district heating and their bookings. */
export async function heatingServiceOverview(db: Db, customerId: string, now: Date): Promise<HeatingService> {
  const [facilities, accounts, bookings, free] = await Promise.all([
    heatingFacilities(db, customerId).orderBy('f.sort_order').orderBy('f.facility_key').execute(),
    db
      .selectFrom('facility_accounts as fa')
      .innerJoin('facilities as f', 'f.facility_key', 'fa.facility_key')
      .select(['fa.facility_key', 'fa.customer_account_id'])
      .where('f.customer_id', '=', customerId)
      .orderBy('fa.customer_account_id')
      .execute(),
    confirmedBookings(db).where('b.customer_id', '=', customerId).orderBy('o.starts_at').orderBy('b.booking_id').execute(),
    db
      .selectFrom('heating_service_occasions as o')
      .select(['o.occasion_id', 'o.activity', 'o.starts_at', 'o.ends_at'])
      .where('o.starts_at', '>', now)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('heating_service_bookings as b')
              .select('b.booking_id')
              .whereRef('b.occasion_id', '=', 'o.occasion_id')
              .where('b.cancelled_at', 'is', null),
          ),
        ),
      )
      .orderBy('o.starts_at')
      .orderBy('o.occasion_id')
      .execute(),
  ]);
  return {
    activities: [...ACTIVITIES],
    occasions: free.map(toOccasion),
    facilities: facilities.map((f) => ({
      facilityKey: f.facility_key,
      displayName: f.display_name,
      address: `${f.address}, ${f.postal_code} ${f.city}`,
      customerAccountIds: accounts.filter((a) => a.facility_key === f.facility_key).map((a) => a.customer_account_id),
      bookings: bookings.filter((b) => b.facility_key === f.facility_key).map((b) => toBooking(b, now)),
    })),
  };
}

/**
 * The customer's facility with district heating, locked until the transaction ends so two
 * bookings for it are checked one after the other, with its confirmed bookings; undefined when
 * the customer has no such facility.
 */
export async function facilityForBooking(db: Db, customerId: string, facilityKey: string) {
  const facility = await heatingFacilities(db, customerId).where('f.facility_key', '=', facilityKey).forUpdate().executeTakeFirst();
  if (!facility) return undefined;
  const bookings = await confirmedBookings(db).where('b.facility_key', '=', facilityKey).execute();
  return { facilityKey: facility.facility_key, bookings };
}

export function findOccasion(db: Db, occasionId: string): Promise<OccasionRow | undefined> {
  return db.selectFrom('heating_service_occasions').selectAll().where('occasion_id', '=', occasionId).executeTakeFirst();
}

/**
 * Books the occasion in one statement: undefined when it is already taken. The partial unique
 * index decides, so of two bookings at the same moment exactly one is stored.
 */
export async function bookOccasion(
  db: Db,
  row: { bookingId: string; occasion: OccasionRow; customerId: string; facilityKey: string; by: string; at: Date },
): Promise<HeatingServiceBooking | undefined> {
  const stored = await db
    .insertInto('heating_service_bookings')
    .values({
      booking_id: row.bookingId,
      occasion_id: row.occasion.occasion_id,
      customer_id: row.customerId,
      facility_key: row.facilityKey,
      booked_by: row.by,
      booked_at: row.at,
    })
    .onConflict((oc) => oc.column('occasion_id').where('cancelled_at', 'is', null).doNothing())
    .returning(['booking_id', 'facility_key', 'booked_at'])
    .executeTakeFirst();
  return stored ? toBooking({ ...stored, ...row.occasion }, row.at) : undefined;
}

export type Cancellation = { outcome: 'cancelled'; facilityKey: string; occasionId: string } | { outcome: 'already-cancelled' | 'past' | 'not-found' };

/**
 * Cancels the customer's booking if its occasion has not started, in one statement; otherwise
 * says why not. Another customer's booking is answered as unknown, so ids cannot be probed.
 */
export async function cancelBooking(db: Db, input: { customerId: string; bookingId: string; by: string; at: Date }): Promise<Cancellation> {
  const cancelled = await db
    .updateTable('heating_service_bookings as b')
    .set({ cancelled_at: input.at, cancelled_by: input.by })
    .where('b.booking_id', '=', input.bookingId)
    .where('b.customer_id', '=', input.customerId)
    .where('b.cancelled_at', 'is', null)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('heating_service_occasions as o')
          .select('o.occasion_id')
          .whereRef('o.occasion_id', '=', 'b.occasion_id')
          .where('o.starts_at', '>', input.at),
      ),
    )
    .returning(['b.facility_key', 'b.occasion_id'])
    .executeTakeFirst();
  if (cancelled) return { outcome: 'cancelled', facilityKey: cancelled.facility_key, occasionId: cancelled.occasion_id };
  const booking = await db
    .selectFrom('heating_service_bookings')
    .select('cancelled_at')
    .where('booking_id', '=', input.bookingId)
    .where('customer_id', '=', input.customerId)
    .executeTakeFirst();
  if (!booking) return { outcome: 'not-found' };
  return { outcome: booking.cancelled_at ? 'already-cancelled' : 'past' };
}
