import { type HeatingComparison, heatingComparisonEndpoints } from '@mina-sidor/shared/heating-comparison';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_IDS } from '../../apps/server/src/demo-source/personas.ts';
import { apiPath, screenshotPath, screenshotWholePage, sidebarLinks, storedUserKey, waitForAppPath, waitForStillPage } from '../support/app.ts';
import { launchBrowser, newContext, signInAs, VIEWPORTS } from '../support/browser.ts';
import { persona } from '../support/personas.ts';

// Jämförelse: Anna Andersson's Villa Solbacken (145 m²) against the villa
// average; the figures on the page are the server's. The route is in privat's sidebar, so the
// route sweep takes its looks and runs axe; the screenshots here are of the data state, to look at.

const PATH = '/fjarrvarme/jamforelse';
const perM2 = (value: number) => `${new Intl.NumberFormat('sv-SE', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value)}\u00a0kWh/m²`;
const heading = (month: string) =>
  new Intl.DateTimeFormat('sv-SE', { month: 'long', year: 'numeric', timeZone: 'UTC' })
    .format(new Date(`${month}-01T00:00:00Z`))
    .replace(/^./, (c) => c.toUpperCase());

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  context = await newContext(browser);
  page = await context.newPage();
  await signInAs(page, persona('privat'));
  await page.getByRole('heading', { level: 1, name: 'Anna Andersson' }).waitFor();
}, 60_000);
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

/** The comparison as the server answers it to the signed-in page. */
async function fromServer(): Promise<HeatingComparison> {
  const key = (await storedUserKey(page))!;
  const url = apiPath(heatingComparisonEndpoints.comparison, { params: { id: CUSTOMER_IDS.privat } });
  return page.evaluate(
    async ({ key, url }) => {
      const { access_token: token } = JSON.parse(localStorage.getItem(key) ?? '{}') as { access_token: string };
      const response = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
      return ((await response.json()) as { data: HeatingComparison[] }).data[0]!;
    },
    { key, url },
  );
}

describe('Jämförelse', () => {
  it('privat opens it from the sidebar and sees the server’s normalised use per m² against the villa average', async () => {
    expect(await sidebarLinks(page)).toContain(`Jämförelse → ${PATH}`);
    await page.getByRole('navigation', { name: 'Huvudmeny' }).getByRole('link', { name: 'Jämförelse' }).click();
    await waitForAppPath(page, PATH);
    await page.getByRole('heading', { level: 1, name: 'Jämförelse' }).waitFor();
    const figures = page.getByRole('region', { name: 'Nyckeltal' });
    await figures.waitFor();

    const comparison = await fromServer();
    expect(comparison.building).toMatchObject({ category: 'villa', heatedAreaM2: 145 });
    const latest = comparison.years[0]!;
    const fact = (label: RegExp) => figures.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
    await expect(fact(/normalårskorrigerad$/).textContent()).resolves.toBe(perM2(latest.normalisedKwhPerM2!));
    await expect(fact(/^Genomsnitt för villa$/).textContent()).resolves.toBe(perM2(115));
    await expect(fact(/^Uppmätt$/).textContent()).resolves.toBe(perM2(latest.kwhPerM2!));

    // The latest month's row of the table is the server's month.
    const month = comparison.months.at(-1)!;
    const row = page.getByRole('region', { name: 'Per månad' }).getByRole('row', { name: new RegExp(`^${heading(month.month)}`) });
    const cells = await row.getByRole('cell').allTextContents();
    expect(cells.slice(0, 3)).toEqual([perM2(month.kwhPerM2!), perM2(month.normalisedKwhPerM2!), perM2(month.categoryKwhPerM2!)]);
    await page.getByRole('region', { name: 'Per månad' }).getByTestId('time-series-chart').waitFor();

    // Screenshots of the data state to look at: desktop light, then the same page on a phone in dark.
    await waitForStillPage(page);
    await screenshotWholePage(page, screenshotPath('jamforelse-desktop-light-hela.png'));
    await page.setViewportSize(VIEWPORTS.mobile);
    await page.emulateMedia({ colorScheme: 'dark' });
    await waitForStillPage(page);
    await screenshotWholePage(page, screenshotPath('jamforelse-mobile-dark-hela.png'));
  }, 60_000);
});
