import { randomUUID } from 'node:crypto';
import { INTEGRATION_EVENTS, type IntegrationEventData, type IntegrationEventType } from '@mina-sidor/shared/integration-event';
import { sql } from 'kysely';
import { z } from 'zod';
import type { Config } from '../config.ts';
import type { Db } from '../db/connection.ts';
import { jobKind, type JobQueue } from '../jobs/queue.ts';
import { retryLimitFor } from './retries.ts';

/**
 * The transactional outbox of the events the provider's systems act on (decision 0049). A handler that changes
 * something a provider must hear of adds one line in its transaction: `await events.record(trx, { type, customerId, data })`.
 */

/** An event as a handler gives it: its type, the customer it concerns, and the data the type declares. */
export type NewIntegrationEvent = {
  [T in IntegrationEventType]: { type: T; customerId: string; data: IntegrationEventData<T> };
}[IntegrationEventType];

export interface EventOutbox {
  /** Writes the event as part of the transaction `trx`: it exists, and is delivered, only if that commits. */
  record(trx: Db, event: NewIntegrationEvent): Promise<void>;
}

/** The first retry's delay; pg-boss doubles it each time (JOB_RETRY_DELAY_SECONDS overrides it). */
const FIRST_RETRY_SECONDS = 30;

/** The wait before an event's first retry at the least, as pg-boss's backoff gives it. */
export const firstRetrySeconds = (config: Config) => config.jobs.retryDelaySeconds ?? FIRST_RETRY_SECONDS;

/**
 * Delivers the customer's waiting events from the first, in order (integration-events module), WEBHOOK_CONCURRENCY
 * customers at a time in each instance. Its retries last at least WEBHOOK_RETRY_HOURS (24) at the shortest waits of
 * pg-boss's backoff; its last run gives the event up.
 */
export function webhookDeliveryKind(config: Config) {
  const windowSeconds = (config.webhook?.retryHours ?? 24) * 3600;
  return jobKind({
    name: 'webhook-delivery',
    data: z.object({ eventId: z.uuid() }),
    retryLimit: retryLimitFor(windowSeconds, firstRetrySeconds(config)),
    retryDelaySeconds: FIRST_RETRY_SECONDS,
    // A run delivers the customer's waiting events for at most a minute (modules/integration-events/delivery.ts).
    expireInSeconds: 5 * 60,
    // Each run holds one customer's line (a lease): the requests in flight are at most this many, each a different customer's.
    concurrency: config.webhook?.concurrency ?? 1,
  });
}

export function eventOutbox(config: Config, jobs: JobQueue): EventOutbox {
  const delivery = config.webhook ? webhookDeliveryKind(config) : null;
  return {
    async record(trx, event) {
      if (!trx.isTransaction) throw new Error(`${event.type} must be recorded in the transaction of the change it tells of`);
      const data = INTEGRATION_EVENTS[event.type].data.parse(event.data);
      // The customer's counter row stays locked until this transaction ends: the next event of the same customer
      // waits for it, so the numbers follow the order of commit, without gaps (a rollback gives its number back).
      // Its time never goes back either, so the feed's order by time keeps each customer's order.
      const stream = await trx
        .insertInto('integration_event_streams')
        .values({ customer_id: event.customerId, last_sequence: 1, last_time: sql<Date>`clock_timestamp()` })
        .onConflict((oc) =>
          oc.column('customer_id').doUpdateSet({
            last_sequence: sql<number>`integration_event_streams.last_sequence + 1`,
            last_time: sql<Date>`greatest(clock_timestamp(), integration_event_streams.last_time)`,
          }),
        )
        .returning(['last_sequence', 'last_time'])
        .executeTakeFirstOrThrow();
      const eventId = randomUUID();
      await trx
        .insertInto('integration_events')
        .values({
          event_id: eventId,
          customer_id: event.customerId,
          sequence: stream.last_sequence,
          type: event.type,
          time: stream.last_time,
          data: JSON.stringify(data),
        })
        .execute();
      if (!delivery) return;
      // Behind an event of the customer not tried yet, this one needs no job: the run that delivers that one goes on
      // to it (the stream row's lock, held until commit, keeps that run from giving the customer's lease back unseen).
      // Behind one that failed, its job tries that one once more (decision 0058).
      const first = await trx
        .selectFrom('webhook_deliveries')
        .select(['status', 'attempts'])
        .where('customer_id', '=', event.customerId)
        .where('status', '<>', 'delivered')
        .orderBy('sequence')
        .limit(1)
        .executeTakeFirst();
      const behindUntried = first?.status === 'pending' && first.attempts === 0;
      await trx
        .insertInto('webhook_deliveries')
        .values({ event_id: eventId, customer_id: event.customerId, sequence: stream.last_sequence, has_job: !behindUntried })
        .execute();
      if (!behindUntried) await jobs.send(delivery, { eventId }, trx);
    },
  };
}
