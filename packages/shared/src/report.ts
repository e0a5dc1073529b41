import { z } from 'zod';
import { customerId } from './customer.ts';
import { access, endpoint, reply } from './endpoint.ts';

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
  token: z
    .string()
    .min(1, { message: 'Ingen token angiven i URL:en.' })
    .max(200)
    .regex(/^[A-Za-z0-9_-]+$/, { message: 'Länken är ogiltig.' }),
});

const params = z.object({ id: customerId });

/** Reports are hidden for linked users (spec §6): they need restricted-read. */
export const reportEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/v2/customers/:id/reports',
    summary: 'Kundens färdiga rapporter',
    params,
    reply: reply.dataList(report),
    access: access.restrictedRead(),
    example: (c) => ({ params: { id: c.customerId } }),
  }),
  createDownloadToken: endpoint({
    method: 'POST',
    path: '/v2/customers/:id/reports/:reportId/download-token',
    summary: 'Skapa en nedladdningslänk (engångs, tidsbegränsad) till en rapport',
    params: params.extend({ reportId: z.string().regex(/^[A-Z0-9-]{1,64}$/, { message: 'Rapportens identitet är ogiltig.' }) }),
    reply: reply.dataFirst(downloadToken, 201),
    access: access.restrictedRead(),
    example: (c) => ({ params: { id: c.customerId, reportId: `RAP-${c.customerNumber}-2025` } }),
  }),
  /**
   * POST /download: the one call without a required bearer token (spec §7). The token is the
   * capability (random, single-use, expiring); a bearer, when sent, must be allowed to read the
   * token's customer.
   */
  download: endpoint({
    method: 'POST',
    path: '/v2/download',
    summary: 'Hämta en rapport med en nedladdningstoken (filen som ström)',
    body: downloadRequest,
    reply: reply.file(),
    access: access.capability('restricted-read', { in: 'body', key: 'token', as: 'download-token' }),
    example: () => ({ body: { token: 'x'.repeat(43) } }),
  }),
};
