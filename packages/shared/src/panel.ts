import { z } from 'zod';

export const PARTICIPATION_STATUSES = ['NotParticipating', 'Participating', 'Excluded'] as const;

export const panelParticipation = z.object({ participationStatus: z.enum(PARTICIPATION_STATUSES) });
export type PanelParticipation = z.infer<typeof panelParticipation>;

export const panelQuery = z.object({ isNackaCustomer: z.enum(['true', 'false']).optional() });

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Set panel participation: (customer number, true, flag) in the spec, with the signup's contact details. */
export const panelSignup = z.strictObject({
  participate: z.boolean(),
  email: z
    .string()
    .trim()
    .min(1, { message: 'Ange en mejladress' })
    .max(254, { message: 'Ange en giltig mejladress' })
    .regex(emailPattern, { message: 'Ange en giltig mejladress' })
    .optional(),
  phoneNumber: z.string().trim().max(30).optional(),
  displayName: z.string().trim().max(200).optional(),
});
