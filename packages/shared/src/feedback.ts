import { z } from 'zod';
import { customerId } from './customer.ts';

export const FEEDBACK_TEXT_LIMIT = 100;

/** Feedback on a page (spec §2.9, §3.9). */
export const feedback = z.strictObject({
  page: z.string().trim().min(1).max(200),
  thumbs: z.enum(['thumbs-up', 'thumbs-down']),
  optionalText: z
    .string()
    .max(FEEDBACK_TEXT_LIMIT, { message: `Högst ${FEEDBACK_TEXT_LIMIT} tecken.` })
    .optional(),
  page_variant: z.literal('new').optional(),
  /** The customer whose pages were shown (a linked user's or staff member's view); the caller's own by default. */
  customerId: customerId.optional(),
});
export type Feedback = z.infer<typeof feedback>;
