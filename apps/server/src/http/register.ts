import { Readable } from 'node:stream';
import { endpointName, type EndpointSpec } from '@mina-sidor/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authorize, type CustomerResolvers } from '../auth/access.ts';
import { InvalidTokenError, type TokenVerifier } from '../auth/bearer.ts';
import type { Caller } from '../auth/caller.ts';
import type { Db } from '../db/connection.ts';
import { HttpError } from './http-error.ts';
import { SerializedBody, type FileBody, type Module, type ModuleDeps } from './module.ts';
import { TOO_MANY_REQUESTS } from './errors.ts';
import { createRunningLimit } from './running-limit.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The resolved customer the access policy checked, for the handler. */
    customerId: string | null;
    /** An expensive read's running slot: held while its handler runs (see admitExpensive). */
    expensiveRead: { start(): void; end(): void } | null;
  }
}

type Options = {
  db: Db;
  deps: ModuleDeps;
  verify: TokenVerifier;
  resolvers: CustomerResolvers;
  /** @fastify/rate-limit settings for every call that is not a GET. */
  writeLimit: { max: number; timeWindow: string };
  /** Expensive reads (the contract's `expensive`) each caller may have running at once. */
  expensiveReadsPerCaller: number;
};

/** Seconds a caller refused for having too many expensive reads running should wait: about as long as one takes. */
const EXPENSIVE_RETRY_AFTER_SECONDS = 2;

/** RFC 6266: an ASCII fallback and the UTF-8 name, so å, ä and ö survive. */
export function contentDisposition(fileName: string): string {
  const ascii = fileName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

const bearerOf = (request: FastifyRequest) => request.headers.authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];

/**
 * The caller from the bearer token. Every endpoint needs one but a capability (a download token),
 * where a bearer is optional and, when sent, must be valid (spec §8: 401 "Obehörig åtkomst").
 */
function authenticate(endpoint: EndpointSpec, verify: TokenVerifier) {
  const optional = endpoint.access.kind === 'customer' && endpoint.access.signedOut === true;
  return async (request: FastifyRequest) => {
    const token = bearerOf(request);
    if (!token) {
      if (optional) return;
      throw new HttpError(401, 'unauthorized', 'Du måste logga in.', 'Bearer token missing');
    }
    try {
      request.caller = await verify(token);
    } catch (error) {
      if (!(error instanceof InvalidTokenError)) throw error;
      if (optional) throw new HttpError(401, 'unauthorized', 'Obehörig åtkomst. Du måste logga in för att få tillgång till filen.');
      throw new HttpError(401, 'unauthorized', 'Du måste logga in.', 'Invalid or expired token');
    }
  };
}

function sendFile(reply: FastifyReply, file: FileBody) {
  return (
    reply
      .header('content-type', file.contentType)
      .header('content-disposition', contentDisposition(file.fileName))
      .header('content-length', file.content.length)
      // no-transform: a proxy that compressed the file would drop its length, and with it the download page's percent.
      .header('cache-control', 'no-store, no-transform')
      .send(Readable.from([file.content]))
  );
}

/**
 * Registers every module's routes from their contracts: the path and schemas, the response
 * schema that serializes the answer, the rate limit of writes, and the access policy in one
 * pre-handler. A route's access comes from its contract, so none can be registered without one.
 */
export function registerModules(
  app: FastifyInstance,
  modules: readonly Module[],
  { db, deps, verify, resolvers, writeLimit, expensiveReadsPerCaller }: Options,
): EndpointSpec[] {
  const endpoints: EndpointSpec[] = [];
  const expensiveReads = createRunningLimit(expensiveReadsPerCaller);
  /**
   * An expensive read counts from right after authentication, before its access check and input
   * are looked at, until its answer has gone and its handler has ended: a client that leaves early
   * frees nothing while the server still works for it. One more than the caller's share is a 429.
   */
  const admitExpensive = async (request: FastifyRequest, reply: FastifyReply) => {
    const release = expensiveReads.enter((request.caller as Caller | null)?.subject ?? request.ip);
    if (!release) {
      reply.header('retry-after', String(EXPENSIVE_RETRY_AFTER_SECONDS));
      throw new HttpError(429, 'too_many_requests', TOO_MANY_REQUESTS);
    }
    const read = { handling: false, gone: false };
    const releaseWhenDone = () => {
      if (read.gone && !read.handling) release();
    };
    reply.raw.once('close', () => {
      read.gone = true;
      releaseWhenDone();
    });
    request.expensiveRead = {
      start: () => {
        read.handling = true;
      },
      end: () => {
        read.handling = false;
        releaseWhenDone();
      },
    };
  };
  app.decorateRequest('customerId', null);
  app.decorateRequest('expensiveRead', null);
  for (const { name, routes } of modules) {
    for (const { endpoint, handle } of routes?.(deps) ?? []) {
      const { reply: answer } = endpoint;
      endpoints.push(endpoint);
      app.route({
        method: endpoint.method,
        url: `/api${endpoint.path}`,
        schema: {
          summary: endpoint.summary,
          // Every endpoint in a group of the document: its contract's, else its module's.
          tags: [endpoint.tag ?? name],
          ...(endpoint.params ? { params: endpoint.params } : {}),
          ...(endpoint.query ? { querystring: endpoint.query } : {}),
          ...(endpoint.body ? { body: endpoint.body } : {}),
          ...(answer.kind === 'json' ? { response: { [answer.status]: answer.schema } } : {}),
          ...(endpoint.access.kind === 'customer' && endpoint.access.signedOut ? { security: [{}, { bearer: [] }] } : {}),
        },
        ...(endpoint.bodyLimit ? { bodyLimit: endpoint.bodyLimit } : {}),
        config: endpoint.method === 'GET' ? {} : { rateLimit: writeLimit },
        onRequest: endpoint.expensive ? [authenticate(endpoint, verify), admitExpensive] : authenticate(endpoint, verify),
        preHandler: async (request) => {
          request.customerId = await authorize(db, resolvers, endpoint, request);
        },
        handler: async (request, reply) => {
          request.expensiveRead?.start();
          let value: unknown;
          try {
            value = await handle({
              params: request.params as never,
              query: request.query as never,
              body: request.body as never,
              caller: request.caller,
              customerId: request.customerId,
              db,
              reply,
            });
          } finally {
            request.expensiveRead?.end();
          }
          if (answer.kind === 'empty') return reply.code(204).send();
          if (answer.kind === 'file') return sendFile(reply, value as FileBody);
          reply.code(answer.status);
          // A body serialized once (a cache): sent as it is, Fastify does not serialize a buffer again.
          if (value instanceof SerializedBody) return reply.type('application/json; charset=utf-8').send(value.bytes);
          return answer.wrap(value as never);
        },
      });
    }
  }
  const names = endpoints.map(endpointName);
  const twice = names.find((name, index) => names.indexOf(name) !== index);
  if (twice) throw new Error(`${twice} is declared twice`);
  return endpoints;
}
