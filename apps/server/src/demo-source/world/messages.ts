import { MESSAGE_STATUS } from '@mina-sidor/shared';
import type { DemoBase, DemoRows } from '../rows.ts';

const TEMPLATES = [
  {
    subject: 'Din faktura för oktober är klar',
    category: 'Faktura',
    body: 'Din faktura för oktober finns nu under Fakturor. Förfallodagen är den 30 november.',
    status: MESSAGE_STATUS.unread,
  },
  {
    subject: 'Planerat avbrott i fjärrvärmen',
    category: 'Driftinformation',
    body: 'Vi byter en ventil i ditt område. Fjärrvärmen kan vara avstängd kl. 09.00–13.00.',
    status: MESSAGE_STATUS.unread,
  },
  {
    subject: 'Välkommen till Mina sidor',
    category: 'Information',
    body: 'Här ser du din förbrukning, dina fakturor och dina avtal.',
    status: MESSAGE_STATUS.read,
  },
  { subject: 'Gammalt meddelande', category: 'Information', body: 'Det här meddelandet är arkiverat.', status: MESSAGE_STATUS.archived },
];

/** Every customer's inbox: two unread, one read, one archived (left out of the list, spec §3.9). */
export function demoMessages(base: DemoBase): DemoRows {
  return {
    messages: base.customers.flatMap((customer) =>
      TEMPLATES.map(({ status, ...template }, index) => ({
        message_id: `M${customer.customer_number}${index + 1}`,
        customer_id: customer.customer_id,
        ...template,
        status_key: status,
        created_at: new Date(Date.UTC(2026, 10 - index, 3 + index * 5, 8, 30)).toISOString(),
      })),
    ),
  };
}
