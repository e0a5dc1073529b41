import { z } from 'zod/mini';
import { line, lines } from './text.ts';
import { access, endpoint, reply } from './endpoint.ts';
import { customerId } from './customer.ts';

export const FEEDBACK_TEXT_LIMIT = 100;

/** Feedback on a page (spec §2.9, §3.9). */
export const feedback = z.strictObject({
  page: line(200).check(z.trim(), z.minLength(1)),
  thumbs: z.enum(['thumbs-up', 'thumbs-down']),
  optionalText: z.optional(lines(FEEDBACK_TEXT_LIMIT, `Högst ${FEEDBACK_TEXT_LIMIT} tecken.`)),
  page_variant: z.optional(z.literal('new')),
  /** The customer whose pages were shown (a linked user's or staff member's view); the caller's own by default. */
  customerId: z.optional(customerId),
});
export type Feedback = z.infer<typeof feedback>;

export const feedbackEndpoints = {
  send: endpoint({
    method: 'POST',
    path: '/v2/feedback',
    summary: 'Lämna synpunkter på en sida',
    body: feedback,
    reply: reply.dataFirst(z.object({ feedbackId: z.string() }), 201),
    // Only a customer the caller may see can be named, so feedback cannot probe customer numbers.
    access: access.read({ in: 'body', key: 'customerId', optional: true }),
  }),
};
