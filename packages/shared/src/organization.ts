import { z } from 'zod';

/** A customer's parent organisation (spec §3.9). */
export const organization = z.object({
  organizationId: z.string(),
  name: z.string(),
  organizationNumber: z.string(),
  customerId: z.string().nullable(),
});
export type Organization = z.infer<typeof organization>;
