import { z } from 'zod/mini';

/** Every 4xx/5xx body. `message` is Swedish and safe to show to a person. */
export const apiError = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
  }),
});
export type ApiError = z.infer<typeof apiError>;
