import { readFileSync } from 'node:fs';
import { type GroupReport, groupReportEndpoints } from '@mina-sidor/shared/group-report';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_IDS } from '../../apps/server/src/demo-source/personas.ts';
import { apiPath, screenshotPath, screenshotWholePage, sidebarLinks, storedUserKey, waitForAppPath, waitForStillPage, wcagViolations } from '../support/app.ts';
import { baseUrl, inEveryLook, launchBrowser, newContext, signInWithPersonnummer } from '../support/browser.ts';
import { fileFixtures, loginLike } from '../support/fixtures.ts';
import { persona } from '../support/personas.ts';

// Koncernrapport and koncernstruktur: the group opens both from the sidebar, the
// report's sums are the server's and its CSV holds them, the tree is walked with the keyboard, and
// both pages in every look (privat lacks them, so the route sweep never sees them). One sign-in.

let browser: Browser;
let context: BrowserContext;
let page: Page;
const fixtures = fileFixtures();

beforeAll(async () => {
  browser = await launchBrowser();
  const login = await fixtures.login(loginLike(persona('koncern')));
  context = await newContext(browser);
  page = await context.newPage();
  await signInWithPersonnummer(page, login.personnummer);
  await page
    .getByRole('dialog', { name: 'Konton' })
    .getByRole('button', { name: /Nordhamn Logistik AB/ })
    .click();
  await waitForAppPath(page, '/');
}, 60_000);
afterAll(async () => {
  await context.close();
  await browser.close();
});

/** The report as the server answers it to the signed-in page. */
async function serverReport(query: { from: string; to: string; resolution: 'day' | 'month' }): Promise<GroupReport> {
  const key = (await storedUserKey(page))!;
  const url = apiPath(groupReportEndpoints.report, { params: { id: CUSTOMER_IDS.koncern }, query });
  return page.evaluate(
    async ({ key, url }) => {
      const { access_token: token } = JSON.parse(localStorage.getItem(key) ?? '{}') as { access_token: string };
      const response = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
      return ((await response.json()) as { data: GroupReport[] }).data[0]!;
    },
    { key, url },
  );
}

const kwh = (value: number) => `${new Intl.NumberFormat('sv-SE', { maximumFractionDigits: 0 }).format(value)}\u00a0kWh`;
const fact = (label: string) =>
  page.getByRole('region', { name: 'Summor för perioden' }).getByText(label, { exact: true }).locator('xpath=following-sibling::dd[1]');
/** The focused tree item's own name (its row). */
const focusedItem = () =>
  page.evaluate(() => {
    const item = document.activeElement;
    const label = item?.getAttribute('aria-labelledby');
    return item?.getAttribute('role') === 'treeitem' && label ? (document.getElementById(label)?.firstElementChild?.textContent ?? null) : null;
  });

describe('Koncernrapport and Koncernstruktur', () => {
  it('koncern opens the report with the server’s sums, exports them as CSV, and walks the structure with the keyboard', async () => {
    await page.goto(`${baseUrl()}/`);
    await page.getByRole('heading', { level: 1, name: 'Nordhamn Koncern AB' }).waitFor();
    const links = await sidebarLinks(page);
    expect(links).toContain('Koncernrapport → /koncernrapport');
    expect(links).toContain('Koncernstruktur → /koncernstruktur');

    await page.getByRole('navigation', { name: 'Huvudmeny' }).getByRole('link', { name: 'Koncernrapport' }).click();
    await waitForAppPath(page, '/koncernrapport');
    // A whole year per month: what the group reads its consumption in.
    await page.getByRole('button', { name: 'År', exact: true }).click();
    await page.getByRole('combobox', { name: 'År' }).click();
    const year = String(new Date().getFullYear() - 1);
    await page.getByRole('option', { name: year }).click();
    await page.getByRole('button', { name: 'Per månad' }).click();
    await page.getByRole('heading', { name: `1 januari ${year} – 31 december ${year}` }).waitFor();
    const report = await serverReport({ from: `${year}-01-01`, to: `${year}-12-31`, resolution: 'month' });
    const energy = report.overall.find((o) => o.unit === 'kWh')!.total;
    expect(energy).toBeGreaterThan(0);
    await expect(fact('Totalt, energi').textContent()).resolves.toBe(kwh(energy));
    const electricity = report.services.find((s) => s.service === 'EL')!;
    await expect(fact('El').textContent()).resolves.toBe(kwh(electricity.total));
    const sites = page.getByRole('region', { name: 'Per anläggning' });
    await expect(sites.getByRole('row').count()).resolves.toBe(report.sites.length + 2);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Ladda ner CSV' }).click()]);
    expect(download.suggestedFilename()).toBe(`Koncernrapport ${year}-01-01–${year}-12-31.csv`);
    const lines = readFileSync((await download.path())!, 'utf8').split('\r\n');
    expect(lines[0]).toBe('\uFEFFAnläggning;Adress;Organisation;Tjänst;Period;Förbrukning;Enhet');
    const total = lines.find((line) => line.startsWith('Totalt;') && line.endsWith(';kWh'))!.split(';')[5]!;
    expect(Number(total.replace(',', '.'))).toBeCloseTo(energy, 3);

    await page.getByRole('navigation', { name: 'Huvudmeny' }).getByRole('link', { name: 'Koncernstruktur' }).click();
    await waitForAppPath(page, '/koncernstruktur');
    const tree = page.getByRole('tree', { name: 'Koncernstruktur för Nordhamn Koncern AB' });
    await tree.waitFor();
    await tree.getByRole('treeitem').first().focus();
    expect(await focusedItem()).toBe('Nordhamn Koncern AB');
    await page.keyboard.press('ArrowDown');
    const site = await focusedItem();
    expect(site).toMatch(/^Anläggning/);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    expect(await focusedItem()).toMatch(/^(El|Fjärrvärme|Vatten och avlopp|Fjärrkyla|Tappvarmvatten)/);
    await page.keyboard.press('ArrowLeft');
    expect(await focusedItem()).toBe(site);
    await page.keyboard.press('End');
    expect(await focusedItem()).not.toBe(site);
    await page.keyboard.press('Home');
    expect(await focusedItem()).toBe('Nordhamn Koncern AB');
  }, 60_000);

  it('looks finished in every look, without axe violations', async () => {
    await page.goto(`${baseUrl()}/koncernrapport`);
    await page.getByRole('region', { name: 'Förbrukning per dag' }).getByTestId('time-series-chart').waitFor();
    await inEveryLook(page, async (look) => {
      await waitForStillPage(page);
      await page.screenshot({ path: screenshotPath(`koncernrapport-${look}.png`) });
      await screenshotWholePage(page, screenshotPath(`koncernrapport-${look}-hela.png`));
      expect(await wcagViolations(page), `/koncernrapport ${look}`).toEqual([]);
    });
    await page.goto(`${baseUrl()}/koncernstruktur`);
    await page.getByRole('tree').waitFor();
    await page.getByRole('button', { name: 'Fäll ut alla' }).click();
    await inEveryLook(page, async (look) => {
      await waitForStillPage(page);
      await page.screenshot({ path: screenshotPath(`koncernstruktur-${look}.png`) });
      expect(await wcagViolations(page), `/koncernstruktur ${look}`).toEqual([]);
    });
  }, 120_000);
});
