import { z } from 'zod';

export const report = z.object({
  reportId: z.string(),
  name: z.string(),
  fileName: z.string(),
  createdAt: z.string(),
});
export type Report = z.infer<typeof report>;

export const downloadToken = z.object({ token: z.string(), expiresAt: z.string(), url: z.string() });

/** POST /download: the token from /ladda-ner/{downloadToken}. */
export const downloadRequest = z.strictObject({
  token: z.string().min(1, { message: 'Ingen token angiven i URL:en.' }).max(200),
});
