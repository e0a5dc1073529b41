import { runtimeConfig } from '@mina-sidor/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson, startTestServer, type TestServer } from './support/test-server.ts';

/** The CSP header as directive → sources. */
async function cspOf(server: TestServer): Promise<Map<string, string[]>> {
  const header = (await fetch(`${server.baseUrl}/config.json`)).headers.get('content-security-policy') ?? '';
  return new Map(
    header
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );
}

const DSN = 'https://publickey@o1.errors.example.se/42';
const GTM = 'https://www.googletagmanager.com';

let unconfigured: TestServer;
let configured: TestServer;
beforeAll(async () => {
  unconfigured = await startTestServer();
  configured = await startTestServer({ env: { ERROR_REPORTING_DSN: DSN, TAG_MANAGER_ID: 'GTM-AB12CD3' } });
});
afterAll(async () => {
  await unconfigured?.close();
  await configured?.close();
});

describe('error reporting and tag manager (spec §7 external services)', () => {
  it('leaves both out of /config.json and the CSP when neither is configured', async () => {
    const config = runtimeConfig.parse((await getJson(unconfigured, '/config.json')).body);
    expect(config).toMatchObject({ errorReporting: null, tagManager: null });
    const csp = await cspOf(unconfigured);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:']);
    expect(csp.get('connect-src')).toEqual(["'self'", unconfigured.baseUrl]);
  });

  it('publishes the DSN and the container id in /config.json', async () => {
    const config = runtimeConfig.parse((await getJson(configured, '/config.json')).body);
    expect(config.errorReporting).toEqual({ dsn: DSN });
    expect(config.tagManager).toEqual({ containerId: 'GTM-AB12CD3' });
  });

  it('lets the page reach the DSN origin (not its key or path) and load the tag manager, still with no inline script', async () => {
    const csp = await cspOf(configured);
    expect(csp.get('connect-src')).toContain('https://o1.errors.example.se');
    expect(csp.get('connect-src')).toEqual(expect.arrayContaining(['https://*.google-analytics.com', 'https://*.analytics.google.com', GTM]));
    expect(csp.get('script-src')).toEqual(["'self'", GTM]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'https://*.google-analytics.com', GTM]);
    expect([...csp.values()].flat().join(' ')).not.toContain('publickey');
    expect(csp.get('script-src')!.join(' ')).not.toMatch(/unsafe|\*/);
  });

  it('adds only the DSN origin when no container is configured', async () => {
    const dsnOnly = await startTestServer({ env: { ERROR_REPORTING_DSN: 'http://key@127.0.0.1:9/1' } });
    try {
      const csp = await cspOf(dsnOnly);
      expect(csp.get('connect-src')).toEqual(["'self'", dsnOnly.baseUrl, 'http://127.0.0.1:9']);
      expect(csp.get('script-src')).toEqual(["'self'"]);
      expect(csp.get('img-src')).toEqual(["'self'", 'data:']);
      expect(runtimeConfig.parse((await getJson(dsnOnly, '/config.json')).body).tagManager).toBeNull();
    } finally {
      await dsnOnly.close();
    }
  });
});
