import { z } from 'zod';

/** `{ "data": [item] }` — the envelope of the provider's v2 calls (spec §7). */
export function dataEnvelope<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item) });
}

/** Every 4xx/5xx body. `message` is Swedish and safe to show to a person. */
export const apiError = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
  }),
});
export type ApiError = z.infer<typeof apiError>;
