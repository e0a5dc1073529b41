import { endpointName } from '@mina-sidor/shared';
import { integrationEventEndpoints } from '@mina-sidor/shared/integration-event';
import { writeAudit } from '../../auth/audit.ts';
import { found, HttpError } from '../../http/http-error.ts';
import { route, type Module } from '../../http/module.ts';
import { webhookDeliveryKind } from '../../integration-events/outbox.ts';
import { handler } from '../../jobs/queue.ts';
import { deliverWebhooks } from './delivery.ts';
import { listUndelivered, readFeed, reopenFailed } from './repository.ts';
import { cloudEventOf } from './rules.ts';

const REFUSALS = {
  'not-found': new HttpError(404, 'not_found', 'Leveransen hittades inte.'),
  'not-failed': new HttpError(409, 'delivery_not_failed', 'Leveransen har inte gett upp: den är levererad eller försöks fortfarande igen automatiskt.'),
};

/**
 * Händelser ut (decision 0049): the events handlers record (integration-events/outbox.ts) delivered as signed
 * webhooks to WEBHOOK_URL, read by the provider's systems as a feed, and the failed deliveries staff retry.
 */
export const integrationEventsModule: Module = {
  name: 'integration-events',
  routes: ({ config, jobs }) => [
    route(integrationEventEndpoints.feed, async ({ db, query }) => {
      const after = query.after ?? '0';
      const { events, last } = await readFeed(db, after, query.limit);
      return { data: events.map((event) => cloudEventOf(event, config.publicUrl)), nextCursor: last ?? after };
    }),
    route(integrationEventEndpoints.undelivered, async ({ db }) => listUndelivered(db)),
    route(integrationEventEndpoints.retry, async ({ db, params, caller }) => {
      if (!config.webhook) throw new HttpError(409, 'no_webhook', 'Ingen mottagare av webhookar är inställd (WEBHOOK_URL).');
      const kind = webhookDeliveryKind(config);
      return db.transaction().execute(async (trx) => {
        const retry = await reopenFailed(trx, params.eventId);
        if (!retry.ok) throw REFUSALS[retry.reason];
        for (const eventId of retry.eventIds) await jobs.send(kind, { eventId }, trx);
        await writeAudit(trx, caller, { action: endpointName(integrationEventEndpoints.retry), customerId: retry.customerId });
        // As it is now, pending again: its job runs once this commits.
        return found((await listUndelivered(trx, params.eventId))[0], REFUSALS['not-found'].message);
      });
    }),
  ],
  jobs: ({ db, config }) => {
    if (!config.webhook) return [];
    const kind = webhookDeliveryKind(config);
    return [handler(kind, deliverWebhooks(db, config, kind))];
  },
};
