import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERSONAS } from '../../apps/server/src/seed/personas.ts';
import { screenshotPath, storedUserKey, waitForAppPath } from '../support/app.ts';
import { baseUrl, launchBrowser, signInAs, withPage } from '../support/browser.ts';


let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const persona = (key: string) => PERSONAS.find((p) => p.key === key)!;

async function signInAsPrivat(page: Page) {
  await signInAs(page, persona('privat'));
  await waitForAppPath(page, '/');
  await page.getByRole('heading', { level: 1, name: 'Anna Andersson' }).waitFor();
}

describe('token renewal (spec §4.4)', () => {
  it('a reload with an expired token renews it exactly once for all the parallel calls, and every call succeeds', () =>
    withPage(browser, {}, async (page) => {
      await signInAsPrivat(page);
      const key = await storedUserKey(page);
      expect(key).toBeDefined();
      const before = await page.evaluate((k) => {
        const user = JSON.parse(localStorage.getItem(k) ?? '{}') as { expires_at: number; access_token: string };
        user.expires_at = Math.floor(Date.now() / 1000) - 60;
        localStorage.setItem(k, JSON.stringify(user));
        return user.access_token;
      }, key!);

      let tokenRequests = 0;
      const apiStatuses: number[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/idp/token') tokenRequests += 1;
      });
      page.on('response', (response) => {
        if (new URL(response.url()).pathname.startsWith('/api/')) apiStatuses.push(response.status());
      });

      // Without the persisted query cache, so the reloaded pages must call the API (spec §9 would show the cache).
      await page.evaluate(() => localStorage.removeItem('mina-sidor.query-cache'));
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
      for (const [name, size] of [['desktop', { width: 1440, height: 900 }], ['mobile', { width: 390, height: 844 }]] as const) {
        await page.setViewportSize(size);
        await page.screenshot({ path: screenshotPath(`kundservice-banner-${name}.png`) });
      }
      await page.getByRole('button', { name: 'Tillbaka till kundsök' }).click();
      await waitForAppPath(page, '/kundsok');
    }));
});

describe('/debug', () => {
  it('shows environment, versions, token claims and the selection outside production', () =>
    withPage(browser, {}, async (page) => {
      await signInAsPrivat(page);
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
    withPage(browser, {}, async (page) => {
      await signInAsPrivat(page);
      const link = await page.evaluate(async (userKey) => {
        const { access_token: token } = JSON.parse(localStorage.getItem(userKey) ?? '{}') as { access_token: string };
        const headers = { Authorization: `Bearer ${token}`, Accept: 'application/json' };
        const reports = (await (await fetch('/api/v2/customers/10000000001/reports', { headers })).json()) as { data: { reportId: string }[] };
        const created = await fetch(`/api/v2/customers/10000000001/reports/${reports.data[0]?.reportId}/download-token`, { method: 'POST', headers });
        return ((await created.json()) as { data: { url: string }[] }).data[0]?.url;
      }, (await storedUserKey(page))!);
      expect(link).toMatch(/^\/ladda-ner\/.+/);

      const download = page.waitForEvent('download');
      await page.goto(`${baseUrl()}${link}`);
      await page.getByRole('heading', { level: 1, name: 'Ladda ner rapporten' }).waitFor();
      await page.getByText('Nedladdningen är klar!').waitFor();
      expect((await download).suggestedFilename()).toBe('Årsrapport förbrukning 2025 – Anna Andersson.csv');

      await page.getByRole('button', { name: 'Ladda ner rapport' }).click();
      await page.getByText('Resursen hittades inte.').waitFor();
    }));

  it('without a token says so', () =>
    withPage(browser, {}, async (page) => {
      await page.goto(`${baseUrl()}/ladda-ner`);
      await page.getByText('Ingen token angiven i URL:en.').waitFor();
    }));
});
