import type { EndpointSpec } from '@mina-sidor/shared';
import { reportEndpoints } from '@mina-sidor/shared/report';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_IDS } from '../../apps/server/src/demo-source/personas.ts';
import { QUERY_CACHE_KEY } from '../../apps/web/src/lib/query-persistence.ts';
import { apiPath, screenshotPath, storedUserKey, waitForAppPath } from '../support/app.ts';
import { baseUrl, launchBrowser, signedInState, signInAs, type StorageState, withPage } from '../support/browser.ts';
import { persona } from '../support/personas.ts';

async function signInAsPrivat(page: Page) {
  await signInAs(page, persona('privat'));
  await waitForAppPath(page, '/');
  await page.getByRole('heading', { level: 1, name: 'Anna Andersson' }).waitFor();
}

let browser: Browser;
/** privat's session, signed in once for the file (the renewal test signs in itself: it spends the tokens). */
let privat: StorageState;
beforeAll(async () => {
  browser = await launchBrowser();
  privat = await signedInState(browser, signInAsPrivat);
});
afterAll(() => browser.close());

/** Calls an endpoint from the page as the app does (the stored user's token), and returns the answer's JSON. */
async function callFromPage(page: Page, endpoint: Pick<EndpointSpec, 'method' | 'path'>, params: object): Promise<unknown> {
  const userKey = (await storedUserKey(page))!;
  return page.evaluate(
    async ({ url, method, userKey }) => {
      const { access_token: token } = JSON.parse(localStorage.getItem(userKey) ?? '{}') as { access_token: string };
      return (await fetch(url, { method, headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' } })).json();
    },
    { url: apiPath(endpoint, { params }), method: endpoint.method, userKey },
  );
}

describe('token renewal (spec §4.4)', () => {
  it('a reload with an expired token renews it exactly once for all the parallel calls, and every call succeeds', () =>
    withPage(browser, {}, async (page) => {
      await signInAsPrivat(page);
      const key = await storedUserKey(page);
      expect(key).toMatch(/^oidc\.user:/);
      const before = await page.evaluate((k) => (JSON.parse(localStorage.getItem(k) ?? '{}') as { access_token: string }).access_token, key!);
      // Expired as the reloaded page starts, not before: the running page may
      // still store its user (the user info arriving late) over an earlier edit.
      // Without the persisted query cache, so the reloaded page must call the API.
      await page.addInitScript(
        ({ k, queryCacheKey }) => {
          if (window !== window.top || sessionStorage.getItem('e2e.expired-once')) return;
          sessionStorage.setItem('e2e.expired-once', 'yes');
          const user = JSON.parse(localStorage.getItem(k) ?? '{}') as { expires_at: number };
          user.expires_at = Math.floor(Date.now() / 1000) - 60;
          localStorage.setItem(k, JSON.stringify(user));
          localStorage.removeItem(queryCacheKey);
        },
        { k: key!, queryCacheKey: QUERY_CACHE_KEY },
      );

      let tokenRequests = 0;
      const apiStatuses: number[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/idp/token') tokenRequests += 1;
      });
      page.on('response', (response) => {
        if (new URL(response.url()).pathname.startsWith('/api/')) apiStatuses.push(response.status());
      });

      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'Anna Andersson' }).waitFor();
      await page.getByText('Villa Solbacken · Kundnummer 5000101').waitFor();
      await page.waitForLoadState('networkidle');

      expect(tokenRequests).toBe(1);
      expect(apiStatuses.length).toBeGreaterThanOrEqual(3);
      expect(apiStatuses.filter((status) => status < 200 || status > 299)).toEqual([]);
      const after = await page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? '{}') as { expires_at: number; access_token: string }, key!);
      expect(after.access_token).not.toBe(before);
      expect(after.expires_at * 1000).toBeGreaterThan(Date.now());
    }));
});

describe('customer service (KC) uses the portal as a customer', () => {
  it('opens a customer from the search, sees the banner, and goes back', () =>
    withPage(browser, {}, async (page) => {
      await signInAs(page, persona('kundservice'));
      await waitForAppPath(page, '/kundsok');
      await page.getByRole('searchbox', { name: 'Sök kund' }).fill('Anna');
      await page.getByRole('button', { name: 'Sök', exact: true }).click();
      await page.getByRole('link', { name: /Anna Andersson/ }).click();

      await waitForAppPath(page, '/');
      await page.getByRole('heading', { level: 1, name: 'Anna Andersson' }).waitFor();
      await page.getByText('Du visar Anna Anderssons sidor som kundservice.').waitFor();
      for (const [name, size] of [
        ['desktop', { width: 1440, height: 900 }],
        ['mobile', { width: 390, height: 844 }],
      ] as const) {
        await page.setViewportSize(size);
        await page.screenshot({ path: screenshotPath(`kundservice-banner-${name}.png`) });
      }
      await page.getByRole('button', { name: 'Tillbaka till kundsök' }).click();
      await waitForAppPath(page, '/kundsok');
    }));
});

describe('/debug', () => {
  it('shows environment, versions, token claims and the selection outside production', () =>
    withPage(browser, { storageState: privat }, async (page) => {
      await page.goto(`${baseUrl()}/debug`);
      await page.getByRole('heading', { level: 1, name: 'Debug' }).waitFor();
      for (const text of ['test', '0.1.30', '20251031.2', '5000101001']) {
        await page.getByText(text, { exact: true }).waitFor();
      }
      await page.getByText('"mecid": "10000000001"', { exact: false }).waitFor();
      await page.getByText('10000000001 – Anna Andersson (status 1)').waitFor();
    }));
});

describe('the report download page (spec §2.3)', () => {
  it('downloads by itself with the UTF-8 file name, and a used link says so', () =>
    withPage(browser, { storageState: privat }, async (page) => {
      await page.goto(`${baseUrl()}/`);
      await page.getByRole('heading', { level: 1, name: 'Anna Andersson' }).waitFor();
      const customer = { id: CUSTOMER_IDS.privat };
      const reports = (await callFromPage(page, reportEndpoints.list, customer)) as { data: { reportId: string; status: string }[] };
      const reportId = reports.data.find((report) => report.status === 'klar')?.reportId;
      expect(reportId).toEqual(expect.any(String));
      const created = (await callFromPage(page, reportEndpoints.createDownloadToken, { ...customer, reportId })) as { data: { url: string }[] };
      const link = created.data[0]?.url;
      expect(link).toMatch(/^\/ladda-ner\/.+/);

      const download = page.waitForEvent('download');
      await page.goto(`${baseUrl()}${link}`);
      await page.getByRole('heading', { level: 1, name: 'Ladda ner rapporten' }).waitFor();
      await page.getByText('Nedladdningen är klar!').waitFor();
      // The demo report: last calendar year's consumption.
      const year = Number(new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Stockholm' }).slice(0, 4)) - 1;
      expect((await download).suggestedFilename()).toBe(`Förbrukning per månad ${year} – Anna Andersson.csv`);

      await page.getByRole('button', { name: 'Ladda ner rapport' }).click();
      await page.getByText('Resursen hittades inte.').waitFor();
    }));

  it('without a token says so', () =>
    withPage(browser, {}, async (page) => {
      await page.goto(`${baseUrl()}/ladda-ner`);
      await page.getByText('Ingen token angiven i URL:en.').waitFor();
    }));
});
