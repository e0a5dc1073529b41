import type { Insertable } from 'kysely';
import type { Db } from '../../db/connection.ts';
import type { OutboxTable } from '../../db/schema.ts';

/** The newest messages of the outbox. */
export async function readOutbox(db: Db, limit: number) {
  const rows = await db.selectFrom('outbox').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
  return rows.map((row) => ({
    // bigserial: a string from pg, a number from PGlite.
    id: String(row.id),
    channel: row.channel,
    recipient: row.recipient,
    subject: row.subject,
    body: row.body,
    createdAt: row.created_at.toISOString(),
  }));
}

/** An e-mail or SMS that no server is configured to send, kept for a developer to read. */
export async function writeToOutbox(db: Db, message: Pick<Insertable<OutboxTable>, 'channel' | 'recipient' | 'subject' | 'body'>): Promise<void> {
  await db.insertInto('outbox').values(message).execute();
}
