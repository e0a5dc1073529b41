import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERSONAS } from '../../apps/server/src/demo-source/personas.ts';
import { waitForAppPath } from '../support/app.ts';
import { baseUrl, launchBrowser, signedInState, signInAs, type StorageState, withPage } from '../support/browser.ts';
import { readZipEntry } from '../support/xlsx.ts';

// How the screens look, and axe, for every look: screens.e2e.test.ts. Here: what they do.

const privat = PERSONAS.find((p) => p.key === 'privat')!;
let browser: Browser;
/** privat's session, signed in once for the file. */
let session: StorageState;
beforeAll(async () => {
  browser = await launchBrowser();
  session = await signedInState(browser, async (page) => {
    await signInAs(page, privat);
    await waitForAppPath(page, '/');
    await page.getByRole('heading', { level: 1, name: 'Anna Andersson' }).waitFor();
  });
});
afterAll(() => browser.close());

async function open(page: Page, path: string, heading: string) {
  await page.goto(`${baseUrl()}${path}`);
  await waitForAppPath(page, path);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  await page.getByTestId('time-series-chart').waitFor();
}

describe('Elförbrukning', () => {
  it('switches resolution and period, shows a tooltip, a table, and exports CSV and xlsx', () =>
    withPage(browser, { storageState: session }, async (page) => {
      await open(page, '/el/elforbrukning', 'Elförbrukning');
      await page.getByRole('button', { name: 'Månad', exact: true }).click();
      await page.getByRole('heading', { level: 2, name: '2026' }).waitFor();
      await page.getByRole('button', { name: 'Föregående period' }).click();
      await page.getByRole('heading', { level: 2, name: '2025' }).waitFor();
      await page.getByText('Förändring mot samma period i fjol').waitFor();

      const chart = page.getByTestId('time-series-chart');
      const box = (await chart.boundingBox())!;
      await page.mouse.move(box.x + box.width * 0.3, box.y + box.height * 0.5);
      await chart.getByText(/kWh/).first().waitFor();
      expect(await chart.innerText()).toMatch(/2025[\s\S]*(Uppmätt|Beräknad|Saknas)[\s\S]*Samma period i fjol/);

      await page.getByRole('button', { name: 'Visa som tabell' }).click();
      const table = page.getByRole('table');
      await table.waitFor();
      expect(await table.getByRole('row').count()).toBe(13);
      await table.getByRole('rowheader', { name: 'januari 2025' }).waitFor();

      const [csvDownload] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Ladda ner CSV' }).click()]);
      expect(csvDownload.suggestedFilename()).toMatch(/^Elförbrukning 2025-01-01–2026-01-01 735999\d{12}\.csv$/);
      const csv = readFileSync((await csvDownload.path())!, 'utf8');
      expect(csv.charCodeAt(0)).toBe(0xfeff);
      const lines = csv.slice(1).trim().split('\r\n');
      expect(lines[0]).toBe('Från;Till;Period;Förbrukning (kWh);Samma period i fjol (kWh);Kvalitet');
      expect(lines).toHaveLength(13);
      expect(lines[1]).toMatch(/^2025-01-01;2025-02-01;januari 2025;\d+,\d{3};\d+,\d{3};(Uppmätt|Beräknad|Saknas)$/);

      const [xlsxDownload] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Ladda ner Excel' }).click()]);
      expect(xlsxDownload.suggestedFilename()).toMatch(/\.xlsx$/);
      const xlsx = readFileSync((await xlsxDownload.path())!);
      expect(xlsx.subarray(0, 2).toString()).toBe('PK');
      const sheet = readZipEntry(xlsx, 'xl/worksheets/sheet1.xml') ?? '';
      const strings = readZipEntry(xlsx, 'xl/sharedStrings.xml') ?? '';
      expect(`${sheet}${strings}`).toContain('januari 2025');
      expect(`${sheet}${strings}`).toContain('Förbrukning (kWh)');
    }));
});

describe('Elöverskott', () => {
  it('shows the surplus fed into the grid beside the electricity bought, in summer', () =>
    withPage(browser, { storageState: session }, async (page) => {
      await open(page, '/el/eloverskott', 'Elöverskott');
      await page.getByRole('button', { name: 'Månad', exact: true }).click();
      await page.getByRole('button', { name: 'Föregående period' }).click();
      await page.getByRole('heading', { level: 2, name: '2025' }).waitFor();
      await page.getByText('Netto (köpt el minus inmatad el)').waitFor();
      await page.getByRole('button', { name: 'Visa som tabell' }).click();
      const june = page.getByRole('row', { name: /juni 2025/ });
      const [fedIn, bought] = (await june.getByRole('cell').allInnerTexts()).map((t) => Number(t.replace(/\s/g, '').replace(',', '.')));
      expect(fedIn).toBeGreaterThan(100);
      expect(bought).toBeGreaterThan(0);
    }));
});
