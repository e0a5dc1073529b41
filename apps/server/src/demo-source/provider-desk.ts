import { PROVIDER_CONTACT } from '@mina-sidor/shared/provider';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/connection.ts';
import { swedishToday } from '../lib/swedish-time.ts';
import { readFeed, type StoredEvent } from '../modules/integration-events/index.ts';
import { RefusedBatch, sendBatch } from './send.ts';

/**
 * The demo's provider side (decision 0056): it reads the portal's events as a provider's system reads the feed, and
 * answers through the inbound API (decision 0057) what a screen shows the provider did next: an ordered Power Hub is
 * shipped, a district heating agreement request is answered. A real provider takes a working day; the demo's acts
 * two minutes after the customer, so a visitor sees it happen.
 */
export const DESK_DELAY_MS = 2 * 60_000;
const POLL_MS = 10_000;
const PAGE = 200;

type Reply = { kind: 'power-hub-orders' | 'messages'; record: Record<string, unknown> };

/** A parcel number of the carrier's form (20 digits), the same for the same order. */
function parcelNumber(orderId: string): string {
  const digits = [...orderId.replaceAll('-', '')].map((c) => Number.parseInt(c, 16) % 10).join('');
  return `00370${digits.slice(0, 15)}`;
}

/**
 * What the demo's provider does about an event, or null when it does nothing. Pure, and the same event always gives the
 * same record (its days and times come from the event's), so acting on it again — after a restart reads the feed from
 * its start — changes nothing.
 */
export function replyTo(event: StoredEvent): Reply | null {
  const at = new Date(event.time.getTime() + DESK_DELAY_MS);
  if (event.type === 'se.minasidor.power-hub.ordered') {
    const orderId = String(event.data.orderId);
    const parcel = parcelNumber(orderId);
    return {
      kind: 'power-hub-orders',
      record: {
        orderId,
        customerId: event.customerId,
        status: 'shipped',
        shippedOn: swedishToday(at),
        carrier: 'PostNord',
        trackingNumber: parcel,
        trackingUrl: `https://tracking.postnord.com/se/?id=${parcel}`,
      },
    };
  }
  if (event.type === 'se.minasidor.district-heating-agreement.requested') {
    const requestId = String(event.data.messageId);
    return {
      kind: 'messages',
      record: {
        messageId: `SVAR-${requestId}`,
        customerId: event.customerId,
        subject: 'Svar på din förfrågan om fjärrvärmeavtal',
        body: [
          'Hej!',
          'Tack för din förfrågan. Vi har tagit emot den och skickar avtalet till dig för signering inom fem arbetsdagar.',
          `Har du frågor under tiden är du välkommen att ringa kundservice på ${PROVIDER_CONTACT.phone} eller skriva till ${PROVIDER_CONTACT.email}.`,
          `Vänliga hälsningar\n${PROVIDER_CONTACT.name}`,
        ].join('\n\n'),
        category: 'Avtal',
        createdAt: at.toISOString(),
        inReplyTo: requestId,
      },
    };
  }
  return null;
}

/**
 * The desk's memory: its place in the feed and the replies not yet due. In memory only: after a restart it reads the
 * feed from the start again, and what it already did comes again unchanged.
 */
export function providerDesk(db: Db, logger: Pick<FastifyBaseLogger, 'warn'>) {
  let cursor = '0';
  const waiting: { due: number; reply: Reply }[] = [];
  return {
    /**
     * Reads the new events and sends every reply due by `now`. A refused reply (an order the provider's real system
     * already closed, say) is logged and dropped; one that could not be sent waits for the next round.
     */
    async round(now = new Date()): Promise<void> {
      for (;;) {
        const { events, last } = await readFeed(db, cursor, PAGE);
        for (const event of events) {
          const reply = replyTo(event);
          if (reply) waiting.push({ due: event.time.getTime() + DESK_DELAY_MS, reply });
        }
        if (last !== null) cursor = last;
        if (events.length < PAGE) break;
      }
      for (const item of waiting.filter((w) => w.due <= now.getTime())) {
        try {
          await sendBatch(db, item.reply.kind, [item.reply.record]);
        } catch (error) {
          if (!(error instanceof RefusedBatch)) throw error;
          logger.warn({ err: error, kind: item.reply.kind }, 'the demo provider desk was refused its reply');
        }
        waiting.splice(waiting.indexOf(item), 1);
      }
    },
  };
}

/** Runs the desk every ten seconds until stopped; one round at a time. */
export function startProviderDesk(db: Db, logger: Pick<FastifyBaseLogger, 'warn'>): { stop: () => void } {
  const desk = providerDesk(db, logger);
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    desk
      .round()
      .catch((error: unknown) => logger.warn({ err: error }, 'the demo provider desk could not read the events'))
      .finally(() => {
        running = false;
      });
  }, POLL_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
