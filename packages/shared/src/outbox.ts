import { z } from 'zod';
import { access, endpoint, reply } from './endpoint.ts';

/** A message written to the outbox because no SMTP server (or SMS provider) is configured. */
export const outboxMessage = z.object({
  id: z.string(),
  channel: z.enum(['email', 'sms']),
  recipient: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  createdAt: z.string(),
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
    example: () => ({}),
  }),
};
