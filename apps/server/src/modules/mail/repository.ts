import type { Db } from '../../db/connection.ts';

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
}

export async function writeToOutbox(db: Db, email: OutgoingEmail): Promise<void> {
  await db.insertInto('outbox').values({ channel: 'email', recipient: email.to, subject: email.subject, body: email.text }).execute();
}
