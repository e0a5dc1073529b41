import path from 'node:path';
import { z } from 'zod';
import { ENVIRONMENTS, TAG_MANAGER_CONTAINER_ID } from '@mina-sidor/shared';

const boolFlag = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

/** A Sentry DSN: http(s), a public key before the host, and a numeric project id last (the SDK rejects anything else). */
const sentryDsn = z.url({ protocol: /^https?$/, abort: true }).refine((value) => {
  const url = new URL(value); // parses: the URL check aborts before this on anything else
  return url.username !== '' && /^\/(.+\/)?\d+$/.test(url.pathname) && url.search === '' && url.hash === '';
}, 'Ogiltig DSN: förväntade https://nyckel@värd/projekt-id');

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: z.url().optional(),
  APP_ENV: z.enum(ENVIRONMENTS).default('development'),
  DATA_DIR: z.string().default('data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//)
    .optional(),
  OIDC_ISSUER: z.url().optional(),
  OIDC_CLIENT_ID: z.string().default('mina-sidor-web'),
  OIDC_AUDIENCE: z.string().default('urn:mina-sidor:api'),
  OIDC_SCOPE: z.string().optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).max(86400).default(900),
  TRUST_PROXY: z
    .string()
    .default('false')
    .refine(
      (value) => value !== 'true',
      'true would trust every X-Forwarded-For hop a client sends; give the number of proxies in front (1) or their addresses',
    )
    .transform((value, context) => {
      if (value === 'false' || value === '0') return false as const;
      if (/^\d+$/.test(value)) return Number(value);
      const addresses = value.split(',').map((a) => a.trim());
      if (addresses.every((a) => /^[0-9a-f.:]+(\/\d{1,3})?$/i.test(a))) return addresses;
      context.addIssue({ code: 'custom', message: 'expected false, a number of proxy hops or a comma-separated list of addresses/CIDRs' });
      return z.NEVER;
    }),
  ALLOW_DEMO_IN_PRODUCTION: boolFlag.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  CORS_ORIGINS: z.string().default(''),
  DEMO_DATA: boolFlag.default(true),
  PUBLIC_SITE_URL: z.url().default('https://www.example-energi.se'),
  DOWNLOAD_TOKEN_TTL_SECONDS: z.coerce.number().int().min(10).max(86400).default(600),
  WRITE_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100000).default(60),
  EXPENSIVE_READS_PER_CALLER: z.coerce.number().int().min(1).max(100000).default(4),
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  SOCKET_IDLE_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  ERROR_REPORTING_DSN: sentryDsn.optional(),
  TAG_MANAGER_ID: z.string().regex(TAG_MANAGER_CONTAINER_ID).optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().default('Mina sidor <no-reply@example-energi.se>'),
  // 46elks' API user and password travel in the URL, as SMTP_URL carries the mail server's login.
  SMS_URL: z
    .url({ protocol: /^https?$/, abort: true })
    .refine((value) => {
      const url = new URL(value);
      return url.username !== '' && url.password !== '';
    }, 'förväntade https://API-användare:API-lösenord@api.46elks.com/a1/sms')
    .optional(),
  // 46elks: a text sender of 3–11 letters and digits starting with a letter, or a number in E.164 form.
  SMS_FROM: z
    .string()
    .regex(/^([A-Za-z][A-Za-z0-9]{2,10}|\+[1-9]\d{6,14})$/, 'förväntade 3–11 bokstäver och siffror, eller ett nummer som +46701234567')
    .default('MinaSidor'),
  JOB_POLLING_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
  JOB_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).optional(),
  JOB_EXPIRE_SECONDS: z.coerce.number().int().min(1).max(86400).optional(),
  REPORT_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  // Where the day-ahead prices of a day and area are fetched, in the public format (docs/domain.md "Spot prices").
  SPOT_PRICE_URL: z
    .url({ protocol: /^https?$/, abort: true })
    .refine(
      (value) => ['{yyyy}', '{mm}', '{dd}', '{area}'].every((part) => value.includes(part)),
      'förväntade en mall med {yyyy}, {mm}, {dd} och {area}, till exempel https://www.elprisetjustnu.se/api/v1/prices/{yyyy}/{mm}-{dd}_{area}.json',
    )
    .optional(),
  // The metering system's client at the embedded provider (client credentials); registered only with a secret.
  METER_IMPORT_CLIENT_ID: z
    .string()
    .regex(/^[A-Za-z0-9._-]{1,64}$/)
    .default('matvardessystem'),
  METER_IMPORT_CLIENT_SECRET: z.string().min(32, 'minst 32 tecken: en hemlighet som går att gissa öppnar importen').optional(),
  // The subscriber of the signed events (decision 0049): its URL and the Standard Webhooks secret they are signed with.
  WEBHOOK_URL: z.url({ protocol: /^https?$/ }).optional(),
  WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_[A-Za-z0-9+/]+={0,2}$/, 'förväntade whsec_ följt av base64, till exempel whsec_$(openssl rand -base64 32)')
    .refine((value) => {
      const bytes = Buffer.from(value.slice('whsec_'.length), 'base64').length;
      return bytes >= 24 && bytes <= 64;
    }, 'nyckeln ska vara 24–64 byte (Standard Webhooks)')
    .optional(),
  WEBHOOK_RETRY_HOURS: z.coerce
    .number()
    .min(0.0005)
    .max(24 * 14)
    .default(24),
  WEBHOOK_CONCURRENCY: z.coerce.number().int().min(1).max(100).default(16),
  // The client of a system that reads the event feed at the embedded provider (client credentials); registered only with a secret.
  EVENTS_CLIENT_ID: z
    .string()
    .regex(/^[A-Za-z0-9._-]{1,64}$/)
    .default('handelsefloede'),
  EVENTS_CLIENT_SECRET: z.string().min(32, 'minst 32 tecken: en hemlighet som går att gissa öppnar händelseflödet').optional(),
  // The provider's systems of record at the embedded provider (client credentials, every inbound kind); registered only with a secret.
  INTEGRATION_CLIENT_ID: z
    .string()
    .regex(/^[A-Za-z0-9._-]{1,64}$/)
    .default('kallsystem'),
  INTEGRATION_CLIENT_SECRET: z.string().min(32, 'minst 32 tecken: en hemlighet som går att gissa öppnar inläsningen av kunder och avtal').optional(),
});

