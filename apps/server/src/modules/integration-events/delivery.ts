import { randomUUID } from 'node:crypto';
import type { CloudEvent } from '@mina-sidor/shared/integration-event';
import { Webhook } from 'standardwebhooks';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/connection.ts';
import { firstRetrySeconds, type webhookDeliveryKind } from '../../integration-events/outbox.ts';
import type { JobQueue, JobRun } from '../../jobs/queue.ts';
import { claim, deliveryForRun, deliveryStatus, firstUndelivered, holdLease, markFailed, recordAttempt, releaseClaim } from './repository.ts';
import { cloudEventOf, outcomeOfAnswer, outcomeOfError, type AttemptOutcome } from './rules.ts';

/** A receiver that has not answered in this time is counted as not reached (Standard Webhooks suggests 15 s at most). */
const TIMEOUT_SECONDS = 10;
/** One run delivers a customer's waiting events for at most this long; the rest wait for the next run. */
const RUN_MS = 60_000;
/**
 * How often a run renews its lease (2 minutes): a run's last request starts within RUN_MS and lasts TIMEOUT_SECONDS at
 * most, so a renewal every half minute keeps it, with fewer statements than one before each request.
 */
const RENEW_MS = 30_000;

/** Thrown to have pg-boss run the job again later, with its backoff. */
class NotDelivered extends Error {}

/**
 * Sends one event signed as Standard Webhooks says: the same `webhook-id` on every attempt, the timestamp of
 * this attempt, and `v1,` + base64 HMAC-SHA256 over `id.timestamp.body`.
 */
async function post(url: string, signer: Webhook, event: CloudEvent): Promise<AttemptOutcome> {
  const body = JSON.stringify(event);
  const at = new Date();
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Mina-sidor-webhooks/1',
        'webhook-id': event.id,
        'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
        'webhook-signature': signer.sign(event.id, at, body),
      },
      body,
      // A redirect is not followed: a receiver that moved is configured anew.
      redirect: 'manual',
      signal: AbortSignal.timeout(TIMEOUT_SECONDS * 1000),
    });
    await response.body?.cancel();
    return outcomeOfAnswer(response.status);
  } catch (error) {
    return outcomeOfError(error, TIMEOUT_SECONDS);
  }
}

/** Where a run's walk along the customer's events stopped: at an event not taken (`failed`), or for another reason. */
type Walk = { end: 'done' | 'blocked' | 'time' | 'lost' } | { end: 'failed'; eventId: string };

/**
 * Delivers a customer's events in their order while this run holds the customer's lease: each only after the one
 * before it is delivered. Stops at the first that is not delivered, or behind one that has been given up.
 */
async function deliverInOrder(db: Db, customerId: string, owner: string, send: (event: CloudEvent) => Promise<AttemptOutcome>, source: string): Promise<Walk> {
  const until = Date.now() + RUN_MS;
  let renewed = Date.now();
  for (;;) {
    if (Date.now() - renewed > RENEW_MS) {
      if (!(await holdLease(db, customerId, owner))) return { end: 'lost' };
      renewed = Date.now();
    }
    const next = await firstUndelivered(db, customerId);
    if (!next) return { end: 'done' };
    if (next.status === 'failed') return { end: 'blocked' };
    if (Date.now() > until) return { end: 'time' };
    const outcome = await send(cloudEventOf(next.event, source));
    await recordAttempt(db, next.event.eventId, outcome);
    if (!outcome.delivered) return { end: 'failed', eventId: next.event.eventId };
  }
}

/**
 * The job of one event (decisions 0049, 0058). A run takes the customer's lease and delivers the customer's waiting
 * events from the first, so an event is usually delivered by the run of an earlier one, and a run finds its own done.
 * While another run holds the lease, a run hands its event over to it and ends at once: no wait, no retry counted.
 * Only the run of the event that was not taken throws, and pg-boss runs it again with its backoff; its last run gives
 * the event up (failed), and the customer's later events wait behind it until staff retry it. An event behind one not
 * taken waits without a job of its own: the run that delivers the one before it goes on to it, and a run that stops
 * with an event first in line that has no job sends it one (repository.ts, releaseClaim). Different customers' events
 * run side by side, WEBHOOK_CONCURRENCY a time in each instance.
 */
export function deliverWebhooks(db: Db, config: Config, kind: ReturnType<typeof webhookDeliveryKind>) {
  const webhook = config.webhook;
  if (!webhook) throw new Error('webhook delivery without WEBHOOK_URL');
  const signer = new Webhook(webhook.secret);
  const send = (event: CloudEvent) => post(webhook.url, signer, event);
  const retrySeconds = firstRetrySeconds(config);
  return async ({ eventId }: { eventId: string }, job: JobRun, jobs: JobQueue): Promise<void> => {
    const own = await deliveryForRun(db, eventId);
    // Done already, unless a run stopped half-way left the customer's events unattended: this run takes them over.
    if (!own || (own.status !== 'pending' && !own.unattended)) return;
    const owner = randomUUID();
    // Another run is delivering the customer's events: it goes on to this one (its event is marked as having no job).
    if (!(await claim(db, own.customer_id, owner))) return;
    let walk: Walk = { end: 'lost' };
    // A run that throws is run again: its event keeps its job. So does one whose lease lapsed in the middle.
    let retried = true;
    try {
      walk = await deliverInOrder(db, own.customer_id, owner, send, config.publicUrl);
      const ownNotTaken = walk.end === 'failed' && walk.eventId === eventId;
      if (ownNotTaken && job.lastAttempt) await markFailed(db, eventId);
      retried = (ownNotTaken && !job.lastAttempt) || walk.end === 'lost';
    } finally {
      await releaseClaim(db, own.customer_id, owner, { eventId, retried }, (trx, next, tried) =>
        jobs.send(kind, { eventId: next }, trx, { startAfterSeconds: tried ? retrySeconds : 0 }),
      );
    }
    if (!retried) return;
    if (walk.end !== 'lost') throw new NotDelivered('the receiver did not take the event');
    // Another run took over the customer's events after the lease lapsed: this event waits for it, or for its own retry.
    if ((await deliveryStatus(db, eventId)) === 'pending') throw new NotDelivered('another run took over the customer’s events');
  };
}
