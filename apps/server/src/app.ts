import cors from '@fastify/cors';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import rateLimit from '@fastify/rate-limit';
import helmet from 'helmet';
import Fastify, { type FastifyInstance, type RouteOptions as RouteOptionsOfFastify } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TAG_MANAGER_ORIGIN } from '@mina-sidor/shared';
import { createTokenVerifier, InvalidTokenError } from './auth/bearer.ts';
import { createRateLimitStore } from './auth/rate-limit-store.ts';
import type { Caller } from './auth/caller.ts';
import type { Config } from './config.ts';
import type { Db } from './db/connection.ts';
import { apiNotFound, badRequest, registerErrorHandling, unauthorized } from './errors.ts';
import { registerIdp } from './idp/plugin.ts';
import { createProvider } from './idp/provider.ts';
import { loadOrCreateSecrets } from './idp/secrets.ts';
import { accountRoutes } from './routes/account.ts';
import { consumptionRoutes } from './routes/consumption.ts';
import { contractRoutes } from './routes/contracts.ts';
import { customerDataRoutes } from './routes/customer-data.ts';
import { customerRoutes } from './routes/customers.ts';
import { downloadRoutes } from './routes/download.ts';
import { feedbackRoutes } from './routes/feedback.ts';
import { invitationRoutes } from './routes/invitations.ts';
import { messageRoutes } from './routes/messages.ts';
import { overviewRoutes } from './routes/overview.ts';
import { panelRoutes } from './routes/panel.ts';
import { reportRoutes } from './routes/reports.ts';
import type { RouteOptions } from './routes/route-options.ts';
import { healthRoutes } from './routes/health.ts';
import { runtimeConfigRoute } from './routes/runtime-config.ts';
import { staffRoutes } from './routes/staff.ts';
import { webRoutes } from './routes/web.ts';

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller;
  }
  interface FastifyInstance {
    /** Every /api route as registered, for the tests that must cover them all. */
    apiRoutes: RouteOptionsOfFastify[];
  }
}

z.config(z.locales.sv());

const BODY_LIMIT = 64 * 1024;

/**
 * What the tag manager needs besides its own script (Google's CSP guide for
 * Tag Manager with Google Analytics 4): the collect endpoints it sends hits to,
 * by fetch/beacon (connect-src) or as pixels (img-src).
 */
const TAG_MANAGER_CONNECT = ['https://*.google-analytics.com', 'https://*.analytics.google.com', TAG_MANAGER_ORIGIN];
const TAG_MANAGER_IMG = ['https://*.google-analytics.com', TAG_MANAGER_ORIGIN];

/** Allows exactly what is configured: the error-reporting origin and the tag manager only when set. */
function contentSecurityPolicy(config: Config) {
  const issuerOrigin = new URL(config.oidc.issuer).origin;
  const errorReporting = config.errorReporting ? [new URL(config.errorReporting.dsn).origin] : [];
  const tagManager = config.tagManager !== null;
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      // External scripts only: the tag manager is loaded by a script element, never inline.
      scriptSrc: ["'self'", ...(tagManager ? [TAG_MANAGER_ORIGIN] : [])],
      // MUI (emotion) injects its styles at run time.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', ...(tagManager ? TAG_MANAGER_IMG : [])],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", issuerOrigin, ...errorReporting, ...(tagManager ? TAG_MANAGER_CONNECT : [])],
      frameSrc: ["'self'", issuerOrigin],
      formAction: ["'self'", issuerOrigin, new URL(config.publicUrl).origin],
      frameAncestors: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
    },
  };
}

/** Builds the whole server from a config; tests build it too and call it with inject. */
export async function buildApp(config: Config, db: Db): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
    },
    bodyLimit: BODY_LIMIT,
    trustProxy: config.trustProxy,
    return503OnClosing: true,
    // Errors the router raises before any route runs (bad URL encoding, over-long ids) get the same body as the rest.
    frameworkErrors: (error, _request, reply) => badRequest(reply, error.code),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app, config.publicUrl);
  app.decorateRequest('caller', null as unknown as Caller);
  const apiRoutes: RouteOptionsOfFastify[] = [];
  app.decorate('apiRoutes', apiRoutes);
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/v')) apiRoutes.push(route as RouteOptionsOfFastify);
  });

  // Helmet's middleware, made once: @fastify/helmet builds it anew for every request, which cost
  // more than a cached consumption answer (bench/).
  const securityHeaders = helmet({
    contentSecurityPolicy: contentSecurityPolicy(config),
    hsts: config.publicUrl.startsWith('https:') ? { maxAge: 31536000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => securityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)));
  await app.register(cors, { origin: config.corsOrigins.length > 0 ? config.corsOrigins : false });
  await app.register(rateLimit, {
    global: false,
    // After authentication, so a signed-in caller is limited as itself rather than by address.
    hook: 'preHandler',
    keyGenerator: (request) => (request.caller as Caller | null)?.subject ?? request.ip,
    store: createRateLimitStore(db),
  });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Mina sidor API', version: '0.1.30', description: 'Spec §7 calls and the data every screen needs.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  app.get('/api/docs/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  await app.register(healthRoutes, { db });
  await app.register(runtimeConfigRoute, { config });

  const secrets = config.oidc.embedded ? await loadOrCreateSecrets(config.dataDir) : null;
  const verify = createTokenVerifier(config, secrets);
  if (secrets) {
    const provider = createProvider(config, db, secrets);
    await registerIdp(app, { provider, db, verify, loginRateLimit: { max: 30, timeWindow: '1 minute' } });
  }

  const writeLimit = { max: config.writeRateLimitPerMinute, timeWindow: '1 minute' };
  const routeOptions: RouteOptions = { db, writeLimit, downloadTokenTtlSeconds: config.downloadTokenTtlSeconds };
  await app.register(downloadRoutes, { db, verify, writeLimit });
  await app.register(async (api) => {
    
    api.addHook('onRequest', async (request, reply) => {
      const header = request.headers.authorization;
      const token = header?.match(/^Bearer\s+(\S+)$/i)?.[1];
      if (!token) return unauthorized(reply, 'Bearer token saknas');
      try {
        request.caller = await verify(token);
      } catch (error) {
        if (error instanceof InvalidTokenError) return unauthorized(reply, 'Ogiltig eller utgången token');
        throw error;
      }
    });
    for (const routes of [customerRoutes, accountRoutes, contractRoutes, customerDataRoutes, messageRoutes, panelRoutes, feedbackRoutes, reportRoutes, invitationRoutes, consumptionRoutes, overviewRoutes, staffRoutes]) {
      await api.register(routes, routeOptions);
    }
  });

  await app.register(webRoutes, { webDist: config.webDist });
  app.setNotFoundHandler(async (request, reply) => {
    const isPage = request.method === 'GET' && !request.url.startsWith('/api/') && request.headers.accept?.includes('text/html');
    if (isPage && 'sendFile' in reply) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return apiNotFound(reply);
  });
  return app;
}
