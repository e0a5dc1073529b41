import { type PeakHistoryMonth, type PeakMonth, peakPowerEndpoints } from '@mina-sidor/shared/peak-power';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_IDS } from '../../apps/server/src/demo-source/personas.ts';
import { apiPath, screenshotPath, screenshotWholePage, sidebarLinks, storedUserKey, waitForAppPath, waitForStillPage, wcagViolations } from '../support/app.ts';
import { watchBuiltCode } from '../support/built-code.ts';
import { baseUrl, inEveryLook, launchBrowser, signedInState, signInAs, type StorageState, VIEWPORTS, withPage } from '../support/browser.ts';
import { persona } from '../support/personas.ts';

// Effekttopp elnät and Tidigare effekttoppar: Anna's villa, reached from
// the sidebar; the figures the screens show are the server's; the chart's table; the old address
// of the grid fee comparison; every look with axe.

const PEAK = '/el/effekttopp-elnat';
const HISTORY = '/el/tidigare-effekttoppar';
const VILLA = { id: CUSTOMER_IDS.privat, facilityKey: '5000101-F01' };

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

/** An answer as the server gives it to the signed-in page. */
async function fromServer<T>(page: Page, url: string): Promise<T> {
  const key = (await storedUserKey(page))!;
  return page.evaluate(
    async ({ key, url }) => {
      const { access_token: token } = JSON.parse(localStorage.getItem(key) ?? '{}') as { access_token: string };
      const response = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
      return ((await response.json()) as { data: unknown[] }).data;
    },
    { key, url },
  ) as Promise<T>;
}

const kw = (value: number) => `${new Intl.NumberFormat('sv-SE', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value)}\u00a0kW`;
const fact = (page: Page, label: string) => page.getByText(label, { exact: true }).locator('xpath=following-sibling::dd[1]');

async function open(page: Page, path: string, heading: string) {
  await page.goto(`${baseUrl()}${path}`);
  await waitForAppPath(page, path);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  await page.getByTestId('time-series-chart').first().waitFor();
}

describe('Effekttopp elnät', () => {
  it('privat reaches it from the sidebar and sees the server’s peak, fee and threshold, the chart as a table and the comparison', () =>
    withPage(browser, { storageState: session }, async (page) => {
      await page.goto(`${baseUrl()}/`);
      await page.getByRole('heading', { level: 1, name: 'Anna Andersson' }).waitFor();
      const links = await sidebarLinks(page);
      expect(links).toContain(`Effekttopp elnät → ${PEAK}`);
      // The history is a page of its own reached from this one, not a second sidebar entry (decision 0023).
      expect(links.filter((link) => link.endsWith(HISTORY))).toEqual([]);
      await page.getByRole('navigation', { name: 'Huvudmeny' }).getByRole('link', { name: 'Effekttopp elnät' }).click();
      await waitForAppPath(page, PEAK);
      await page.getByTestId('time-series-chart').waitFor();

      const [month] = await fromServer<PeakMonth[]>(page, apiPath(peakPowerEndpoints.current, { params: VILLA }));
      const peak = month!.peaks[0]!;
      await expect(fact(page, 'Debiterad effekttopp').textContent()).resolves.toBe(kw(month!.billedKw));
      await expect(fact(page, 'Tröskel').textContent()).resolves.toBe(month!.thresholdKw === null ? '–' : kw(month!.thresholdKw));
      await expect(fact(page, 'Beräknad effektavgift').textContent()).resolves.toMatch(/^\d[\d\u00a0]*,\d\d\u00a0kr inkl\. moms$/);
      await page
        .getByRole('note')
        .getByText(`Håll effekten under ${kw(month!.thresholdKw!)} mellan kl. 07 och 19`, { exact: false })
        .waitFor();

      const top = page.getByRole('region', { name: 'Månadens högsta timmar' });
      await expect(top.getByRole('row').count()).resolves.toBe(month!.topHours.length + 1);
      await expect(top.getByRole('row').nth(1).innerText()).resolves.toContain('Debiteras');

      await page.getByRole('button', { name: 'Visa som tabell' }).click();
      const hours = page.getByRole('table', { name: /^Effekt per timme som räknas/ });
      await expect(hours.getByRole('row').count()).resolves.toBe(month!.hours.length + 1);
      await expect(
        hours
          .getByRole('row', { name: /Debiterad topp/ })
          .getByRole('cell')
          .first()
          .textContent(),
      ).resolves.toBe(kw(peak.kw));

      const comparison = page.getByRole('region', { name: 'Effekttariff jämfört med säkringstariff' });
      // 12 months, the header and the sum.
      await expect(comparison.getByRole('row').count()).resolves.toBe(14);
      await comparison.getByText('Energiskatten är densamma med båda tarifferna', { exact: false }).waitFor();
    }));

  it('leads the old comparison address to the page, where the comparison is', () =>
    withPage(browser, { storageState: session }, async (page) => {
      await page.goto(`${baseUrl()}/el/jamfora-elnatsavgift`);
      await waitForAppPath(page, PEAK);
      await page.getByRole('heading', { level: 1, name: 'Effekttopp elnät' }).waitFor();
      await page.getByRole('region', { name: 'Effekttariff jämfört med säkringstariff' }).getByRole('table').waitFor();
    }));

  it('on a phone, the comparison scrolls sideways and its note stays within the screen', () =>
    withPage(browser, { storageState: session, viewport: 'mobile' }, async (page) => {
      // Not open(): on a phone the chart is below the fold, and drawn only when scrolled to.
      await page.goto(`${baseUrl()}${PEAK}`);
      await waitForAppPath(page, PEAK);
      const comparison = page.getByRole('region', { name: 'Effekttariff jämfört med säkringstariff' });
      const scroller = comparison.getByRole('group', { name: /^Elnätsavgift per månad med effekttariff och säkringstariff/ });
      const noteWithinScreen = async () => {
        const { x, width } = (await comparison.locator('caption').boundingBox())!;
        return x >= 0 && x + width <= VIEWPORTS.mobile.width;
      };
      await scroller.scrollIntoViewIfNeeded();
      await expect(scroller.evaluate((element) => element.scrollWidth > element.clientWidth)).resolves.toBe(true);
      await expect(noteWithinScreen()).resolves.toBe(true);
      await scroller.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
      await expect(noteWithinScreen()).resolves.toBe(true);
    }));

  it('on a phone, fetches the chart’s code while the page is idle, and draws the chart only once it is scrolled to', () =>
    withPage(browser, { storageState: session, viewport: 'mobile' }, async (page) => {
      const code = await watchBuiltCode(page);
      await page.goto(`${baseUrl()}${PEAK}`);
      await waitForAppPath(page, PEAK);
      await page.locator('link[rel="modulepreload"][href*="/assets/time-series-chart-"]').waitFor({ state: 'attached' });
      await expect.poll(() => code.fetched('time-series-chart')).toBe(true);
      const placeholder = page.getByTestId('chart-not-drawn');
      await expect(placeholder.count()).resolves.toBe(1);
      await expect(code.ran('time-series-chart')).resolves.toBe(false);

      await placeholder.scrollIntoViewIfNeeded();
      await page.getByTestId('time-series-chart').locator('canvas').first().waitFor();
      await expect(code.ran('time-series-chart')).resolves.toBe(true);
    }));
});

