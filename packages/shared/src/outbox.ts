import { z } from 'zod/mini';
import { access, endpoint, reply } from './endpoint.ts';

/**
 * An outgoing e-mail or SMS and what became of it: kept here because no SMTP server (or SMS
 * gateway) is configured, sent, or failed (an address mail cannot go to, a permanent refusal, the
 * last attempt failing) with why.
 */
export const outboxMessage = z.object({
  id: z.string(),
  channel: z.enum(['email', 'sms']),
  recipient: z.string(),
  subject: z.nullable(z.string()),
  body: z.string(),
  createdAt: z.string(),
  status: z.enum(['kept', 'sent', 'failed']),
  failure: z.nullable(z.string()),
});
export type OutboxMessage = z.infer<typeof outboxMessage>;

/** How many of the newest messages the outbox shows. */
export const OUTBOX_SHOWN = 50;

export const outboxEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/v1/outbox',
    summary: 'Utgående e-post och sms som skrevs till utkorgen, nyaste först (inte i produktion; för kundservice och administratörer)',
    reply: reply.dataList(outboxMessage),
    // The outbox holds other people's invitation links: staff only, and never in production.
    access: access.staff,
  }),
};
