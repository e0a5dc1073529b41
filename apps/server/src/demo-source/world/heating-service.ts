import { DEMO_PAST_BOOKING } from '@mina-sidor/shared/heating-service';
import type { Db } from '../../db/connection.ts';
import type { DemoOptions } from '../rows.ts';
import { swedishToday } from '../../lib/swedish-time.ts';
import { CUSTOMER_IDS } from '../personas.ts';
import type { DemoBase, DemoRows } from '../rows.ts';
import { occasionsAhead } from '../../modules/heating-service/index.ts';

/**
 * Anna had her substation serviced last autumn (Tuesday 14 October 2025, 08:00–10:00 Swedish
 * summer time): a visit that has been, listed as done and not cancellable.
 */
export function demoHeatingService(base: DemoBase): DemoRows {
  const customerId = CUSTOMER_IDS.privat;
  const villa = base.facilities.find((f) => f.customer_id === customerId);
  const subject = base.users.find((u) => u.customer_id === customerId)?.subject;
  if (!villa || !subject) return {};
  return {
    heating_service_occasions: [
      { occasion_id: DEMO_PAST_BOOKING.occasionId, activity: 'central-service', starts_at: '2025-10-14T06:00:00Z', ends_at: '2025-10-14T08:00:00Z' },
    ],
    heating_service_bookings: [
      {
        booking_id: DEMO_PAST_BOOKING.bookingId,
        occasion_id: DEMO_PAST_BOOKING.occasionId,
        customer_id: customerId,
        facility_key: villa.facility_key,
        booked_by: subject,
        booked_at: '2025-09-22T18:40:00Z',
      },
    ],
  };
}

/** The technicians' times of the coming weeks, added at every start; times already there (and their bookings) stay. */
export async function topUpOccasions(db: Db, { until }: Pick<DemoOptions, 'until'>): Promise<void> {
  const rows = occasionsAhead(swedishToday(until));
  if (rows.length === 0) return;
  await db
    .insertInto('heating_service_occasions')
    .values(rows)
    .onConflict((oc) => oc.column('occasion_id').doNothing())
    .execute();
}
