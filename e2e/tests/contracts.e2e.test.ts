import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedUserKey, waitForAppPath } from '../support/app.ts';
import { baseUrl, launchBrowser, signedInState, signInAs, type StorageState, withPage } from '../support/browser.ts';
import { persona } from '../support/personas.ts';

// How /avtal looks, and axe: screens.e2e.test.ts. Here: what it does, against the demo data.

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

async function openContracts(page: Page) {
  await page.goto(`${baseUrl()}/avtal`);
  await waitForAppPath(page, '/avtal');
  await page.getByRole('heading', { level: 1, name: 'Avtal' }).waitFor();
  await page.getByRole('region', { name: 'El' }).waitFor();
}

/** A contract's facts (its first description list) as "label value" lines. */
function factsOf(page: Page, product: string): Promise<string[]> {
  return page
    .getByRole('listitem', { name: product })
    .locator('dl')
    .first()
    .evaluate((dl) => Array.from(dl.children).map((pair) => `${pair.querySelector('dt')?.textContent} ${pair.querySelector('dd')?.textContent}`));
}

describe('Avtal', () => {
  it('privat sees the villa’s contracts by utility type and opens one’s prices and terms', () =>
    withPage(browser, { storageState: session }, async (page) => {
      await openContracts(page);
      const headings = await page.getByRole('heading', { level: 2 }).allTextContents();
      expect(headings.slice(0, 3)).toEqual(['El', 'Fjärrvärme', 'Vatten och avlopp']);

      const grid = page.getByRole('listitem', { name: 'Elnät effekttariff' });
      await grid.getByText('Säkrings-/effektprodukt').waitFor();
      const facts = await factsOf(page, 'Elnät effekttariff');
      expect(facts).toEqual(expect.arrayContaining(['Slutdatum Tillsvidare', 'Säkring 20\u00a0A', 'Anläggning Villa Solbacken']));
      expect(facts.find((fact) => fact.startsWith('Mätpunkt'))).toMatch(/^Mätpunkt 735999\d{12}$/);

      await grid.getByRole('button', { name: 'Visa priser och villkor' }).click();
      const prices = grid.getByRole('table', { name: 'Priser' });
      await prices.waitFor();
      // A consumer's prices, with 25 % VAT: 395 kr/mån, 81,25 kr/kW and 7,5 öre/kWh without.
      expect(await prices.getByRole('row').allInnerTexts()).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^Prisdel\s+Pris inkl\. moms$/),
          expect.stringMatching(/^Fast avgift\s+493,75\u00a0kr\/mån$/),
          expect.stringMatching(/^Effektavgift\s+101,56\u00a0kr\/kW$/),
          expect.stringMatching(/^Överföring\s+9,38\u00a0öre\/kWh$/),
        ]),
      );
      await grid.getByText('Ingen bindningstid').waitFor();
      expect(await grid.getByRole('button', { name: 'Dölj priser och villkor' }).getAttribute('aria-expanded')).toBe('true');
    }));

  it('privat renews the electricity contract: handed to the public site with customer number, token and the renewal page (spec §4.1 step 7)', () =>
    withPage(browser, { storageState: session }, async (page) => {
      await openContracts(page);
      const renew = page.getByRole('listitem', { name: 'Elhandel fast pris 3 år' }).getByRole('link', { name: 'Förnya elavtal' });
      expect(await page.getByRole('link', { name: 'Förnya elavtal' }).count()).toBe(1);

      const { publicSiteUrl } = await page.evaluate(() => fetch('/config.json').then((r) => r.json() as Promise<{ publicSiteUrl: string }>));
      const userKey = (await storedUserKey(page))!;
      const accessToken = await page.evaluate((key) => (JSON.parse(localStorage.getItem(key)!) as { access_token: string }).access_token, userKey);
      const href = new URL((await renew.getAttribute('href'))!);
      expect(`${href.origin}${href.pathname}${href.search}`).toBe(`${publicSiteUrl}/mina-sidor/overlamning`);
      expect(Object.fromEntries(new URLSearchParams(href.hash.slice(1)))).toEqual({
        kundnummer: '5000101',
        token: accessToken,
        returnUrl: '/el/fornya-elavtal',
      });

      // The public site is not part of the test: its handover page answers from here.
      await page.route(`${publicSiteUrl}/**`, (route) => route.fulfill({ contentType: 'text/html', body: '<title>Överlämning</title>' }));
      await renew.click();
      await page.waitForURL((url) => url.origin === href.origin && url.pathname === '/mina-sidor/overlamning');
      expect(page.url()).toBe(href.toString());
    }));

  it('lankad on Anna Andersson’s pages sees her contracts but cannot renew one', () =>
    withPage(browser, {}, async (page) => {
      await signInAs(page, persona('lankad'));
      await page
        .getByRole('dialog', { name: 'Konton' })
        .getByRole('button', { name: /^Anna Andersson/ })
        .click();
      await page.getByRole('heading', { level: 1, name: 'Anna Andersson' }).waitFor();
      await openContracts(page);
      await page.getByRole('listitem', { name: 'Elhandel fast pris 3 år' }).waitFor();
      await page.getByRole('note').getByText('du kan inte ändra avtal', { exact: false }).waitFor();
      expect(await page.getByRole('link', { name: 'Förnya elavtal' }).count()).toBe(0);
    }));
});
