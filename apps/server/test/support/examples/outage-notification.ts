import { outageNotificationEndpoints } from '@mina-sidor/shared/outage-notification';
import type { Examples } from './example.ts';

export const outageNotificationExamples: Examples = [
  [outageNotificationEndpoints.list, (c) => ({ params: { id: c.customerId } })],
  [
    outageNotificationEndpoints.add,
    (c) => ({ params: { id: c.customerId, facilityKey: `${c.customerNumber}-F01` }, body: { channel: 'sms', address: '070-000 00 00' } }),
  ],
  [
    outageNotificationEndpoints.remove,
    (c) => ({ params: { id: c.customerId, facilityKey: `${c.customerNumber}-F01`, recipientId: '00000000-0000-4000-8000-000000000000' } }),
  ],
];
