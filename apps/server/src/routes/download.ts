import { Readable } from 'node:stream';
import { downloadRequest } from '@mina-sidor/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TokenVerifier } from '../auth/bearer.ts';
import { authorizeCustomer } from '../auth/policy.ts';
import type { Db } from '../db/connection.ts';
import { HttpError } from '../http-error.ts';
import { redeemDownloadToken } from '../repositories/reports.ts';

/** RFC 6266: an ASCII fallback and the UTF-8 name, so å, ä and ö survive. */
export function contentDisposition(fileName: string): string {
  const ascii = fileName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * POST /download: the one call without a required bearer token. The token is
 * the capability (random, single-use, expiring). A bearer, when sent, must be
 * allowed to read the token's customer. Statuses follow the download page's
 * messages (spec §8): unknown or used → 404, expired → 401, other customer → 403.
 */
export const downloadRoutes: FastifyPluginAsyncZod<{ db: Db; verify: TokenVerifier; writeLimit: object }> = async (app, { db, verify, writeLimit }) => {
  app.post(
    '/api/v2/download',
    { config: { rateLimit: writeLimit }, schema: { summary: 'Hämta en rapport med en nedladdningstoken (filen som ström)', body: downloadRequest } },
    async (request, reply) => {
      const bearer = request.headers.authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
      const caller = bearer ? await verify(bearer).catch(() => null) : undefined;
      if (caller === null) throw new HttpError(401, 'unauthorized', 'Obehörig åtkomst. Du måste logga in för att få tillgång till filen.');
      return db.transaction().execute(async (trx) => {
        const result = await redeemDownloadToken(trx, request.body.token);
        if (!result.ok) {
          if (result.reason === 'expired') {
            throw new HttpError(401, 'token_expired', 'Länken har gått ut. Logga in och hämta rapporten igen.');
          }
          throw new HttpError(404, 'not_found', 'Resursen hittades inte.');
        }
        if (caller) {
          await authorizeCustomer(trx, caller, result.customerId, 'restricted-read', 'report.download').catch(() => {
            throw new HttpError(403, 'forbidden', 'Åtkomst nekad. Du har inte behörighet att se denna resurs.');
          });
        }
        const body = Buffer.from(result.content, 'utf8');
        return reply
          .header('content-type', result.contentType)
          .header('content-disposition', contentDisposition(result.fileName))
          .header('content-length', body.length)
          .header('cache-control', 'no-store')
          .send(Readable.from([body]));
      });
    },
  );
};