export type Config = {
  port: number;
  host: string;
  publicUrl: string;
  environment: (typeof ENVIRONMENTS)[number];
  dataDir: string;
  databaseUrl: string | undefined;
  oidc: {
    /** The embedded provider runs when no external issuer is configured. */
    embedded: boolean;
    issuer: string;
    clientId: string;
    audience: string;
    scope: string | undefined;
    accessTokenTtlSeconds: number;
  };
  /** Which X-Forwarded-* to believe: none, the last n hops, or those sent by these proxy addresses/CIDRs. */
  trustProxy: false | number | string[];
  /** Production with the embedded sign-in or demo data, explicitly allowed (a demo site). */
  demoInProduction: boolean;
  logLevel: string;
  webDist: string;
  /** Origins allowed to call the API from a browser (CORS); none by default. */
  corsOrigins: string[];
  /** Seed the demo data set into an empty database and top its meter values up at start. */
  demoData: boolean;
  publicSiteUrl: string;
  downloadTokenTtlSeconds: number;
  writeRateLimitPerMinute: number;
  /** Expensive reads (declared on their contracts) one caller may have running at once in this instance (decision 0044). */
  expensiveReadsPerCaller: number;
  /**
   * How long a client may take to send a whole request, and how long a connection may pass no
   * byte either way (a client that trickles its body, or does not read its answer, is cut off).
   */
  timeouts: { requestSeconds: number; socketIdleSeconds: number };
  /** Spec §7: where the web app reports errors (off on development hosts whatever this says); null for nowhere. */
  errorReporting: { dsn: string } | null;
  /** Spec §7: the tag-manager container the web app loads on the production and test hosts; null for none. */
  tagManager: { containerId: string } | null;
  /** Outgoing e-mail: over SMTP when a URL is set, else into the outbox table (never dropped). */
  mail: { smtpUrl: string | null; from: string };
  /** Outgoing SMS: through 46elks' API at this URL (with its login) when set, else into the outbox table (never dropped). */
  sms: { url: string | null; from: string };
  /**
   * How often an idle worker asks the job queue for work; the first retry's delay and how long an
   * attempt may run before it is retried, for every kind of job, when set.
   */
  jobs: { pollingSeconds: number; retryDelaySeconds: number | null; expireSeconds: number | null };
  /** Reports are removed this many days after they were ordered. */
  reportRetentionDays: number;
  /** The day-ahead price source's address template ({yyyy}, {mm}, {dd}, {area}); null: prices come only from imported files (or the demo). */
  spotPriceUrl: string | null;
  /** The metering system's client credentials at the embedded provider (meter-value import); null: no such client. */
  meterImportClient: { id: string; secret: string } | null;
  /**
   * Where events are delivered as signed webhooks, for how long a failing one is retried, and how many requests one
   * instance has in flight at once (each a different customer's); null: no subscriber (the feed only).
   */
  webhook: { url: string; secret: string; retryHours: number; concurrency: number } | null;
  /** The feed reader's client credentials at the embedded provider; null: no such client. */
  eventsClient: { id: string; secret: string } | null;
  /** The provider's systems' client credentials at the embedded provider (integration in, decision 0051); null: no such client. */
  integrationClient: { id: string; secret: string } | null;
};

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** The only place that reads process.env. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  const demo = e.OIDC_ISSUER === undefined || e.DEMO_DATA;
  if (e.APP_ENV === 'production' && demo && !e.ALLOW_DEMO_IN_PRODUCTION) {
    throw new Error(
      'Invalid configuration: APP_ENV=production with the embedded sign-in (no OIDC_ISSUER) or DEMO_DATA lets anyone sign in as any demo person. Set OIDC_ISSUER and DEMO_DATA=false, or ALLOW_DEMO_IN_PRODUCTION=true for a demo site.',
    );
  }
  if ((e.WEBHOOK_URL === undefined) !== (e.WEBHOOK_SECRET === undefined)) {
    throw new Error('Invalid configuration: WEBHOOK_URL and WEBHOOK_SECRET go together: set both to deliver events as webhooks, or neither.');
  }
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  return {
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    environment: e.APP_ENV,
    dataDir: path.resolve(repoRoot, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    oidc: {
      embedded: e.OIDC_ISSUER === undefined,
      issuer: e.OIDC_ISSUER ?? `${publicUrl}/idp`,
      clientId: e.OIDC_CLIENT_ID,
      audience: e.OIDC_AUDIENCE,
      scope: e.OIDC_SCOPE,
      accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    },
    trustProxy: e.TRUST_PROXY,
    demoInProduction: e.APP_ENV === 'production' && demo,
    logLevel: e.LOG_LEVEL,
    webDist: path.resolve(repoRoot, e.WEB_DIST ?? 'apps/web/dist'),
    publicSiteUrl: e.PUBLIC_SITE_URL.replace(/\/$/, ''),
    demoData: e.DEMO_DATA,
    corsOrigins: e.CORS_ORIGINS.split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    downloadTokenTtlSeconds: e.DOWNLOAD_TOKEN_TTL_SECONDS,
    writeRateLimitPerMinute: e.WRITE_RATE_LIMIT_PER_MINUTE,
    expensiveReadsPerCaller: e.EXPENSIVE_READS_PER_CALLER,
    timeouts: { requestSeconds: e.REQUEST_TIMEOUT_SECONDS, socketIdleSeconds: e.SOCKET_IDLE_TIMEOUT_SECONDS },
    errorReporting: e.ERROR_REPORTING_DSN ? { dsn: e.ERROR_REPORTING_DSN } : null,
    tagManager: e.TAG_MANAGER_ID ? { containerId: e.TAG_MANAGER_ID } : null,
    mail: { smtpUrl: e.SMTP_URL ?? null, from: e.MAIL_FROM },
    sms: { url: e.SMS_URL ?? null, from: e.SMS_FROM },
    jobs: { pollingSeconds: e.JOB_POLLING_SECONDS, retryDelaySeconds: e.JOB_RETRY_DELAY_SECONDS ?? null, expireSeconds: e.JOB_EXPIRE_SECONDS ?? null },
    reportRetentionDays: e.REPORT_RETENTION_DAYS,
    spotPriceUrl: e.SPOT_PRICE_URL ?? null,
    meterImportClient: e.METER_IMPORT_CLIENT_SECRET ? { id: e.METER_IMPORT_CLIENT_ID, secret: e.METER_IMPORT_CLIENT_SECRET } : null,
    webhook:
      e.WEBHOOK_URL && e.WEBHOOK_SECRET
        ? { url: e.WEBHOOK_URL, secret: e.WEBHOOK_SECRET, retryHours: e.WEBHOOK_RETRY_HOURS, concurrency: e.WEBHOOK_CONCURRENCY }
        : null,
    eventsClient: e.EVENTS_CLIENT_SECRET ? { id: e.EVENTS_CLIENT_ID, secret: e.EVENTS_CLIENT_SECRET } : null,
    integrationClient: e.INTEGRATION_CLIENT_SECRET ? { id: e.INTEGRATION_CLIENT_ID, secret: e.INTEGRATION_CLIENT_SECRET } : null,
  };
}
