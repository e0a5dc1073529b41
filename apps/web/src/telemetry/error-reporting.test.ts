import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@/api/client.ts';
import {
  createErrorReporter,
  IGNORED_ERRORS,
  isIgnored,
  reportUncaughtErrors,
  scrubEvent,
  type ErrorReporter,
  type ErrorReportingSdk,
} from './error-reporting.ts';

const DSN = 'https://key@errors.example.se/1';

function fakeSdk() {
  return { init: vi.fn<ErrorReportingSdk['init']>(), captureException: vi.fn<ErrorReportingSdk['captureException']>() };
}

/** An SDK whose loading the test finishes by hand, like a chunk still on its way. */
function slowSdk() {
  const sdk = fakeSdk();
  let resolve: (loaded: ErrorReportingSdk) => void = () => undefined;
  let reject: (error: Error) => void = () => undefined;
  const promise = new Promise<ErrorReportingSdk>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { sdk, loadSdk: vi.fn(() => promise), arrive: () => resolve(sdk), fail: (error: Error) => reject(error) };
}

describe('createErrorReporter (spec §7)', () => {
  it('loads the SDK once when a DSN is configured, outside development, and reports through it', async () => {
    const sdk = fakeSdk();
    const loadSdk = vi.fn(async () => sdk);
    const reporter = createErrorReporter({ environment: 'production', dsn: DSN, loadSdk, release: '0.1.30' });
    const error = new Error('Trasig skärm');
    reporter.report(error);
    reporter.report(error);
    await vi.waitFor(() => expect(sdk.captureException).toHaveBeenCalledTimes(2));
    expect(loadSdk).toHaveBeenCalledTimes(1);
    expect(sdk.init).toHaveBeenCalledExactlyOnceWith({
      dsn: DSN,
      environment: 'production',
      release: '0.1.30',
      sendDefaultPii: false,
      ignoreErrors: [...IGNORED_ERRORS],
      beforeSend: scrubEvent,
    });
    expect(sdk.captureException).toHaveBeenCalledWith(error);
  });

  it('keeps what is reported while the SDK loads, and sends it in order once it has (after init)', async () => {
    const { sdk, loadSdk, arrive } = slowSdk();
    const reporter = createErrorReporter({ environment: 'test', dsn: DSN, loadSdk, release: '0.1.30' });
    const first = new Error('först');
    const second = new TypeError('sedan');
    reporter.report(first);
    reporter.report(second);
    await Promise.resolve();
    expect(sdk.captureException).not.toHaveBeenCalled();
    arrive();
    await vi.waitFor(() => expect(sdk.captureException.mock.calls).toEqual([[first], [second]]));
    expect(sdk.init.mock.invocationCallOrder[0]).toBeLessThan(sdk.captureException.mock.invocationCallOrder[0]!);
  });

  it('drops the reports, quietly, when the SDK cannot be loaded', async () => {
    const { loadSdk, fail } = slowSdk();
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      const reporter = createErrorReporter({ environment: 'production', dsn: DSN, loadSdk, release: '0.1.30' });
      const unused = slowSdk();
      createErrorReporter({ environment: 'production', dsn: DSN, loadSdk: unused.loadSdk, release: '0.1.30' });
      reporter.report(new Error('Trasig skärm'));
      fail(new TypeError('Failed to fetch dynamically imported module'));
      unused.fail(new TypeError('Failed to fetch dynamically imported module'));
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(() => reporter.report(new Error('Trasig igen'))).not.toThrow();
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });

  it.each([
    ['development', DSN],
    ['test', null],
    ['production', null],
  ] as const)('loads nothing and reports nothing on %s with DSN %s', async (environment, dsn) => {
    const sdk = fakeSdk();
    const loadSdk = vi.fn(async () => sdk);
    createErrorReporter({ environment, dsn, loadSdk, release: '0.1.30' }).report(new Error('Trasig skärm'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loadSdk).not.toHaveBeenCalled();
    expect(sdk.captureException).not.toHaveBeenCalled();
  });

  it('ignores login_required, invalid_grant, network errors and frame timeouts', async () => {
    const sdk = fakeSdk();
    const reporter = createErrorReporter({ environment: 'test', dsn: DSN, loadSdk: async () => sdk, release: '0.1.30' });
    for (const error of [
      new Error('login_required'),
      new Error('invalid_grant'),
      new Error('Network Error'),
      new TypeError('Failed to fetch'),
      new Error('Frame window timed out'),
      new ApiRequestError('Vi når inte servern just nu.', 0, 'network_error'),
    ]) {
      reporter.report(error);
    }
    await vi.waitFor(() => expect(sdk.init).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sdk.captureException).not.toHaveBeenCalled();
    expect(isIgnored(new Error('Cannot read properties of undefined'))).toBe(false);
  });
});

describe('reportUncaughtErrors', () => {
  function setup() {
    const target = new EventTarget();
    const reporter: ErrorReporter = { report: vi.fn() };
    return { target, reporter, stop: reportUncaughtErrors(target, reporter) };
  }
  const rejection = (reason: unknown) => Object.assign(new Event('unhandledrejection'), { reason });

  it('reports errors nothing caught and unhandled rejections', () => {
    const { target, reporter } = setup();
    const thrown = new Error('Trasig timer');
    target.dispatchEvent(new ErrorEvent('error', { error: thrown, message: thrown.message }));
    target.dispatchEvent(rejection(new ApiRequestError('Internt serverfel.', 500, 'internal_error')));
    expect(vi.mocked(reporter.report).mock.calls).toEqual([[thrown], [new ApiRequestError('Internt serverfel.', 500, 'internal_error')]]);
  });

  it('skips the "Script error." of another origin, which carries no error', () => {
    const { target, reporter } = setup();
    target.dispatchEvent(new ErrorEvent('error', { message: 'Script error.' }));
    expect(reporter.report).not.toHaveBeenCalled();
  });

  it('stops when told to', () => {
    const { target, reporter, stop } = setup();
    stop();
    target.dispatchEvent(new ErrorEvent('error', { error: new Error('Trasig timer') }));
    target.dispatchEvent(rejection(new Error('Trasig promise')));
    expect(reporter.report).not.toHaveBeenCalled();
  });
});

describe('scrubEvent', () => {
  it('strips the user, cookies, headers, bodies, breadcrumbs and URL queries', () => {
    expect(
      scrubEvent({
        message: 'Trasig skärm',
        user: { id: '10000000001', email: 'anna.andersson@example.se', ip_address: '10.0.0.1' },
        request: {
          url: 'https://minasidor.example.se/callback?code=abc&state=x#frag',
          cookies: { s: '1' },
          headers: { Authorization: 'Bearer t' },
          data: { email: 'a' },
        },
        breadcrumbs: [{ message: 'GET /api/v2/customers/10000000001' }],
      }),
    ).toEqual({ message: 'Trasig skärm', request: { url: 'https://minasidor.example.se/callback' } });
  });
});