describe('Tidigare effekttoppar', () => {
  it('is reached from Effekttopp elnät and lists the server’s 13 months, newest first', () =>
    withPage(browser, { storageState: session }, async (page) => {
      await open(page, PEAK, 'Effekttopp elnät');
      await page.getByRole('link', { name: 'Tidigare effekttoppar' }).click();
      await waitForAppPath(page, HISTORY);
      await page.getByRole('heading', { level: 1, name: 'Tidigare effekttoppar' }).waitFor();
      const months = await fromServer<PeakHistoryMonth[]>(page, apiPath(peakPowerEndpoints.history, { params: VILLA }));
      expect(months).toHaveLength(13);
      const table = page.getByRole('table');
      await expect(table.getByRole('row').count()).resolves.toBe(14);
      const newest = months.at(-1)!;
      const cells = await table.getByRole('row').nth(1).getByRole('cell').allTextContents();
      expect(cells[0]).toBe(kw(newest.billedKw!));
      // The server's fee on privat's basis (with VAT): the invoice's line once invoiced, else marked as an estimate.
      expect(newest.vatBasis).toBe('incl');
      expect(cells[2]).toBe(
        `${new Intl.NumberFormat('sv-SE', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(newest.feeOre! / 100)}\u00a0kr${newest.estimated ? 'beräknad' : ''}`,
      );
      await table.getByRole('columnheader', { name: 'Effektavgift inkl. moms' }).waitFor();
    }));
});

// Effekttopp elnät is in privat's sidebar, so the route sweep (screens.e2e.test.ts) takes its looks.
describe('the hidden history page’s looks', () => {
  it('looks finished in every look, without axe violations', () =>
    withPage(browser, { storageState: session }, async (page) => {
      await open(page, HISTORY, 'Tidigare effekttoppar');
      await page.getByRole('table').first().waitFor();
      await inEveryLook(page, async (look) => {
        await waitForStillPage(page);
        await page.screenshot({ path: screenshotPath(`tidigare-effekttoppar-${look}.png`) });
        await screenshotWholePage(page, screenshotPath(`tidigare-effekttoppar-${look}-hela.png`));
        expect(await wcagViolations(page), `${HISTORY} ${look}`).toEqual([]);
      });
    }));
});
