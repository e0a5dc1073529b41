import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshotPath, screenshotWholePage, sidebarLinks, waitForAppPath, waitForStillPage, wcagViolations } from '../support/app.ts';
import { baseUrl, inEveryLook, launchBrowser, signedInState, signInAs, type StorageState, withPage } from '../support/browser.ts';
import { persona } from '../support/personas.ts';

// Spotpriser (issue 12 item 6) on the demo data: today's prices, with and without VAT, a month with
// the customer's weighted average, and the demo's missing day (14 October 2026) shown as missing.
// The screen sweep (screens.e2e.test.ts) also visits the page as it opens.

const MISSING_DAY = { iso: '2026-10-14', month: 'Oktober 2026', shown: '14 oktober' };

let browser: Browser;
/** privat's session, signed in once for the file. */
let session: StorageState;
beforeAll(async () => {
  browser = await launchBrowser();
  session = await signedInState(browser, async (page) => {
    await signInAs(page, persona('privat'));
    await waitForAppPath(page, '/');
    await page.getByRole('heading', { level: 1, name: 'Anna Andersson' }).waitFor();
  });
});
afterAll(() => browser.close());

async function open(page: Page) {
  await page.goto(`${baseUrl()}/el/spotpriser`);
  await waitForAppPath(page, '/el/spotpriser');
  await page.getByRole('heading', { level: 1, name: 'Spotpriser' }).waitFor();
}

/** The number of a fact ("Medelpris" → 51.04), read from the page as a person reads it. */
async function factValue(page: Page, label: string): Promise<number> {
  const value = await page
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]')
    .innerText();
  return Number(
    value
      .replace(/öre\/kWh.*$/, '')
      .replace(/\s/g, '')
      .replace(',', '.')
      .replace('−', '-'),
  );
}

/** Steps the month view back to the month named. */
async function goToMonth(page: Page, month: string) {
  await page.getByRole('tab', { name: 'Historik' }).click();
  for (let step = 0; step < 36; step++) {
    if ((await page.getByRole('heading', { level: 2, name: month }).count()) > 0) return;
    await page.getByRole('button', { name: 'Föregående månad' }).click();
  }
  throw new Error(`${month} not reached`);
}

describe('Spotpriser (/el/spotpriser)', () => {
  it('is in privat’s sidebar, shows the area and today’s prices, and switches VAT', () =>
    withPage(browser, { storageState: session }, async (page) => {
      await page.goto(`${baseUrl()}/`);
      await page.getByRole('heading', { level: 1, name: 'Anna Andersson' }).waitFor();
      expect(await sidebarLinks(page)).toContain('Spotpriser → /el/spotpriser');
      await page.getByRole('navigation', { name: 'Huvudmeny' }).getByRole('link', { name: 'Spotpriser' }).click();
      await waitForAppPath(page, '/el/spotpriser');
      await page.getByText('Elområde 3 (SE3, Stockholm) · Villa Solbacken').waitFor();
      await page.getByText(/^Just nu \(\d\d:\d\d–\d\d:\d\d\)$/).waitFor();
      await page.getByTestId('time-series-chart').waitFor();

      const withVat = await factValue(page, 'Medelpris');
      await page.getByRole('button', { name: 'Utan moms' }).click();
      await page.getByText(/utan moms\. Ditt elhandelsbolags påslag/).waitFor();
      const withoutVat = await factValue(page, 'Medelpris');
      expect(withVat).toBeCloseTo(withoutVat * 1.25, 1);

      await page.getByRole('button', { name: 'Visa som tabell' }).click();
      const rows = await page.getByRole('table').getByRole('row').count();
      // A header and 92, 96 or 100 quarter-hours.
      expect([93, 97, 101]).toContain(rows);
      await page
        .getByRole('table')
        .getByRole('rowheader', { name: /\(just nu\)$/ })
        .waitFor();

      await page.getByRole('tab', { name: 'I morgon' }).click();
      // Before about 13:00 tomorrow's prices are not out; after, they are there.
      await page
        .getByText('Morgondagens priser publiceras vanligtvis strax efter kl. 13.')
        .or(page.getByText('Medelpris', { exact: true }))
        .first()
        .waitFor();
    }));

  it('shows today and a month with its weighted average beside the plain one in every look, and the missing demo day as missing', async () => {
    await withPage(browser, { storageState: session }, async (page) => {
      await open(page);
      await page.getByTestId('time-series-chart').waitFor();
      await inEveryLook(page, async (look) => {
        await waitForStillPage(page);
        await page.screenshot({ path: screenshotPath(`spotpriser-idag-${look}.png`) });
        expect(await wcagViolations(page), `today ${look}`).toEqual([]);
      });

      await goToMonth(page, MISSING_DAY.month);
      await page.getByText('Ditt viktade medelpris', { exact: true }).waitFor();
      await page.getByTestId('time-series-chart').waitFor();
      await inEveryLook(page, async (look) => {
        await waitForStillPage(page);
        await page.screenshot({ path: screenshotPath(`spotpriser-manad-${look}.png`) });
        await screenshotWholePage(page, screenshotPath(`spotpriser-manad-${look}-hela.png`));
        expect(await wcagViolations(page), `month ${look}`).toEqual([]);
      });

      const plain = await factValue(page, 'Månadens medelpris');
      const weighted = await factValue(page, 'Ditt viktade medelpris');
      expect(plain).toBeGreaterThan(0);
      expect(weighted).toBeGreaterThan(0);
      expect(weighted).not.toBe(plain);
      await page.getByText(`Spotpriser saknas för ${MISSING_DAY.shown}. De dagarna räknas inte med i medelpriserna.`).waitFor();
      await page.getByRole('button', { name: 'Visa som tabell' }).click();
      const row = page.getByRole('row', { name: new RegExp(`^${MISSING_DAY.shown} `) });
      expect(await row.innerText()).toMatch(/Saknas/);

      await page.getByRole('button', { name: 'Dag', exact: true }).click();
      const [y, m, d] = MISSING_DAY.iso.split('-');
      await page.getByRole('group', { name: 'Datum' }).getByRole('spinbutton', { name: 'Dag' }).click();
      await page.keyboard.type(`${d}${m}${y}`);
      await page.getByText(`Spotpriserna för ${MISSING_DAY.shown} saknas. Dagen räknas inte med i månadens medelpris.`).waitFor();
      expect(await page.getByTestId('time-series-chart').count()).toBe(0);
    });
  }, 180_000);
});
