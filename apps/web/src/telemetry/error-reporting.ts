import type { RuntimeConfig } from '@mina-sidor/shared';
import { ApiRequestError } from '@/api/client.ts';

/** The parts of an error report that can carry personal data (shaped like the common SDKs' events). */
export interface ReportEvent {
  user?: unknown;
  request?: { url?: string; query_string?: unknown; cookies?: unknown; headers?: unknown; data?: unknown };
  breadcrumbs?: unknown;
  [field: string]: unknown;
}

/**
 * The error-reporting SDK as the portal uses it: the subset of @sentry/react's
 * API (init, captureException). No SDK is installed yet; the app passes null
 * and nothing is reported.
 */
export interface ErrorReportingSdk {
  init(options: {
    dsn: string;
    environment: string;
    release: string;
    sendDefaultPii: false;
    ignoreErrors: RegExp[];
    beforeSend: (event: ReportEvent) => ReportEvent | null;
  }): void;
  captureException(error: unknown): void;
}

export interface ErrorReporter {
  report(error: unknown): void;
}

/**
 * Spec §7: errors that say nothing about a fault of the portal — the identity
 * provider wants a new sign-in (login_required, invalid_grant), the network
 * is away, or the silent-renewal frame timed out.
 */
export const IGNORED_ERRORS: readonly RegExp[] = [/login_required/, /invalid_grant/, /network ?error/i, /failed to fetch/i, /load failed/i, /frame window timed out/i];

function messageOf(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return typeof error === 'string' ? error : '';
}

export function isIgnored(error: unknown): boolean {
  if (error instanceof ApiRequestError && error.code === 'network_error') return true;
  const message = messageOf(error);
  return IGNORED_ERRORS.some((pattern) => pattern.test(message));
}

const withoutQuery = (url: string) => url.replace(/[?#].*$/, '');

/** Spec §7: user data stripped — the user, cookies, headers (the bearer token), bodies, and queries and fragments of URLs. */
export function scrubEvent(event: ReportEvent): ReportEvent {
  const { user: _user, breadcrumbs: _breadcrumbs, request, ...rest } = event;
  return request?.url ? { ...rest, request: { url: withoutQuery(request.url) } } : rest;
}

const silent: ErrorReporter = { report: () => undefined };

export interface ErrorReporterOptions {
  environment: RuntimeConfig['environment'];
  /** Where reports go; without one nothing is reported. */
  dsn: string | null;
  sdk: ErrorReportingSdk | null;
  release: string;
}

/** Spec §7: reporting only with a DSN and an SDK, and never on development hosts. */
export function createErrorReporter({ environment, dsn, sdk, release }: ErrorReporterOptions): ErrorReporter {
  if (environment === 'development' || !dsn || !sdk) return silent;
  sdk.init({ dsn, environment, release, sendDefaultPii: false, ignoreErrors: [...IGNORED_ERRORS], beforeSend: scrubEvent });
  return {
    report: (error) => {
      if (!isIgnored(error)) sdk.captureException(error);
    },
  };
}
