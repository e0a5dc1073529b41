import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isBusy, isDiskFull, isUnavailable, type DatabaseHealth } from '../db/health.ts';
import { HttpError } from './http-error.ts';
import { renderErrorPage } from '../idp/pages.ts';

/** What a caller refused for asking too much too fast is told, whichever limit refused it. */
export const TOO_MANY_REQUESTS = 'För många förfrågningar. Vänta en stund och försök igen.';

const STATUS_MESSAGES: Record<number, string> = {
  400: 'Felaktig begäran.',
  401: 'Du måste logga in.',
  403: 'Du har inte behörighet att göra det här.',
  404: 'Resursen hittades inte.',
  405: 'Metoden stöds inte.',
  406: 'Formatet stöds inte.',
  413: 'Begäran är för stor.',
  415: 'Innehållstypen stöds inte.',
  429: TOO_MANY_REQUESTS,
};
const INTERNAL = 'Internt serverfel. Försök igen senare.';
const UNAVAILABLE = 'Tjänsten är inte tillgänglig just nu. Försök igen om en stund.';
/** Seconds a client should wait before it tries again while the database is away or busy (the web app backs off from 1 s anyway). */
const RETRY_AFTER_SECONDS = 5;

function send(reply: FastifyReply, status: number, code: string, message: string, details?: Record<string, unknown>) {
  // One code style for clients: lower snake case, also for Fastify's own FST_ERR_… codes.
  return reply
    .code(status)
    .type('application/json; charset=utf-8')
    .send({ error: { code: code.toLowerCase(), message, ...details } });
}

function unavailable(reply: FastifyReply) {
  reply.header('retry-after', String(RETRY_AFTER_SECONDS));
  return send(reply, 503, 'service_unavailable', UNAVAILABLE);
}

/**
 * One error handler: bad input is a 400 with a Swedish message, known errors
 * keep their status, everything else is a 500 that says nothing about why.
 */
export function registerErrorHandling(app: FastifyInstance, publicUrl: string, health?: DatabaseHealth) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof HttpError) {
      // RFC 6750 §3: a 401 names its scheme; the header stays ASCII (RFC 7235), the Swedish text is in the body.
      if (error.statusCode === 401) {
        reply.header(
          'www-authenticate',
          `Bearer realm="mina-sidor"${error.challenge ? `, error="invalid_token", error_description="${error.challenge}"` : ''}`,
        );
      }
      return send(reply, error.statusCode, error.code, error.message, error.details);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const where = first?.instancePath ? ` (${first.instancePath.replace(/^\//, '')})` : '';
      return send(reply, 400, 'invalid_request', `Ogiltig uppgift${where}: ${first?.message ?? 'felaktigt värde'}`);
    }
    // The database is away: every call would fail the same way, so say when to come back. The
    // health logs the outage once, not once per request; it hears of it here too, because a
    // failure to get a connection never reaches the statement log it watches.
    if (isUnavailable(error)) {
      health?.lost(error);
      return unavailable(reply);
    }
    // A statement that gave up waiting (a lock held long, the statement timeout, every pooled
    // connection taken) or a full disk: the same answer, logged once per episode by the health.
    // Either passes by itself; this request was not wrong.
    if (isBusy(error)) {
      health?.busy(error);
      return unavailable(reply);
    }
    if (isDiskFull(error)) {
      health?.diskFull(error);
      return unavailable(reply);
    }
    const status = error.statusCode ?? 500;
    if (request.url.startsWith('/idp')) {
      // oidc-provider's own errors (e.g. an expired interaction) get its Swedish error page.
      const oidcError = status === 429 ? 'rate_limited' : (error as { error?: string }).error;
      if (status >= 500) request.log.error({ err: error }, 'identity provider error');
      return reply
        .code(status)
        .type('text/html; charset=utf-8')
        .send(renderErrorPage(oidcError ?? 'server_error', publicUrl));
    }
    if (status >= 400 && status < 500) {
      return send(reply, status, error.code ?? 'bad_request', STATUS_MESSAGES[status] ?? STATUS_MESSAGES[400]!);
    }
    request.log.error({ err: error }, 'request failed');
    return send(reply, 500, 'internal_error', INTERNAL);
  });
}

export function badRequest(reply: FastifyReply, code: string) {
  return send(reply, 400, code, 'Adressen är ogiltig.');
}

export function apiNotFound(reply: FastifyReply) {
  return send(reply, 404, 'not_found', STATUS_MESSAGES[404]!);
}
