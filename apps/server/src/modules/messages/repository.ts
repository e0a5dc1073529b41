import { MESSAGE_STATUS } from '@mina-sidor/shared';
import type { Message } from '@mina-sidor/shared/message';
import { randomUUID } from 'node:crypto';
import { sql, type Selectable } from 'kysely';
import type { Db } from '../../db/connection.ts';
import type { MessagesTable } from '../../db/schema.ts';
import { messageStatusName, statusAfterOpening } from './rules.ts';

type MessageRow = Selectable<MessagesTable> & { answered_at: Date | string | null };

function toMessage(row: MessageRow): Message {
  return {
    messageId: row.message_id,
    customerId: row.customer_id,
    subject: row.subject,
    body: row.body,
    category: row.category,
    createdAt: row.created_at.toISOString(),
    status: { key: row.status_key, name: messageStatusName(row.status_key) },
    from: row.from_customer ? 'customer' : 'provider',
    answeredAt: row.answered_at === null ? null : new Date(row.answered_at).toISOString(),
    inReplyTo: row.in_reply_to,
  };
}

/** Messages with, on a customer's request, when the provider first answered it. */
const messagesWithAnswers = (db: Db) =>
  db
    .selectFrom('messages as m')
    .selectAll('m')
    .select((eb) =>
      eb
        .selectFrom('messages as a')
        .select((a) => a.fn.min('a.created_at').as('first'))
        .whereRef('a.in_reply_to', '=', 'm.message_id')
        .as('answered_at'),
    );

export async function listMessages(db: Db, customerId: string): Promise<Message[]> {
  const rows = await messagesWithAnswers(db).where('m.customer_id', '=', customerId).orderBy('m.created_at', 'desc').execute();
  return rows.map(toMessage);
}

/** Whether the facility is the customer's and has district heating. */
export async function hasHeatingFacility(db: Db, customerId: string, facilityKey: string): Promise<boolean> {
  const row = await db
    .selectFrom('facilities as f')
    .innerJoin('facility_services as s', 's.facility_key', 'f.facility_key')
    .select('f.facility_key')
    .where('f.customer_id', '=', customerId)
    .where('f.facility_key', '=', facilityKey)
    .where('s.name', '=', 'FJV')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * A message from the customer about a district heating contract; stored as read in its own inbox.
 * A message sent again with the same request id (a double click, a retried request) is stored
 * once: the unique index decides, even between two requests at the same moment, and the second
 * is answered with the message the first stored (`created` false).
 */
export async function createMessage(
  db: Db,
  input: { customerId: string; subject: string; body: string; requestId?: string | undefined },
): Promise<{ message: Message; created: boolean }> {
  const requestId = input.requestId ?? null;
  const stored = await db
    .insertInto('messages')
    .values({
      message_id: `M-${randomUUID()}`,
      customer_id: input.customerId,
      subject: input.subject,
      body: input.body,
      category: 'Fjärrvärmeavtal',
      status_key: MESSAGE_STATUS.read,
      request_id: requestId,
      from_customer: true,
    })
    .onConflict((oc) => oc.columns(['customer_id', 'request_id']).doNothing())
    .returningAll()
    .executeTakeFirst();
  if (stored) return { message: toMessage({ ...stored, answered_at: null }), created: true };
  // Only the request id can conflict (the message id is new): the message sent before with it, answered or not.
  const earlier = await messagesWithAnswers(db).where('m.customer_id', '=', input.customerId).where('m.request_id', '=', requestId).executeTakeFirstOrThrow();
  return { message: toMessage(earlier), created: false };
}

/**
 * Marks the customer's message read; null when the customer has no message with that id (another
 * customer's included, so ids cannot be probed). Idempotent: a read message is returned unchanged.
 */
export async function markMessageRead(db: Db, customerId: string, messageId: string): Promise<Message | null> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('messages')
      .selectAll()
      .where('message_id', '=', messageId)
      .where('customer_id', '=', customerId)
      .forUpdate()
      .executeTakeFirst();
    if (!row) return null;
    const status = statusAfterOpening(row.status_key);
    if (status !== row.status_key) {
      await trx.updateTable('messages').set({ status_key: status }).where('message_id', '=', messageId).where('customer_id', '=', customerId).execute();
    }
    // As the list shows it: a request opened still says whether it was answered.
    return messagesWithAnswers(trx).where('m.message_id', '=', messageId).executeTakeFirstOrThrow().then(toMessage);
  });
}

export async function countUnreadMessages(db: Db, customerId: string): Promise<number> {
  const row = await db
    .selectFrom('messages')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('customer_id', '=', customerId)
    .where('status_key', '=', MESSAGE_STATUS.unread)
    .executeTakeFirstOrThrow();
  return row.n;
}
