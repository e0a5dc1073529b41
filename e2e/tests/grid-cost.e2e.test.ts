import { gridCostEndpoints, YEARLY_KWH_MESSAGES } from '@mina-sidor/shared/grid-cost';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callsEndpoint, screenshotPath, sidebarLinks, waitForAppPath, waitForStillPage, wcagViolations } from '../support/app.ts';
import { baseUrl, launchBrowser, signedInState, signInAs, type StorageState, withPage } from '../support/browser.ts';
import { persona } from '../support/personas.ts';

// Beräkna din elnätskostnad: privat's prefilled calculation, changed and
// checked against the sum of the lines shown; bad input; every look. It changes no data.

const PATH = '/el/berakna-din-elnatskostnad';
const TITLE = 'Beräkna din elnätskostnad';

let browser: Browser;
let session: StorageState;
beforeAll(async () => {
  browser = await launchBrowser();
  session = await signedInState(browser, (page) => signInAs(page, persona('privat')));
}, 60_000);
afterAll(() => browser.close());

async function open(page: Page) {
  await page.goto(`${baseUrl()}${PATH}`);
  await waitForAppPath(page, PATH);
  await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
}

/** "1 234,56 kr" → 123456, "85 öre" → 85: an amount as the page shows it, back in öre. */
function oreOf(text: string): number {
  const plain = text.replace(/[\s\u00a0]/g, '');
  const match = /^(-?\d+(?:,\d+)?)(kr|öre)$/.exec(plain);
  if (!match) throw new Error(`not an amount: ${text}`);
  const value = Number(match[1]!.replace(',', '.'));
  return Math.round(match[2] === 'kr' ? value * 100 : value);
}

/** The result table as the page shows it: each row's name and its year and month amounts in öre. */
async function shownLines(page: Page): Promise<{ name: string; year: number; month: number }[]> {
  const table = page.getByRole('table', { name: /Elnätskostnaden rad för rad/ });
  await table.waitFor();
  const rows = await table
    .locator('tbody tr, tfoot tr')
    .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('th, td')].map((cell) => cell.textContent ?? '')));
  return rows.map(([name, year, month]) => ({ name: name!.replace(/\u00a0/g, ' '), year: oreOf(year!), month: oreOf(month!) }));
}

/**
 * A consumer's lines, each with its VAT, add up to "Totalt inkl. moms", and "Varav moms" says how much of it is VAT —
 * per year and per month (decision 0054).
 */
function expectTotalIsSumOfLines(lines: { name: string; year: number; month: number }[]) {
  const at = lines.findIndex((l) => l.name.startsWith('Totalt inkl. moms'));
  const costLines = lines.slice(0, at);
  expect(lines[at + 1]!.name).toBe('Varav moms 25 %');
  expect(costLines.map((l) => l.name.replace(/\d.*$/, ''))).toEqual(['Fast avgift, huvudsäkring ', 'Överföringsavgift', 'Effektavgift', 'Energiskatt']);
  for (const key of ['year', 'month'] as const) expect(lines[at]![key]).toBe(costLines.reduce((total, l) => total + l[key], 0));
}

describe('Beräkna din elnätskostnad', () => {
  it('privat: prefilled from the villa, recalculated for another fuse and consumption; the total is the sum of the shown lines', () =>
    withPage(browser, { storageState: session }, async (page) => {
      await page.goto(`${baseUrl()}/el/elforbrukning`);
      await waitForAppPath(page, '/el/elforbrukning');
      await page.getByRole('heading', { level: 1, name: 'Elförbrukning' }).waitFor();
      expect(await sidebarLinks(page)).toContain(`${TITLE} → ${PATH}`);
      const prefill = page.waitForResponse((r) => callsEndpoint(gridCostEndpoints.facilities, { params: { id: '10000000001' } })(r.request()));
      await open(page);
      const facility = ((await (await prefill).json()) as { data: { fuseSize: string; yearlyKwh: number; peakKw: number }[] }).data[0]!;

      const form = page.getByRole('form', { name: 'Dina uppgifter' });
      const kwh = form.getByRole('textbox', { name: 'Årsförbrukning (kWh)' });
      await expect(form.getByRole('combobox', { name: 'Huvudsäkring' }).inputValue()).resolves.toBe(facility.fuseSize);
      await expect(kwh.inputValue()).resolves.toBe(facility.yearlyKwh.toLocaleString('sv-SE'));
      await expect(form.getByRole('textbox', { name: 'Förväntad effekttopp (kW)' }).inputValue()).resolves.toBe(facility.peakKw.toLocaleString('sv-SE'));
      await page.getByText('Din förbrukning de senaste 12 månaderna', { exact: false }).waitFor();
      const prefilled = await shownLines(page);
      expectTotalIsSumOfLines(prefilled);
      // Överföring: kWh × 7,5 öre with 25 % VAT, to the öre the VAT's spreading may move.
      expect(Math.abs(prefilled[1]!.year - facility.yearlyKwh * 7.5 * 1.25)).toBeLessThanOrEqual(1);

      await form.getByRole('combobox', { name: 'Huvudsäkring' }).selectOption('25A');
      await kwh.fill('18 500');
      await page.getByText('För huvudsäkring 25 A, 18 500 kWh per år', { exact: false }).waitFor();
      const changed = await shownLines(page);
      expectTotalIsSumOfLines(changed);
      expect(changed[0]).toEqual({ name: 'Fast avgift, huvudsäkring 25 A12 mån × 618,75 kr', year: 742_500, month: 61_875 });
      expect(Math.abs(changed[1]!.year - 173_437.5)).toBeLessThanOrEqual(1); // 18 500 × 7,5 öre × 1,25
    }));

  it('bad input: the Swedish message at the field, and no number', () =>
    withPage(browser, { storageState: session }, async (page) => {
      await open(page);
      await page.getByRole('table', { name: /Elnätskostnaden rad för rad/ }).waitFor();
      const form = page.getByRole('form', { name: 'Dina uppgifter' });
      await form.getByRole('textbox', { name: 'Årsförbrukning (kWh)' }).fill('tjugotusen');
      await form.getByRole('textbox', { name: 'Förväntad effekttopp (kW)' }).fill('20');
      await form.getByRole('button', { name: 'Beräkna' }).click();
      const kwh = form.getByRole('textbox', { name: 'Årsförbrukning (kWh)' });
      await expect(kwh.getAttribute('aria-invalid')).resolves.toBe('true');
      await form.getByText(YEARLY_KWH_MESSAGES.notNumber).waitFor();
      await form.getByText('En huvudsäkring på 20 A klarar högst 13,85 kW. Kontrollera effekttoppen eller säkringen.').waitFor();
      await expect(page.evaluate(() => document.activeElement?.getAttribute('aria-invalid'))).resolves.toBe('true');
      await expect(page.getByRole('table', { name: /Elnätskostnaden rad för rad/ }).count()).resolves.toBe(0);
      await expect(page.getByRole('region', { name: 'Din elnätskostnad' }).getByText(/\d kr/).count()).resolves.toBe(0);
      await waitForStillPage(page);
      await page.screenshot({ path: screenshotPath('elnatskostnad-fel-desktop-light.png') });
      expect(await wcagViolations(page), 'bad input').toEqual([]);
    }));
});
