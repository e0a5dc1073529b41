import { CUSTOMER_IDS } from '../personas.ts';
import type { DemoBase, DemoRows } from '../rows.ts';

/**
 * Anna is told of outages at her villa by SMS and e-mail, as she set it up herself; Bergström
 * Fastigheter's caretakers are told of outages at the first property by e-mail.
 */
export function demoOutageRecipients(base: DemoBase): DemoRows {
  const subjectOf = (customerId: string) => base.users.find((u) => u.customer_id === customerId)!.subject;
  const firstFacility = (customerId: string) => base.facilities.find((f) => f.customer_id === customerId)!.facility_key;
  const anna = { customer_id: CUSTOMER_IDS.privat, facility_key: firstFacility(CUSTOMER_IDS.privat), added_by: subjectOf(CUSTOMER_IDS.privat) };
  const bergstrom = { customer_id: CUSTOMER_IDS.foretag, facility_key: firstFacility(CUSTOMER_IDS.foretag), added_by: subjectOf(CUSTOMER_IDS.foretag) };
  return {
    outage_recipients: [
      { recipient_id: '0b6a8f2e-5c1d-4e7a-9f3b-2d4c6e8a0b01', ...anna, channel: 'sms', address: '070-123 45 67', added_at: '2026-03-02T18:20:00Z' },
      {
        recipient_id: '0b6a8f2e-5c1d-4e7a-9f3b-2d4c6e8a0b02',
        ...anna,
        channel: 'email',
        address: 'anna.andersson@example.se',
        added_at: '2026-03-02T18:21:00Z',
      },
      {
        recipient_id: '0b6a8f2e-5c1d-4e7a-9f3b-2d4c6e8a0b03',
        ...bergstrom,
        channel: 'email',
        address: 'fastighetsjouren@example.se',
        added_at: '2025-09-15T07:45:00Z',
      },
    ],
  };
}
