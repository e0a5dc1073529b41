import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_IDS, PERSONAS } from '../../apps/server/src/demo-source/personas.ts';
import { storedUserKey, waitForAppPath } from '../support/app.ts';
import { baseUrl, expectPageErrors, launchBrowser, newContext, signedInState, signInAs, type StorageState } from '../support/browser.ts';
import { E2E_TAG_MANAGER_ID } from '../support/external-services.ts';

const anna = PERSONAS.find((p) => p.key === 'privat')!;

let browser: Browser;
/** Anna's session, signed in once for the file. */
let session: StorageState;
beforeAll(async () => {
  browser = await launchBrowser();
  session = await signedInState(browser, async (page) => {
    await signInAs(page, anna);
    await waitForAppPath(page, '/');
    await page.getByRole('heading', { level: 1, name: 'Anna Andersson' }).waitFor();
  });
});
afterAll(() => browser.close());

/** What the page sent to the error-reporting service and the tag manager, answered here instead of there. */
type Outside = { envelopes: string[]; tagManagerScripts: string[]; sdkChunks: string[] };

async function watchOutside(context: BrowserContext): Promise<Outside> {
  const outside: Outside = { envelopes: [], tagManagerScripts: [], sdkChunks: [] };
  await context.route('**/api/1/envelope/**', (route) => {
    outside.envelopes.push(route.request().postData() ?? '');
    return route.fulfill({ status: 200, contentType: 'application/json', body: '{}' });
  });
  await context.route('https://www.googletagmanager.com/**', (route) => {
    outside.tagManagerScripts.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/javascript', body: 'window.e2eTagManagerRan = true;' });
  });
  context.on('request', (request) => {
    if (/\/assets\/sentry-[^/]*\.js$/.test(new URL(request.url()).pathname)) outside.sdkChunks.push(request.url());
  });
  return outside;
}

async function withContext(run: (page: Page, outside: Outside, context: BrowserContext) => Promise<void>) {
  const context = await newContext(browser, { storageState: session });
  try {
    const outside = await watchOutside(context);
    await run(await context.newPage(), outside, context);
  } finally {
    await context.close();
  }
}

/** Anna's overview, signed in already (the file's session). */
async function openOverview(page: Page) {
  await page.goto(`${baseUrl()}/`);
  await waitForAppPath(page, '/');
  await page.getByRole('heading', { level: 1, name: 'Anna Andersson' }).waitFor();
}

/** Errors no error boundary catches, thrown by the page itself after the current task; resolves once the page has seen them all. */
async function throwInPage(page: Page, ...messages: string[]) {
  expectPageErrors(messages);
  const seen: string[] = [];
  const allSeen = new Promise<void>((resolve) => {
    const onError = (error: Error) => {
      if (messages.includes(error.message)) seen.push(error.message);
      if (seen.length < messages.length) return;
      page.off('pageerror', onError);
      resolve();
    };
    page.on('pageerror', onError);
  });
  await page.evaluate((all) => {
    for (const message of all) {
      setTimeout(() => {
        throw new Error(message);
      });
    }
  }, messages);
  await allSeen;
}

/** The items of a Sentry envelope (newline-separated JSON: a header, then item header and payload pairs). */
function envelopeItems(envelope: string): { type: string; payload: Record<string, unknown> }[] {
  const [, ...lines] = envelope.split('\n').filter(Boolean);
  const items = [];
  for (let i = 0; i + 1 < lines.length; i += 2) {
    items.push({ type: (JSON.parse(lines[i]!) as { type: string }).type, payload: JSON.parse(lines[i + 1]!) as Record<string, unknown> });
  }
  return items;
}

