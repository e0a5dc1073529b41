import type { MessageRecordInput } from '@mina-sidor/shared/message-record';
import type { Db } from '../../db/connection.ts';
import { markMessageRead } from '../../modules/messages/index.ts';
import type { DemoBase } from '../rows.ts';
import { sendBatch } from '../send.ts';

/** What became of each message: the customer opened it, or the provider archived it (spec §3.9: left out of the list). */
type Fate = 'unread' | 'read' | 'archived';

const TEMPLATES = [
  {
    subject: 'Din faktura för oktober är klar',
    category: 'Faktura',
    body: 'Din faktura för oktober finns nu under Fakturor. Förfallodagen är den 30 november.',
    fate: 'unread',
  },
  {
    subject: 'Planerat avbrott i fjärrvärmen',
    category: 'Driftinformation',
    body: 'Vi byter en ventil i ditt område. Fjärrvärmen kan vara avstängd kl. 09.00–13.00.',
    fate: 'unread',
  },
  {
    subject: 'Välkommen till Mina sidor',
    category: 'Information',
    body: 'Här ser du din förbrukning, dina fakturor och dina avtal.',
    fate: 'read',
  },
  { subject: 'Gammalt meddelande', category: 'Information', body: 'Det här meddelandet är arkiverat.', fate: 'archived' },
] as const satisfies readonly { subject: string; category: string; body: string; fate: Fate }[];

const messageId = (customerNumber: string, index: number) => `M${customerNumber}${index + 1}`;

/** Every customer's inbox as the provider sent it: each template a message, the oldest archived. */
export function demoMessageRecords(base: DemoBase): MessageRecordInput[] {
  return base.customers.flatMap((customer) =>
    TEMPLATES.map(({ fate, ...template }, index) => ({
      messageId: messageId(customer.customer_number, index),
      customerId: customer.customer_id,
      ...template,
      createdAt: new Date(Date.UTC(2026, 10 - index, 3 + index * 5, 8, 30)).toISOString(),
      archived: fate === 'archived',
    })),
  );
}

/**
 * Every customer's inbox: two unread, one read, one archived. The messages are the provider's, sent as its systems send
 * them (the `messages` kind); none is one a customer sent from the portal (those have a request id and stay the
 * customer's). Having read one is the customer's doing, never the record's: the portal's own marking, as when the
 * customer opened it before the demo began.
 */
export async function sendDemoMessages(db: Db, base: DemoBase): Promise<void> {
  await sendBatch(db, 'messages', demoMessageRecords(base));
  for (const customer of base.customers) {
    for (const [index, template] of TEMPLATES.entries()) {
      if (template.fate === 'read') await markMessageRead(db, customer.customer_id, messageId(customer.customer_number, index));
    }
  }
}
