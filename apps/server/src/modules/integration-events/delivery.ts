import { randomUUID } from 'node:crypto';
import type { CloudEvent } from '@mina-sidor/shared/integration-event';
import { Webhook } from 'standardwebhooks';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/connection.ts';
import type { webhookDeliveryKind } from '../../integration-events/outbox.ts';
import { countRun, deliveryStatus, firstUndelivered, holdLease, markFailed, recordAttempt, releaseLease } from './repository.ts';
import { cloudEventOf, outcomeOfAnswer, outcomeOfError, type AttemptOutcome } from './rules.ts';

/** A receiver that has not answered in this time is counted as not reached (Standard Webhooks suggests 15 s at most). */
const TIMEOUT_SECONDS = 10;
/** One run delivers a customer's waiting events for at most this long; the rest wait for the next run. */
const RUN_MS = 60_000;

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

type Walk = 'done' | 'blocked' | 'failed' | 'busy' | 'time';

/**
 * Delivers a customer's events in their order while this run holds the customer's lease: each only after the one
 * before it is delivered. Stops at the first that is not delivered, or behind one that has been given up.
 */
async function deliverInOrder(db: Db, customerId: string, send: (event: CloudEvent) => Promise<AttemptOutcome>, source: string): Promise<Walk> {
  const owner = randomUUID();
  const until = Date.now() + RUN_MS;
  try {
    for (;;) {
      if (!(await holdLease(db, customerId, owner))) return 'busy';
      const next = await firstUndelivered(db, customerId);
      if (!next) return 'done';
      if (next.status === 'failed') return 'blocked';
      if (Date.now() > until) return 'time';
      const outcome = await send(cloudEventOf(next.event, source));
      await recordAttempt(db, next.event.eventId, outcome);
      if (!outcome.delivered) return 'failed';
    }
  } finally {
    await releaseLease(db, customerId, owner);
  }
}

/**
 * The job of one event (decision 0049). Any run delivers the customer's waiting events from the first, so an event
 * is usually delivered by the run of an earlier one; its own run then finds it done. A run that leaves the event
 * undelivered throws, and pg-boss runs it again with backoff; its last run gives the event up (failed), and the
 * customer's later events wait behind it until staff retry it. An event behind a given-up one waits without retries.
 */
export function deliverWebhooks(db: Db, config: Config, kind: ReturnType<typeof webhookDeliveryKind>) {
  const webhook = config.webhook;
  if (!webhook) throw new Error('webhook delivery without WEBHOOK_URL');
  const signer = new Webhook(webhook.secret);
  const send = (event: CloudEvent) => post(webhook.url, signer, event);
  const lastRun = kind.retryLimit + 1;
  return async ({ eventId }: { eventId: string }): Promise<void> => {
    const own = await countRun(db, eventId);
    if (own?.status !== 'pending') return;
    const walk = await deliverInOrder(db, own.customer_id, send, config.publicUrl);
    if ((await deliveryStatus(db, eventId)) !== 'pending' || walk === 'blocked') return;
    if (own.runs >= lastRun) {
      await markFailed(db, eventId);
      return;
    }
    throw new NotDelivered(walk === 'busy' ? 'another run is delivering this customer’s events' : 'the receiver did not take the customer’s events');
  };
}
