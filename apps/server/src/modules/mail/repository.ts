import type { Db } from '../../db/connection.ts';

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
}

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

export async function writeToOutbox(db: Db, email: OutgoingEmail): Promise<void> {
  await db.insertInto('outbox').values({ channel: 'email', recipient: email.to, subject: email.subject, body: email.text }).execute();
}
