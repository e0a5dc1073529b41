import path from 'node:path';
import formbody from '@fastify/formbody';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import { z } from 'zod';
import type { Db } from '../db/connection.ts';
import { PERSONAS } from '../demo-source/personas.ts';
import { renderLoginPage } from './pages.ts';
import type { UserRow } from '../db/schema.ts';
import type { TokenVerifier } from '../auth/bearer.ts';
import { findUserByPersona, findUserByPersonnummer, findUserBySubject, profileClaims } from './users.ts';

const PREFIX = '/idp';
const uidParams = z.object({ uid: z.string().min(1).max(100) });
const loginBody = z.union([z.object({ persona: z.string().regex(/^[a-z0-9-]{1,50}$/) }), z.object({ personnummer: z.string().max(40) })]);

function personasForLogin() {
  return PERSONAS.map(({ key, displayName, description }) => ({ key, displayName, description }));
}

/**
 * Mounts oidc-provider (a Koa app) under /idp and serves its Swedish login
 * page. The interaction routes live under /idp/interaction/:uid because the
 * provider scopes its interaction cookie to that path.
 */
export async function registerIdp(app: FastifyInstance, options: { provider: Provider; db: Db; loginRateLimit: object; verify: TokenVerifier }) {
  const { provider, db } = options;
  const callback = provider.callback();

  await app.register(fastifyStatic, {
    root: path.join(import.meta.dirname, 'assets'),
    prefix: '/idp-assets/',
    decorateReply: false,
    maxAge: '1h',
  });

  await app.register(async (scope) => {
    await scope.register(formbody, { bodyLimit: 4096 });

    function html(reply: FastifyReply, status: number, body: string) {
      return reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);
    }

    scope.get('/idp/interaction/:uid', async (request, reply) => {
      const details = await provider.interactionDetails(request.raw, reply.raw);
      if (details.prompt.name === 'login') {
        return html(reply, 200, renderLoginPage({ uid: details.uid, personas: personasForLogin() }));
      }
      // Consent is granted by loadExistingGrant for our first-party client; nothing else to ask.
      reply.hijack();
      await provider.interactionFinished(request.raw, reply.raw, {}, { mergeWithLastSubmission: true });
    });

    scope.post('/idp/interaction/:uid/login', { config: { rateLimit: options.loginRateLimit } }, async (request, reply) => {
      const { uid } = uidParams.parse(request.params);
      const body = loginBody.safeParse(request.body);
      if (!body.success) {
        return html(reply, 400, renderLoginPage({ uid, personas: personasForLogin(), error: 'Välj en testperson eller skriv ett personnummer.' }));
      }
      let user: UserRow | undefined;
      if ('persona' in body.data) {
        user = await findUserByPersona(db, body.data.persona);
        if (!user) {
          return html(reply, 400, renderLoginPage({ uid, personas: personasForLogin(), error: 'Testpersonen finns inte.' }));
        }
      } else {
        const found = await findUserByPersonnummer(db, body.data.personnummer);
        if (!found.ok) {
          return html(reply, 400, renderLoginPage({ uid, personas: personasForLogin(), error: found.message, personnummer: body.data.personnummer }));
        }
        user = found.user;
      }
      await provider.interactionDetails(request.raw, reply.raw);
      reply.hijack();
      await provider.interactionFinished(
        request.raw,
        reply.raw,
        { login: { accountId: user.subject, amr: user.company_login ? ['bankid', 'Company'] : ['bankid'] } },
        { mergeWithLastSubmission: false },
      );
    });

    scope.get('/idp/interaction/:uid/abort', async (request, reply) => {
      await provider.interactionDetails(request.raw, reply.raw);
      reply.hijack();
      await provider.interactionFinished(
        request.raw,
        reply.raw,
        { error: 'access_denied', error_description: 'Inloggningen avbröts.' },
        { mergeWithLastSubmission: false },
      );
    });
  });

  /**
   * User info. oidc-provider refuses access tokens issued for a resource
   * server at its own userinfo endpoint, and ours are all for the API, so the
   * same claims are served here for the API's tokens (OIDC Core §5.3).
   */
  app.route({
    method: ['GET', 'POST'],
    url: '/idp/me',
    handler: async (request, reply) => {
      const token = request.headers.authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
      const caller = token ? await options.verify(token).catch(() => null) : null;
      const user = caller ? await findUserBySubject(db, caller.subject) : undefined;
      if (!user) {
        return reply
          .code(401)
          .header('www-authenticate', 'Bearer realm="mina-sidor", error="invalid_token"')
          .send({ error: 'invalid_token', error_description: 'invalid token provided' });
      }
      return reply.header('cache-control', 'no-store').send({ sub: user.subject, ...profileClaims(user) });
    },
  });

  await app.register(async (scope) => {
    // The provider reads request bodies itself: leave the stream untouched.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));

    async function forward(request: FastifyRequest, reply: FastifyReply) {
      reply.hijack();
      const raw = request.raw as typeof request.raw & { originalUrl?: string };
      raw.originalUrl = raw.url;
      raw.url = (raw.url ?? '').slice(PREFIX.length) || '/';
      await callback(raw, reply.raw);
    }
    scope.all('/idp', forward);
    scope.all('/idp/*', forward);
  });
}
