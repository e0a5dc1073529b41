import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshotPath, screenshotWholePage, sidebarLinks, waitForAppPath, waitForStillPage, wcagViolations } from '../support/app.ts';
import { baseUrl, inEveryLook, launchBrowser, signedInState, signInAs, type StorageState, withPage } from '../support/browser.ts';
import { persona } from '../support/personas.ts';

// Ditt elpris and the spot prices on the demo data: Anna's fixed price and
// the group's variable one; today's spot prices, with and without VAT, a month with the customer's weighted
// average, and the demo's missing day (14 October 2026) shown as missing. The screen sweep
// (screens.e2e.test.ts) also visits the page as it opens.

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
  await page.getByRole('heading', { level: 1, name: 'Ditt elpris' }).waitFor();
}

/**
 * A chart is drawn once it comes into the window; below Ditt elpris's own price on a laptop's screen it stands near
 * the fold, in the window or not by a few pixels: scrolled to as a person would.
 */
async function chartDrawn(page: Page) {
  const chart = '[data-testid="time-series-chart"], [data-testid="chart-not-drawn"]';
  await page.locator(chart).first().waitFor();
  // In the page itself: the placeholder may turn into the chart between finding it and scrolling to it.
  await page.evaluate((selector) => document.querySelector(selector)?.scrollIntoView({ block: 'center' }), chart);
  await page.getByTestId('time-series-chart').first().waitFor();
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

/** A fact's value as text, its spaces (no-break ones too) as plain ones. */
async function factText(page: Page, label: string): Promise<string> {
  const value = await page
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]')
    .innerText();
  return value.replace(/\s+/g, ' ');
}

/** Steps the month view back to the month named. */
async function goToMonth(page: Page, month: string) {
  await page.getByRole('tab', { name: 'Historik' }).click();
  for (let step = 0; step < 36; step++) {
    if ((await page.getByRole('heading', { level: 3, name: month }).count()) > 0) return;
    await page.getByRole('button', { name: 'Föregående månad' }).click();
  }
  throw new Error(`${month} not reached`);
}

describe('Ditt elpris (/el/spotpriser)', () => {
  it('is in privat’s sidebar, shows the area and today’s prices, and switches VAT', () =>
    withPage(browser, { storageState: session }, async (page) => {
      await page.goto(`${baseUrl()}/`);
      await page.getByRole('heading', { level: 1, name: 'Anna Andersson' }).waitFor();
      expect(await sidebarLinks(page)).toContain('Ditt elpris → /el/spotpriser');
      await page.getByRole('navigation', { name: 'Huvudmeny' }).getByRole('link', { name: 'Ditt elpris' }).click();
      await waitForAppPath(page, '/el/spotpriser');
      await page.getByText('Elområde 3 (SE3, Stockholm) · Villa Solbacken').waitFor();
      await page.getByText(/^Just nu \(\d\d:\d\d–\d\d:\d\d\)$/).waitFor();
      await chartDrawn(page);

      const withVat = await factValue(page, 'Medelpris');
      await page.getByRole('button', { name: 'Utan moms' }).click();
      await page
        .getByText('Spotpriset är elbörsens pris för ditt elområde, utan moms. Du har fast elpris: spotpriset påverkar inte vad du betalar för din el.')
        .waitFor();
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
      await chartDrawn(page);
      await inEveryLook(page, async (look) => {
        await waitForStillPage(page);
        await page.screenshot({ path: screenshotPath(`spotpriser-idag-${look}.png`) });
        expect(await wcagViolations(page), `today ${look}`).toEqual([]);
      });

      await goToMonth(page, MISSING_DAY.month);
      await page.getByText('Ditt viktade medelpris', { exact: true }).waitFor();
      await chartDrawn(page);
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
  it('gives Anna her fixed price with its end date, in every look, and never says the spot price changes her bill', async () => {
    await withPage(browser, { storageState: session }, async (page) => {
      await open(page);
      await page.getByRole('heading', { level: 2, name: 'Ditt fasta elpris' }).waitFor();
      expect(await factText(page, 'Avtal')).toBe('Elhandel fast pris 3 år');
      // The demo contract's 89,5 öre/kWh with 25 % VAT.
      expect(await factText(page, 'Elpris')).toBe('1,12 kr/kWh inkl. moms');
      expect(await factText(page, 'Fast pris till och med')).toMatch(/^\d{1,2} \p{L}+ 20\d\d$/u);
      await page.getByText(/spotpriset påverkar inte din faktura\./).waitFor();
      await chartDrawn(page);
      // Anna, on a fixed price, was once told that her supplier's mark-up is added to the spot price.
      expect(await page.locator('main').innerText()).not.toMatch(/påslag|tillkommer/i);
      await inEveryLook(page, async (look) => {
        await waitForStillPage(page);
        await page.screenshot({ path: screenshotPath(`ditt-elpris-fast-${look}.png`) });
        expect(await wcagViolations(page), `fixed ${look}`).toEqual([]);
      });
    });
  }, 120_000);

  it('gives the group its variable price with its parts and the cheapest three hours, in every look', async () => {
    const koncern = await signedInState(browser, async (page) => {
      await signInAs(page, persona('koncern'));
      await page
        .getByRole('dialog', { name: 'Konton' })
        .getByRole('button', { name: /^Nordhamn Koncern AB/ })
        .click();
      await waitForAppPath(page, '/');
      await page.getByRole('heading', { level: 1, name: 'Nordhamn Koncern AB' }).waitFor();
    });
    await withPage(browser, { storageState: koncern }, async (page) => {
      await open(page);
      await page.getByRole('heading', { level: 2, name: 'Ditt elpris' }).waitFor();
      await page.getByText(/^Elhandel rörligt pris: spotpriset med ditt påslag, elnätets överföringsavgift och energiskatt, utan moms/).waitFor();
      expect(await factText(page, 'Billigaste tre timmarna')).toMatch(
        /^\d\d:\d\d–\d\d:\d\d, i snitt [−\d ]+,\d\d öre\/kWh exkl\. moms$|^Inga tre timmar i rad kvar idag$/,
      );
      await page.getByRole('button', { name: 'Visa som tabell' }).first().click();
      const table = page.getByRole('table');
      expect(await table.getByRole('columnheader').allInnerTexts()).toEqual(['Tid', 'Spotpris', 'Påslag', 'Överföring', 'Energiskatt', 'Totalt']);
      // Each row's parts add up to its total (two decimals each, so within a cent of an öre or two).
      const rows = await table
        .getByRole('row')
        .evaluateAll((trs) => trs.slice(1).map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent ?? '')));
      expect([92, 96, 100, 23, 24, 25]).toContain(rows.length);
      for (const cells of rows) {
        const [spot, markup, transfer, tax, total] = cells.map((text) => Number(text.replace(/\s/g, '').replace(',', '.').replace('−', '-')));
        expect(spot! + markup! + transfer! + tax!).toBeCloseTo(total!, 1);
      }
      await inEveryLook(page, async (look) => {
        await waitForStillPage(page);
        await page.screenshot({ path: screenshotPath(`ditt-elpris-rorligt-${look}.png`) });
        expect(await wcagViolations(page), `variable ${look}`).toEqual([]);
      });
      await page.getByRole('button', { name: 'I morgon', exact: true }).click();
      await page
        .getByText('Morgondagens priser publiceras vanligtvis strax efter kl. 13.')
        .or(page.getByText('Ditt medelpris', { exact: true }))
        .first()
        .waitFor();
    });
  }, 180_000);
});
