import { captureException, init, type BrowserOptions } from '@sentry/react';
import type { ErrorReportingSdk } from './error-reporting.ts';

/*
 * Only ever imported dynamically (`import('@/telemetry/sentry.ts')`): this
 * module and @sentry/react are a chunk of their own, fetched only where errors
 * are reported and never part of the JavaScript index.html asks for.
 */

/**
 * @sentry/react 11 has no `sendDefaultPii`: its `dataCollection` settings
 * collect everything by default. The portal's `sendDefaultPii: false` is this.
 */
const NO_USER_DATA: BrowserOptions['dataCollection'] = {
  userInfo: false,
  cookies: false,
  httpHeaders: false,
  httpBodies: [],
  urlQueryParams: false,
  frameContextLines: 0,
};

/**
 * Default integrations left out. GlobalHandlers and BrowserApiErrors: the
 * portal's reporter is the one way in (`reportUncaughtErrors`), so its rules
 * apply to everything and nothing is reported twice. Breadcrumbs and Console:
 * `scrubEvent` drops breadcrumbs, so recording them (by wrapping console,
 * fetch, XHR, history and DOM events) would only cost.
 */
const LEFT_OUT = new Set(['GlobalHandlers', 'BrowserApiErrors', 'Breadcrumbs', 'Console']);

/** @sentry/react as the portal's ErrorReportingSdk. */
export const sentrySdk: ErrorReportingSdk = {
  init: ({ sendDefaultPii: _sendDefaultPii, ...options }) => {
    init({
      ...options,
      dataCollection: NO_USER_DATA,
      integrations: (defaults) => defaults.filter((integration) => !LEFT_OUT.has(integration.name)),
      // Leave the app's own fetch errors as they are.
      enhanceFetchErrorMessages: false,
    });
  },
  captureException: (error) => void captureException(error),
};
