import type { Db } from '../../db/connection.ts';
import type { JobRun } from '../../jobs/queue.ts';
import { isRecorded, recordMessage } from './repository.ts';

/** One e-mail or SMS to one recipient. */
export interface OutgoingMessage {
  channel: 'email' | 'sms';
  recipient: string;
  subject: string | null;
  body: string;
}

/** What a server said of a message: taken, or refused for good with why. A throw is "not now": the job is retried. */
export type Transported = { sent: true } | { sent: false; reason: string };

/** Hands a message to an SMTP server or SMS gateway; the job's id is the key a retry sends under. */
export type Transport = (message: OutgoingMessage, jobId: string) => Promise<Transported>;

/**
 * Sends one job's message at most once and records what became of it in the outbox, keyed by the
 * job (decisions 0040, 0041):
 *
 * - a job run again after its completion was lost finds its row and sends nothing;
 * - a recipient no message can reach (`problem`) is recorded as failed, not thrown: the action
 *   that queued the message, and everyone else's messages, never fail for it;
 * - without a transport (no SMTP server or SMS gateway configured) the message is kept for a developer;
 * - a permanent refusal, or a failure on the last attempt, is recorded as failed; an earlier
 *   failure throws, for the queue to try again.
 *
 * Between the transport taking the message and the row being written, a crash still sends it again
 * on the retry: the transport passes the job's id as its idempotency key where the other end takes one.
 */
export async function deliverOnce(
  db: Db,
  job: JobRun,
  message: OutgoingMessage,
  { problem, transport }: { problem: string | null; transport: Transport | null },
): Promise<void> {
  if (await isRecorded(db, job.id)) return;
  const record = (outcome: { status: 'kept' | 'sent' } | { status: 'failed'; failure: string }) =>
    recordMessage(db, { job_id: job.id, ...message, status: outcome.status, failure: outcome.status === 'failed' ? outcome.failure : null });
  if (problem) return record({ status: 'failed', failure: problem });
  if (!transport) return record({ status: 'kept' });
  let outcome: Transported;
  try {
    outcome = await transport(message, job.id);
  } catch (error) {
    if (!job.lastAttempt) throw error;
    outcome = { sent: false, reason: `Sista försöket misslyckades: ${error instanceof Error ? error.message : String(error)}`.slice(0, 500) };
  }
  await record(outcome.sent ? { status: 'sent' } : { status: 'failed', failure: outcome.reason });
}