describe('error reporting and the tag manager on the test host (spec §7)', () => {
  it('reports an uncaught error without personal data, ignores login_required, and loads the tag-manager container', () =>
    withContext(async (page, outside) => {
      await openOverview(page);
      const config = await page.evaluate(() => fetch('/config.json').then((r) => r.json() as Promise<Record<string, unknown>>));
      expect(config).toMatchObject({ environment: 'test', errorReporting: { dsn: expect.any(String) }, tagManager: { containerId: E2E_TAG_MANAGER_ID } });

      // The tag manager: the start event on the data layer, then the container's script, allowed by the CSP
      // (once per page load).
      const gtm = `https://www.googletagmanager.com/gtm.js?id=${E2E_TAG_MANAGER_ID}`;
      expect(new Set(outside.tagManagerScripts)).toEqual(new Set([gtm]));
      expect(await page.evaluate(() => Array.from(document.scripts, (script) => script.src).filter((src) => src.includes('googletagmanager')))).toEqual([gtm]);
      await expect.poll(() => page.evaluate(() => (window as { e2eTagManagerRan?: boolean }).e2eTagManagerRan)).toBe(true);
      const dataLayer = await page.evaluate(() => (window as unknown as { dataLayer: Record<string, unknown>[] }).dataLayer);
      expect(dataLayer).toContainEqual({ 'gtm.start': expect.any(Number), event: 'gtm.js' });

      // Personal data where an SDK would pick it up: the address (with a query), and the token in storage.
      const accessToken = await page.evaluate(
        (key) => (JSON.parse(localStorage.getItem(key) ?? '{}') as { access_token: string }).access_token,
        (await storedUserKey(page))!,
      );
      expect(accessToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
      await page.evaluate((customerId) => history.replaceState(history.state, '', `/?kundnummer=${customerId}&code=hemlig#frag`), CUSTOMER_IDS.privat);

      await throwInPage(page, 'login_required', 'e2e-probe');
      await expect.poll(() => outside.envelopes.filter((e) => e.includes('e2e-probe')), { timeout: 15_000 }).toHaveLength(1);
      // Reports go out in order: a last error, thrown only now, arrives after anything sent for login_required.
      await throwInPage(page, 'e2e-last');
      await expect.poll(() => outside.envelopes.filter((e) => e.includes('e2e-last')), { timeout: 15_000 }).toHaveLength(1);
      expect(outside.envelopes.filter((e) => e.includes('login_required'))).toEqual([]);

      const probe = envelopeItems(outside.envelopes.find((e) => e.includes('e2e-probe'))!).find((item) => item.type === 'event')!.payload;
      expect(probe).toMatchObject({ environment: 'test', release: expect.any(String), request: { url: `${baseUrl()}/` } });
      expect(probe).not.toHaveProperty('user');
      expect(probe).not.toHaveProperty('breadcrumbs');
      for (const envelope of outside.envelopes) {
        for (const personal of [anna.displayName, anna.personnummer, anna.personnummer.slice(2), '800312-9809', CUSTOMER_IDS.privat, '5000101', accessToken]) {
          expect(envelope).not.toContain(personal);
        }
        expect(envelope).not.toMatch(/authorization|bearer|cookie|kundnummer=|hemlig|#frag/i);
      }
      expect(outside.sdkChunks.length).toBeGreaterThan(0);
    }));

  it('sends nothing and loads neither the SDK nor the container on a development host', () =>
    withContext(async (page, outside, context) => {
      await context.route('**/config.json', async (route) => {
        const response = await route.fetch();
        return route.fulfill({ response, json: { ...((await response.json()) as object), environment: 'development' } });
      });
      await openOverview(page);
      // Reporting is off altogether on development (no SDK, so nothing that could send later): once the page has
      // seen the error, nothing has gone out, nor will.
      await throwInPage(page, 'e2e-probe-development');
      expect(outside).toEqual({ envelopes: [], tagManagerScripts: [], sdkChunks: [] });
      expect(await page.evaluate(() => (window as { dataLayer?: unknown[] }).dataLayer ?? [])).not.toContainEqual(expect.objectContaining({ event: 'gtm.js' }));
    }));
});
