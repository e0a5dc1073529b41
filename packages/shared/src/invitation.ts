import { z } from 'zod';

/** Invitation codes are base64 (spec §2.1: stored locally only if they look like it). */
export const invitationCode = z
  .string()
  .max(200)
  .regex(/^[A-Za-z0-9+/_-]+={0,2}$/, { message: 'Inbjudningskoden är ogiltig.' });

export const invitation = z.object({
  code: z.string(),
  customerName: z.string(),
  invitedEmail: z.string(),
  createdAt: z.string(),
});
export type Invitation = z.infer<typeof invitation>;
