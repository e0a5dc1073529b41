import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@/api/client.ts';
import { createErrorReporter, isIgnored, scrubEvent, type ErrorReportingSdk } from './error-reporting.ts';

function fakeSdk() {
  return { init: vi.fn<ErrorReportingSdk['init']>(), captureException: vi.fn<ErrorReportingSdk['captureException']>() };
}

describe('createErrorReporter (spec §7)', () => {
  it('reports through the SDK when a DSN is configured, outside development', () => {
    const sdk = fakeSdk();
    const reporter = createErrorReporter({ environment: 'production', dsn: 'https://key@errors.example.se/1', sdk, release: '0.1.30' });
    expect(sdk.init).toHaveBeenCalledWith(expect.objectContaining({ dsn: 'https://key@errors.example.se/1', environment: 'production', release: '0.1.30', sendDefaultPii: false }));
    const error = new Error('Trasig skärm');
    reporter.report(error);
    expect(sdk.captureException).toHaveBeenCalledWith(error);
  });

  it.each([
    ['development', 'https://key@errors.example.se/1'],
    ['test', null],
  ] as const)('does nothing on %s with DSN %s', (environment, dsn) => {
    const sdk = fakeSdk();
    createErrorReporter({ environment, dsn, sdk, release: '0.1.30' }).report(new Error('Trasig skärm'));
    expect(sdk.init).not.toHaveBeenCalled();
    expect(sdk.captureException).not.toHaveBeenCalled();
  });

  it('ignores login_required, invalid_grant, network errors and frame timeouts', () => {
    const sdk = fakeSdk();
    const reporter = createErrorReporter({ environment: 'test', dsn: 'https://key@errors.example.se/1', sdk, release: '0.1.30' });
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
    expect(sdk.captureException).not.toHaveBeenCalled();
    expect(isIgnored(new Error('Cannot read properties of undefined'))).toBe(false);
  });
});

describe('scrubEvent', () => {
  it('strips the user, cookies, headers, bodies, breadcrumbs and URL queries', () => {
    expect(
      scrubEvent({
        message: 'Trasig skärm',
        user: { id: '10000000001', email: 'anna.andersson@example.se', ip_address: '10.0.0.1' },
        request: { url: 'https://minasidor.example.se/callback?code=abc&state=x#frag', cookies: { s: '1' }, headers: { Authorization: 'Bearer t' }, data: { email: 'a' } },
        breadcrumbs: [{ message: 'GET /api/v2/customers/10000000001' }],
      }),
    ).toEqual({ message: 'Trasig skärm', request: { url: 'https://minasidor.example.se/callback' } });
  });
});
