import { meterReadingEndpoints, type ReadingPoint } from '@mina-sidor/shared/meter-reading';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { swedishToday } from '../../apps/server/src/lib/swedish-time.ts';
import { CUSTOMER_IDS } from '../../apps/server/src/demo-source/personas.ts';
import { apiPath, screenshotPath, sidebarLinks, storedUserKey, waitForAppPath, waitForStillPage, wcagViolations } from '../support/app.ts';
import { baseUrl, inEveryLook, launchBrowser, newContext, signInAs } from '../support/browser.ts';
import { removeReadingsSince } from '../support/meter-readings.ts';
import { persona } from '../support/personas.ts';

// Lämna mätarställning: Anna reads her water meter at Villa Solbacken. The
// route sweep takes the page's looks; the confirm-or-correct dialog it cannot reach is looked at
// here, in every look. The reading she keeps is removed afterwards, and the water series' days it
// replaced are generated again, so the demo data is as it was for every other file.

const PATH = '/vatten-avlopp/avlasning';
const startedAt = new Date();
let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await (await newContext(browser)).newPage();
  await signInAs(page, persona('privat'));
  await page.getByRole('heading', { level: 1, name: 'Anna Andersson' }).waitFor();
}, 60_000);

afterAll(async () => {
  await browser.close();
  await removeReadingsSince(startedAt);
});

/** Anna's water meters as the server answers them to the signed-in page. */
async function serverPoints(): Promise<ReadingPoint[]> {
  const key = (await storedUserKey(page))!;
  const url = apiPath(meterReadingEndpoints.list, { params: { id: CUSTOMER_IDS.privat } });
  return page.evaluate(
    async ({ key, url }) => {
      const { access_token: token } = JSON.parse(localStorage.getItem(key) ?? '{}') as { access_token: string };
      const response = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
      return ((await response.json()) as { data: ReadingPoint[] }).data;
    },
    { key, url },
  );
}

const form = () => page.getByRole('form', { name: 'Ny mätarställning' });
const m3 = (value: number) => `${new Intl.NumberFormat('sv-SE').format(value)}\u00a0m³`;

/** Types a reading about three times the usual use since the last one, and sends it: the server asks about it. */
async function sendUnusual(last: ReadingPoint['readings'][number]): Promise<number> {
  const value = last.valueM3 + 60;
  await form()
    .getByRole('textbox', { name: /Mätarställning/ })
    .fill(String(value));
  await form().getByRole('button', { name: 'Skicka mätarställning' }).click();
  await page.getByRole('dialog', { name: 'Stämmer mätarställningen?' }).getByText('mer än förra årets', { exact: false }).waitFor();
  return value;
}

describe('Lämna mätarställning', () => {
  it('asks to confirm or correct an unusual reading, in every look without axe violations, storing nothing', async () => {
    await page.goto(`${baseUrl()}${PATH}`);
    await waitForAppPath(page, PATH);
    const before = await serverPoints();
    await form().waitFor();
    await sendUnusual(before[0]!.readings[0]!);
    await inEveryLook(page, async (look) => {
      await waitForStillPage(page);
      await page.screenshot({ path: screenshotPath(`matarstallning-bekrafta-${look}.png`) });
      expect(await wcagViolations(page), look).toEqual([]);
    });
    await page.getByRole('dialog').getByRole('button', { name: 'Avbryt' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(await serverPoints()).toEqual(before);
  }, 60_000);

  it('privat reaches it from the sidebar, sends an unusual reading, confirms it and sees it listed as the server stored it', async () => {
    await page.goto(`${baseUrl()}/`);
    await page.getByRole('heading', { level: 1, name: 'Anna Andersson' }).waitFor();
    expect(await sidebarLinks(page)).toContain(`Lämna mätarställning → ${PATH}`);
    const nav = page.getByRole('navigation', { name: 'Huvudmeny' });
    const link = nav.getByRole('link', { name: 'Lämna mätarställning' });
    if (!(await link.isVisible())) await nav.getByRole('button', { name: 'Vatten och avlopp' }).click();
    await link.click();
    await waitForAppPath(page, PATH);
    await page.getByRole('heading', { level: 1, name: 'Lämna mätarställning' }).waitFor();

    const [point] = await serverPoints();
    const last = point!.readings[0]!;
    // The earlier readings, newest first, as the server has them.
    const table = page.getByRole('table', { name: 'Mätarställningar, Villa Solbacken' });
    await expect(table.getByRole('row').count()).resolves.toBe(point!.readings.length + 1);
    await expect(table.getByRole('row').nth(1).getByRole('cell').first().textContent()).resolves.toBe(m3(last.valueM3));
    await form()
      .getByText(`Senaste avläsning: ${m3(last.valueM3)}`, { exact: false })
      .waitFor();

    const value = await sendUnusual(last);
    await page.getByRole('dialog').getByRole('button', { name: 'Ja, spara den' }).click();
    await page
      .getByRole('status')
      .getByText(`Mätarställningen ${m3(value)} den`, { exact: false })
      .waitFor();

    const [after] = await serverPoints();
    expect(after!.readings[0]).toMatchObject({ date: swedishToday(), valueM3: value, usedM3: 60, confirmed: true });
    await table.getByRole('row').nth(1).getByText('Bekräftad efter kontrollfråga').waitFor();
    await expect(table.getByRole('row').nth(1).getByRole('cell').first().textContent()).resolves.toBe(m3(value));
    await expect(table.getByRole('row').count()).resolves.toBe(point!.readings.length + 2);
    await waitForStillPage(page);
    await page.screenshot({ path: screenshotPath('matarstallning-sparad-desktop-light.png') });
  }, 60_000);
});
