/**
 * Spec §7's external services as the e2e server is configured with them (like
 * the real test host), so its CSP allows them. Nothing leaves the machine: the
 * DSN is a local port where nothing listens, and the browser cannot resolve
 * the tag manager's host (browser.ts); telemetry.e2e.test.ts intercepts both.
 */
export const E2E_ERROR_REPORTING_DSN = 'http://publickey@127.0.0.1:9/1';
export const E2E_TAG_MANAGER_ID = 'GTM-E2ETEST';
