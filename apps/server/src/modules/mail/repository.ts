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
    status: row.status,
    failure: row.failure,
  }));
}

/** True when the job has written its row: it ran before, and its message went out (or failed for good) then. */
export async function isRecorded(db: Db, jobId: string): Promise<boolean> {
  return (await db.selectFrom('outbox').select('id').where('job_id', '=', jobId).executeTakeFirst()) !== undefined;
}

/** One job's message and what became of it; a second row for the same job is not written. */
export async function recordMessage(
  db: Db,
  message: Pick<Insertable<OutboxTable>, 'job_id' | 'channel' | 'recipient' | 'subject' | 'body' | 'status' | 'failure'>,
): Promise<void> {
  await db
    .insertInto('outbox')
    .values(message)
    .onConflict((conflict) => conflict.column('job_id').doNothing())
    .execute();
}

/** Removes the rows written before `cutoff`. */
export async function removeOutboxRowsBefore(db: Db, cutoff: Date): Promise<void> {
  await db.deleteFrom('outbox').where('created_at', '<', cutoff).execute();
}
