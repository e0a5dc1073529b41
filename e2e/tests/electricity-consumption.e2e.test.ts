import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERSONAS } from '../../apps/server/src/seed/personas.ts';
import { screenshotPath, wcagViolations, waitForAppPath } from '../support/app.ts';
import { launchBrowser, newContext, signInAs, type Viewport } from '../support/browser.ts';
import { readZipEntry } from '../support/xlsx.ts';

const privat = PERSONAS.find((p) => p.key === 'privat')!;
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function openConsumption(page: Page) {
  await signInAs(page, privat, '/el/elforbrukning');
  await waitForAppPath(page, '/el/elforbrukning');
  await page.getByRole('heading', { level: 1, name: 'Elförbrukning' }).waitFor();
  await page.getByTestId('time-series-chart').waitFor();
}

describe('Elförbrukning', () => {
  it('switches resolution and period, shows a tooltip, a table, and exports CSV and xlsx', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    try {
      await openConsumption(page);
      await page.getByRole('button', { name: 'Månad', exact: true }).click();
      await page.getByRole('heading', { level: 2, name: '2026' }).waitFor();
      await page.getByRole('button', { name: 'Föregående period' }).click();
      await page.getByRole('heading', { level: 2, name: '2025' }).waitFor();
      await page.getByText('Förändring mot i fjol').waitFor();

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
    } finally {
      await context.close();
    }
  });

  it.each([
    ['desktop', 'light'],
    ['desktop', 'dark'],
    ['mobile', 'light'],
    ['mobile', 'dark'],
  ] as const)('looks finished and has no WCAG 2.1 A/AA violations (%s, %s)', async (viewport: Viewport, colorScheme) => {
    const context = await newContext(browser, { viewport, colorScheme });
    const page = await context.newPage();
    try {
      await openConsumption(page);
      await page.waitForTimeout(500);
      await page.screenshot({ path: screenshotPath(`elforbrukning-${viewport}-${colorScheme}.png`), fullPage: true });
      expect(await wcagViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Visa som tabell' }).click();
      await page.getByRole('table').waitFor();
      expect(await wcagViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('Elöverskott', () => {
  it('shows the surplus fed into the grid beside the electricity bought, in summer', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    try {
      await signInAs(page, privat, '/el/eloverskott');
      await waitForAppPath(page, '/el/eloverskott');
      await page.getByRole('heading', { level: 1, name: 'Elöverskott' }).waitFor();
      await page.getByRole('button', { name: 'Månad', exact: true }).click();
      await page.getByRole('button', { name: 'Föregående period' }).click();
      await page.getByRole('heading', { level: 2, name: '2025' }).waitFor();
      await page.getByText('Netto (köpt el minus inmatad el)').waitFor();
      await page.getByRole('button', { name: 'Visa som tabell' }).click();
      const june = page.getByRole('row', { name: /juni 2025/ });
      const [fedIn, bought] = (await june.getByRole('cell').allInnerTexts()).map((t) => Number(t.replace(/\s/g, '').replace(',', '.')));
      expect(fedIn).toBeGreaterThan(100);
      expect(bought).toBeGreaterThan(0);
      await page.waitForTimeout(1200); // let the bars finish growing
      await page.screenshot({ path: screenshotPath('eloverskott-desktop-light.png'), fullPage: true });
      expect(await wcagViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
