import { highVoltageEndpoints, type HighVoltage } from '@mina-sidor/shared/high-voltage';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_IDS } from '../../apps/server/src/demo-source/personas.ts';
import { apiPath, screenshotPath, screenshotWholePage, sidebarLinks, storedUserKey, waitForAppPath, waitForStillPage, wcagViolations } from '../support/app.ts';
import { baseUrl, inEveryLook, launchBrowser, signedInState, signInAs, signInWithPersonnummer, type StorageState, withPage } from '../support/browser.ts';
import { fileFixtures, loginLike } from '../support/fixtures.ts';
import { persona } from '../support/personas.ts';

// Högspänning: Bergström's Kontorshuset Sicklaön (800 kW subscribed on high
// voltage), reached from the sidebar once its property is chosen; the figures the screen shows are
// the server's; every look; and a private customer without the entry.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());
const fixtures = fileFixtures();

const PATH = '/el/hogspanning';
const ENTRY = `Högspänning → ${PATH}`;

/** The summary as the server answers it to the signed-in page. */
async function serverSummary(page: Page, query: { month?: string } = {}): Promise<HighVoltage> {
  const key = (await storedUserKey(page))!;
  const url = apiPath(highVoltageEndpoints.summary, { params: { id: CUSTOMER_IDS.foretag }, query: { facility: '5100303-F06', ...query } });
  return page.evaluate(
    async ({ key, url }) => {
      const { access_token: token } = JSON.parse(localStorage.getItem(key) ?? '{}') as { access_token: string };
      const response = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
      return ((await response.json()) as { data: HighVoltage[] }).data[0]!;
    },
    { key, url },
  );
}

const fact = (page: Page, label: string) =>
  page.getByRole('region', { name: 'Nyckeltal' }).getByText(label, { exact: true }).locator('xpath=following-sibling::dd[1]');

describe('Högspänning', () => {
  let sickla: StorageState;
  beforeAll(async () => {
    // A login of its own for Bergström, so the property chosen here is no other test's.
    const login = await fixtures.login(loginLike(persona('foretag')));
    sickla = await signedInState(browser, async (page) => {
      await signInWithPersonnummer(page, login.personnummer);
      // Kontorshuset Sicklaön is the property of the Fisksätra account.
      await page
        .getByRole('dialog', { name: 'Konton' })
        .getByRole('button', { name: /Fisksätra/ })
        .click();
      await waitForAppPath(page, '/');
    });
  }, 60_000);

  it('foretag reaches it from the sidebar with Kontorshuset Sicklaön chosen and sees the server’s figures', () =>
    withPage(browser, { storageState: sickla }, async (page) => {
      await page.goto(`${baseUrl()}/`);
      await page.getByRole('heading', { level: 1, name: 'Bergström Fastigheter AB' }).waitFor();
      expect(await sidebarLinks(page)).toContain(ENTRY);
      await page.getByRole('navigation', { name: 'Huvudmeny' }).getByRole('link', { name: 'Högspänning' }).click();
      await waitForAppPath(page, PATH);
      await page.getByRole('heading', { level: 1, name: 'Högspänning' }).waitFor();
      await page.getByText('Kontorshuset Sicklaön ·', { exact: false }).waitFor();

      const summary = await serverSummary(page);
      const current = summary.months.at(-1)!;
      await expect(fact(page, 'Abonnerad effekt').textContent()).resolves.toBe('800,0\u00a0kW');
      const maxLabel = `Högsta effekt i ${new Intl.DateTimeFormat('sv-SE', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${current.month}-01T00:00:00Z`))}`;
      const shownMax = await fact(page, maxLabel).textContent();
      expect(shownMax).toBe(`${new Intl.NumberFormat('sv-SE', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(current.maxKw!)}\u00a0kW`);

      // The demo's summers go above the subscribed power; the screen says so, and lists all 13 months.
      await page.getByText('Effekten gick över den abonnerade effekten i', { exact: false }).waitFor();
      const months = page.getByRole('region', { name: 'Högsta effekt per månad' });
      await expect(months.getByRole('row').count()).resolves.toBe(14);
      const exceeded = summary.months.filter((m) => m.versusSubscribed?.kind === 'exceedance');
      expect(exceeded.length).toBeGreaterThan(0);
      await expect(months.getByRole('cell', { name: / över$/ }).count()).resolves.toBe(exceeded.length);

      // A month above the subscribed power, hour by hour.
      const worst = exceeded.reduce((a, b) => (b.maxKw! > a.maxKw! ? b : a));
      const hours = page.getByRole('region', { name: 'Effekt per timme' });
      await hours.getByRole('combobox', { name: 'Månad' }).click();
      const monthName = new Intl.DateTimeFormat('sv-SE', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${worst.month}-01T00:00:00Z`));
      await page.getByRole('option', { name: monthName }).click();
      await hours.getByText('över abonnerad effekt.', { exact: false }).waitFor();
      await hours.getByRole('button', { name: 'Visa som tabell' }).click();
      const table = hours.getByRole('table', { name: `Effekt per timme, ${monthName}` });
      const worstHours = (await serverSummary(page, { month: worst.month })).hours;
      await expect(table.getByRole('row').count()).resolves.toBe(worstHours.length + 1);
      await waitForStillPage(page);
      await page.screenshot({ path: screenshotPath('hogspanning-overskriden-manad-desktop-light.png') });
    }));

  it('looks finished in every look, without axe violations', () =>
    withPage(browser, { storageState: sickla }, async (page) => {
      await page.goto(`${baseUrl()}${PATH}`);
      await waitForAppPath(page, PATH);
      await page.getByRole('region', { name: 'Nyckeltal' }).waitFor();
      // Below the fold, the chart is drawn once it is scrolled to.
      const hours = page.getByRole('region', { name: 'Effekt per timme' });
      await hours.scrollIntoViewIfNeeded();
      await hours.getByTestId('time-series-chart').waitFor();
      await page.evaluate(() => window.scrollTo(0, 0));
      await inEveryLook(page, async (look) => {
        await waitForStillPage(page);
        await page.screenshot({ path: screenshotPath(`hogspanning-${look}.png`) });
        await screenshotWholePage(page, screenshotPath(`hogspanning-${look}-hela.png`));
        expect(await wcagViolations(page), `${PATH} ${look}`).toEqual([]);
      });
    }));

  it('privat has no high-voltage entry, and the server has nothing to show her', () =>
    withPage(browser, {}, async (page) => {
      await signInAs(page, persona('privat'));
      await page.getByRole('heading', { level: 1, name: 'Anna Andersson' }).waitFor();
      const links = await sidebarLinks(page);
      expect(links).toContain('Elförbrukning → /el/elforbrukning');
      expect(links).not.toContain(ENTRY);
      const key = (await storedUserKey(page))!;
      const answer = await page.evaluate(
        async ({ key, url }) => {
          const { access_token: token } = JSON.parse(localStorage.getItem(key) ?? '{}') as { access_token: string };
          const response = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
          return { status: response.status, body: await response.json() };
        },
        { key, url: apiPath(highVoltageEndpoints.summary, { params: { id: CUSTOMER_IDS.privat } }) },
      );
      expect(answer).toEqual({ status: 404, body: { error: { code: 'not_found', message: 'Det finns ingen högspänningsmätning för anläggningen.' } } });
    }));
});
