import type { RuntimeConfig } from '@mina-sidor/shared';
import { ApiRequestError } from '@/api/client.ts';

/** The parts of an error report that can carry personal data (shaped like the common SDKs' events). */
export interface ReportEvent {
  user?: unknown;
  request?: { url?: string; query_string?: unknown; cookies?: unknown; headers?: unknown; data?: unknown };
  breadcrumbs?: unknown;
}

/**
 * The error-reporting SDK as the portal uses it: the subset of @sentry/react's
 * API (init, captureException). The app loads @sentry/react on demand
 * (`sentry.ts`); tests pass a fake.
 */
export interface ErrorReportingSdk {
  init(options: {
    dsn: string;
    environment: string;
    release: string;
    /** No user data collected (the adapter turns this into the SDK's own settings). */
    sendDefaultPii: false;
    ignoreErrors: RegExp[];
    beforeSend: <E extends ReportEvent>(event: E) => E | null;
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
export const IGNORED_ERRORS: readonly RegExp[] = [
  /login_required/,
  /invalid_grant/,
  /network ?error/i,
  /failed to fetch/i,
  /load failed/i,
  /frame window timed out/i,
];

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
export function scrubEvent<E extends ReportEvent>(event: E): E {
  const { user: _user, breadcrumbs: _breadcrumbs, request, ...rest } = event;
  // Only optional fields are dropped or narrowed, so what is left is still an E.
  return (request?.url ? { ...rest, request: { url: withoutQuery(request.url) } } : rest) as E;
}

const silent: ErrorReporter = { report: () => undefined };

export interface ErrorReporterOptions {
  environment: RuntimeConfig['environment'];
  /** Where reports go; without one nothing is reported. */
  dsn: string | null;
  /** Loads the SDK; called once, and only when reports will be sent, so the SDK stays out of the first page's JavaScript. */
  loadSdk: () => Promise<ErrorReportingSdk>;
  release: string;
}

/**
 * Spec §7: reporting only with a DSN, and never on development hosts. The SDK
 * starts loading at once; what is reported before it is there waits for it,
 * in order. Reporting never throws: if the SDK cannot be loaded (offline, a
 * blocker), the reports are dropped.
 */
export function createErrorReporter({ environment, dsn, loadSdk, release }: ErrorReporterOptions): ErrorReporter {
  if (environment === 'development' || !dsn) return silent;
  const sdk = loadSdk().then((loaded) => {
    loaded.init({ dsn, environment, release, sendDefaultPii: false, ignoreErrors: [...IGNORED_ERRORS], beforeSend: scrubEvent });
    return loaded;
  });
  // A failed load must not itself become an unhandled rejection (which would be reported, and fail again).
  sdk.catch(() => undefined);
  return {
    report: (error) => {
      if (isIgnored(error)) return;
      sdk.then((loaded) => loaded.captureException(error)).catch(() => undefined);
    },
  };
}

/**
 * Reports what no error boundary caught: errors thrown outside React's
 * rendering (timers, event handlers, React's own uncaught errors, which it
 * rethrows to the window) and unhandled promise rejections. Returns the
 * function that stops it.
 */
export function reportUncaughtErrors(target: EventTarget, reporter: ErrorReporter): () => void {
  const onError = (event: Event) => {
    // A script of another origin gives "Script error." and no error: nothing to report.
    const { error } = event as ErrorEvent;
    if (error !== null && error !== undefined) reporter.report(error);
  };
  const onRejection = (event: Event) => reporter.report((event as PromiseRejectionEvent).reason);
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
