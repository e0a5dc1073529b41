import cors from '@fastify/cors';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import rateLimit from '@fastify/rate-limit';
import helmet from 'helmet';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type RouteOptions as RouteOptionsOfFastify } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TAG_MANAGER_ORIGIN, type EndpointSpec } from '@mina-sidor/shared';
import { INTEGRATION_TAG, NDJSON_MEDIA_TYPE } from '@mina-sidor/shared/integration-inbound';
import { createTokenVerifier } from './auth/bearer.ts';
import type { Caller } from './auth/caller.ts';
import { createRateLimitStore } from './auth/rate-limit-store.ts';
import type { Config } from './config.ts';
import type { Db } from './db/connection.ts';
import type { DatabaseHealth } from './db/health.ts';
import { listenForValueChanges } from './db/value-changes.ts';
import { eventOutbox, type EventOutbox } from './integration-events/outbox.ts';
import { startFileThreads } from './files/file-threads.ts';
import { startJobQueue } from './jobs/queue.ts';
import { createLogger } from './log.ts';
import { apiNotFound, badRequest, registerErrorHandling } from './http/errors.ts';
import { registerModules } from './http/register.ts';
import { registerIdp } from './idp/plugin.ts';
import { createProvider } from './idp/provider.ts';
import { loadOrCreateSecrets } from './idp/secrets.ts';
import { customerOfDownloadToken } from './modules/reports/index.ts';
import { customerIdByNumber } from './modules/customers/index.ts';
import { MODULES } from './modules/modules.ts';
import { listenForPriceLists } from './modules/price-lists/index.ts';
import { healthRoutes } from './routes/health.ts';
import { runtimeConfigRoute } from './routes/runtime-config.ts';
import { webRoutes } from './routes/web.ts';
// The version is the root package.json's, as the web app's is: it is written in one place.
import rootPackage from '../../../package.json' with { type: 'json' };

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller;
  }
  interface FastifyInstance {
    /** Every /api route as registered, for the tests that must cover them all. */
    apiRoutes: RouteOptionsOfFastify[];
    /** The contracts of every registered endpoint. */
    endpoints: EndpointSpec[];
    /** The outbox the routes record events in, for tests that write one in a transaction of their own. */
    integrationEvents: EventOutbox;
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

const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

/**
 * Node switches both limits off under Fastify (its defaults are 0): a client could hold a
 * connection open forever by trickling its body, or pin its answer in memory by not reading it.
 * The whole request must arrive within `requestSeconds`; a connection that moves no byte for
 * `socketIdleSeconds` while a request is on it is closed (between requests keepAliveTimeout rules).
 * Node looks for late requests every `connectionsCheckingInterval` (30 s), so short timeouts are
 * checked more often.
 */
function serverTimeouts({ requestSeconds, socketIdleSeconds }: Config['timeouts']) {
  const requestTimeout = requestSeconds * 1000;
  return {
    requestTimeout,
    connectionTimeout: socketIdleSeconds * 1000,
    http: { headersTimeout: requestTimeout, connectionsCheckingInterval: Math.min(30_000, Math.ceil(requestTimeout / 4)) },
  };
}

/** Builds the whole server from a config; tests build it too and call it with inject. */
export async function buildApp(
  config: Config,
  db: Db,
  options: { logger?: FastifyBaseLogger; health?: DatabaseHealth; now?: () => Date } = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: options.logger ?? createLogger(config),
    bodyLimit: BODY_LIMIT,
    ...serverTimeouts(config.timeouts),
    // A number of hops as proxy-addr reads it: the nearest n addresses are proxies, the one before them the client.
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    return503OnClosing: true,
    // Errors the router raises before any route runs (bad URL encoding, over-long ids) get the same body as the rest.
    frameworkErrors: (error, _request, reply) => badRequest(reply, error.code),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  options.health?.logTo(app.log);
  registerErrorHandling(app, config.publicUrl, options.health);
  app.decorateRequest('caller', null as unknown as Caller);
  // A metering system sends its values as CSV (decision 0032); every other endpoint's body schema refuses text.
  app.addContentTypeParser('text/csv', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  // The billing system sends an invoice's PDF as it is (decision 0053): the bytes, checked by content in the route.
  app.addContentTypeParser('application/pdf', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  // The provider's systems send batches as NDJSON too (decision 0051), read a line at a time by the inbound endpoints.
  app.addContentTypeParser(NDJSON_MEDIA_TYPE, { parseAs: 'string' }, (_request, body, done) => done(null, body));
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
    // Right after authentication (a route's own onRequest hook runs first), so a signed-in caller is
    // limited as itself rather than by address; and before the body is read and validated, so a
    // refused write (400, 403, 413) counts as much as one that is taken.
    hook: 'onRequest',
    keyGenerator: (request) => (request.caller as Caller | null)?.subject ?? request.ip,
    store: createRateLimitStore(db),
  });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Mina sidor API', version: rootPackage.version, description: 'Spec §7 calls and the data every screen needs.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      tags: [
        {
          name: INTEGRATION_TAG,
          description:
            'Leverantörens system skickar kunder, anläggningar, avtal med mera i batchar (JSON eller NDJSON), en behörighet per slag av post (docs/integration.md).',
        },
      ],
      security: [{ bearer: [] }],
    },
    // The document holds the API only: the embedded provider, the health checks and the web app are not part of it.
    transform: (document) => (document.url.startsWith('/api/v') ? jsonSchemaTransform(document) : { schema: { hide: true }, url: document.url }),
  });
  // The interactive UI is for developers and the test host; production publishes the document only (decision 0012).
  if (config.environment !== 'production') await app.register(swaggerUi, { routePrefix: '/api/docs' });
  app.get('/api/docs/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  await app.register(healthRoutes, { db, health: options.health });
  await app.register(runtimeConfigRoute, { config });

  const secrets = config.oidc.embedded ? await loadOrCreateSecrets(db) : null;
  const verify = createTokenVerifier(config, secrets);
  if (secrets) {
    const provider = createProvider(config, db, secrets);
    await registerIdp(app, { provider, db, verify, loginRateLimit: { max: 30, timeWindow: '1 minute' } });
  }

  const files = startFileThreads();
  app.addHook('onClose', () => files.close());
  const handlers = MODULES.flatMap((module) => module.jobs?.({ db, config, files }) ?? []);
  const jobs = await startJobQueue(db, handlers, { log: app.log, ...config.jobs });
  app.addHook('onClose', () => jobs.stop());
  const valueChanges = listenForValueChanges(db, app.log);
  app.addHook('onClose', () => valueChanges.stop());
  const priceLists = listenForPriceLists(db, app.log);
  app.addHook('onClose', () => priceLists.stop());

  const events = eventOutbox(config, jobs);
  app.decorate('integrationEvents', events);

  const writeLimit = { max: config.writeRateLimitPerMinute, timeWindow: '1 minute' };
  const endpoints = registerModules(app, MODULES, {
    db,
    deps: { config, jobs, events, valueChanges: valueChanges.changes, priceLists: priceLists.store, files, now: options.now ?? (() => new Date()) },
    verify,
    resolvers: { 'customer-number': customerIdByNumber, 'download-token': customerOfDownloadToken },
    writeLimit,
    expensiveReadsPerCaller: config.expensiveReadsPerCaller,
  });
  app.decorate('endpoints', endpoints);

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
