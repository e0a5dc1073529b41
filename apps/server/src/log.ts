import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import pino, { type DestinationStream } from 'pino';
import type { Config } from './config.ts';

const HIDDEN = '[dolt]';

/** Path segments that are capabilities: a download token, an invitation code. */
const SECRET_SEGMENTS = [/^(\/ladda-ner\/)[^/?#]+/, /^(\/bekrafta_konto\/)[^/?#]+/, /^(\/api\/v\d\/invitations\/)[^/?#]+/];

/**
 * A URL as the log may keep it: the path without its capability segments, and of the query only
 * the names — its values carry authorization codes, ID tokens and staff search terms
 * (personnummer).
 */
export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  const path = SECRET_SEGMENTS.reduce((p, segment) => p.replace(segment, `$1${HIDDEN}`), at === -1 ? url : url.slice(0, at));
  if (at === -1) return path;
  const names = url
    .slice(at + 1)
    .split('&')
    .filter(Boolean)
    .map((pair) => `${pair.split('=')[0]}=${HIDDEN}`);
  return `${path}?${names.join('&')}`;
}

/** The server's one logger: Fastify's request log and the database's health log alike. */
export function createLogger(config: Pick<Config, 'logLevel'>, destination?: DestinationStream): FastifyBaseLogger {
  return pino(
    {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      serializers: {
        req: (request: FastifyRequest) => ({ method: request.method, url: redactUrl(request.url), remoteAddress: request.ip }),
        res: (reply: FastifyReply) => ({ statusCode: reply.statusCode }),
        err: pino.stdSerializers.err,
      },
    },
    destination,
  );
}
