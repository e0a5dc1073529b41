import { MESSAGES_WRITE_SCOPE, messageRecord, type MessageRecord } from '@mina-sidor/shared/message-record';
import { type Insertable, sql, type Transaction } from 'kysely';
import type { Database, MessagesTable } from '../../db/schema.ts';
import type { IndexedRecord, IntegrationKind, RecordProblem, WriteCounts } from '../../integration-inbound/kind.ts';
import { among, chunks, readByKey, WRITE_CHUNK } from '../../integration-inbound/fields.ts';
import { statusFromSource } from './rules.ts';

/**
 * Messages from the provider to its customers, keyed by the source system's id. The customer's read
 * state survives the record coming again (rules.ts, statusFromSource); a message ends by being archived, and is kept.
 * A message may answer a request the customer sent from the portal (decision 0057): the request then shows as answered.
 */

type Compared = Pick<Insertable<MessagesTable>, 'customer_id' | 'subject' | 'body' | 'category' | 'status_key'> & {
  created_at: string;
  in_reply_to: string | null;
};
const COMPARED = ['customer_id', 'subject', 'body', 'category', 'status_key', 'created_at', 'in_reply_to'] as const;

/**
 * The customer must exist; a stored message keeps its customer, and one the customer sent from the portal is not the
 * source's. The request a message answers must be one the same customer sent.
 */
async function check(trx: Transaction<Database>, records: readonly IndexedRecord<MessageRecord>[]): Promise<RecordProblem[]> {
  const all = records.map((r) => r.record);
  const [customers, messages] = await Promise.all([
    readByKey(
      all.map((m) => m.customerId),
      (chunk) => trx.selectFrom('customers').select('customer_id').where(among('customer_id', chunk)).execute(),
      (row) => row.customer_id,
    ),
    readByKey(
      all.flatMap((m) => (m.inReplyTo === null ? [m.messageId] : [m.messageId, m.inReplyTo])),
      (chunk) => trx.selectFrom('messages').select(['message_id', 'customer_id', 'from_customer']).where(among('message_id', chunk)).execute(),
      (row) => row.message_id,
    ),
  ]);
  const problems: RecordProblem[] = [];
  for (const { index, record: m } of records) {
    const refuse = (reason: string) => problems.push({ index, key: m.messageId, reason });
    const stored = messages.get(m.messageId);
    if (!customers.has(m.customerId)) refuse(`Kunden ${m.customerId} finns inte: skicka kunden (customers) först.`);
    else if (stored && stored.customer_id !== m.customerId) refuse(`Meddelandet hör till kunden ${stored.customer_id}, inte ${m.customerId}.`);
    else if (stored?.from_customer) refuse(`Meddelandet ${m.messageId} skickade kunden från portalen; det kan inte ersättas. Använd ett annat id.`);
    if (m.inReplyTo !== null) {
      const request = messages.get(m.inReplyTo);
      if (!request) {
        refuse(`Förfrågan ${m.inReplyTo} finns inte: inReplyTo ska vara data.messageId i händelsen se.minasidor.district-heating-agreement.requested.`);
      } else if (!request.from_customer) refuse(`Meddelandet ${m.inReplyTo} är ingen förfrågan från kunden; ett svar kan bara gälla kundens förfrågan.`);
      else if (request.customer_id !== m.customerId) refuse(`Förfrågan ${m.inReplyTo} hör inte till kunden ${m.customerId}.`);
    }
  }
  return problems;
}

async function write(trx: Transaction<Database>, records: readonly MessageRecord[]): Promise<WriteCounts> {
  const counts: WriteCounts = { inserted: 0, updated: 0, unchanged: 0 };
  for (const chunk of chunks(records, WRITE_CHUNK)) {
    // Locked: a customer opening the message meanwhile waits, and its read state is the one the record keeps.
    const stored = await trx
      .selectFrom('messages')
      .select(['message_id', 'customer_id', 'subject', 'body', 'category', 'status_key', 'created_at', 'in_reply_to'])
      .where(
        among(
          'message_id',
          chunk.map((m) => m.messageId),
        ),
      )
      .forUpdate()
      .execute();
    const byId = new Map(stored.map((row) => [row.message_id, { ...row, created_at: row.created_at.toISOString() } satisfies Compared]));
    const changed: Insertable<MessagesTable>[] = [];
    for (const m of chunk) {
      const was = byId.get(m.messageId);
      const row: Compared = {
        customer_id: m.customerId,
        subject: m.subject,
        body: m.body,
        category: m.category,
        status_key: statusFromSource(was?.status_key, m.archived),
        created_at: m.createdAt,
        in_reply_to: m.inReplyTo,
      };
      if (was && COMPARED.every((column) => was[column] === row[column])) {
        counts.unchanged++;
        continue;
      }
      if (was) counts.updated++;
      else counts.inserted++;
      changed.push({ message_id: m.messageId, ...row });
    }
    if (changed.length > 0) {
      await trx
        .insertInto('messages')
        .values(changed)
        .onConflict((c) =>
          c.column('message_id').doUpdateSet(
            (eb) =>
              // The table's type keeps created_at from being changed by the portal; a message from the source is sent when the source says.
              ({
                subject: eb.ref('excluded.subject'),
                body: eb.ref('excluded.body'),
                category: eb.ref('excluded.category'),
                status_key: eb.ref('excluded.status_key'),
                created_at: sql`excluded.created_at`,
                in_reply_to: eb.ref('excluded.in_reply_to'),
              }) as never,
          ),
        )
        .execute();
    }
  }
  return counts;
}

/** The example customer's invoice notice, as the billing system sends it (docs/integration.md, "Messages"). */
export const MESSAGE_EXAMPLE = {
  messageId: 'MS-2026-118204',
  customerId: '10000000701',
  subject: 'Din faktura för november är klar',
  body: 'Din faktura för november finns nu under Fakturor. Förfallodagen är den 31 december.',
  category: 'Faktura',
  createdAt: '2026-12-05T08:30:00+01:00',
  archived: false,
};

export const messagesKind: IntegrationKind<MessageRecord> = {
  name: 'messages',
  scope: MESSAGES_WRITE_SCOPE,
  title: 'Meddelanden från leverantören till kunden',
  record: messageRecord,
  key: (message) => message.messageId,
  check,
  write,
  example: [MESSAGE_EXAMPLE],
};
