import { DEMO_PAST_BOOKING, heatingServiceEndpoints } from '@mina-sidor/shared/heating-service';
import type { Examples } from './example.ts';

export const heatingServiceExamples: Examples = [
  [heatingServiceEndpoints.overview, (c) => ({ params: { id: c.customerId } })],
  [
    heatingServiceEndpoints.book,
    (c) => ({ params: { id: c.customerId }, body: { facilityKey: `${c.customerNumber}-F01`, occasionId: DEMO_PAST_BOOKING.occasionId } }),
  ],
  [heatingServiceEndpoints.cancel, (c) => ({ params: { id: c.customerId, bookingId: DEMO_PAST_BOOKING.bookingId } })],
];
