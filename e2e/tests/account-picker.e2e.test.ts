import { customerEndpoints } from '@mina-sidor/shared/customer';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_IDS, PERSONAS } from '../../apps/server/src/demo-source/personas.ts';
import { appLocation, callsEndpoint, waitForAppPath } from '../support/app.ts';
import { baseUrl, launchBrowser, signInAs, withPage } from '../support/browser.ts';

// How the picker looks, and axe, for every look: screens.e2e.test.ts. Here: what it does.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const foretag = PERSONAS.find((p) => p.key === 'foretag')!;
const privat = PERSONAS.find((p) => p.key === 'privat')!;
/** Spec §4.3 and §9: "Byter konto till …" is shown for a second before the next page. */
const SWITCH_DELAY_MS = 1000;

describe('the account picker (spec §2.2, §4.3) with foretag', () => {
  it('searches, finds nothing, shows all again, labels the inactive account, and switches after 1 s', () =>
    withPage(browser, {}, async (page) => {
      await signInAs(page, foretag);
      await waitForAppPath(page, foretag.lands);
      const dialog = page.getByRole('dialog', { name: 'Konton' });
      await dialog.getByText('Du har tillgång till flera konton. Välj konto för att gå vidare.').waitFor();
      const accounts = dialog.getByRole('region', { name: 'Företagskonto' }).getByRole('button');
      await expect(accounts.count()).resolves.toBe(12);

      const search = dialog.getByRole('searchbox', { name: 'Sök konto' });
      await search.fill('sIcKlA');
      await expect(accounts.count()).resolves.toBe(1);
      await expect(accounts.first().textContent()).resolves.toContain('Bergström Fastigheter AB – Sickla');

      await search.fill('Göteborg');
      await dialog.getByText('Vi hittar inga konton').waitFor();
      await dialog.getByRole('button', { name: 'Visa alla konton' }).click();
      await expect(accounts.count()).resolves.toBe(12);
      await expect(search.inputValue()).resolves.toBe('');

      const inactive = dialog.getByRole('button', { name: /Älta/ });
      await expect(inactive.getByText('inaktiv', { exact: true }).isVisible()).resolves.toBe(true);
      await expect(dialog.getByText('inaktiv', { exact: true }).count()).resolves.toBe(1);

      // The page's clock stands still from the click on: the second is counted, not waited for.
      await page.clock.install();
      await page.clock.pauseAt(Date.now() + 60_000);
      // The customer is reloaded meanwhile (spec §4.3): the second counts from the click, not from the data.
      const byId = { params: { id: CUSTOMER_IDS.foretag } };
      const reloaded = Promise.all(
        [customerEndpoints.detail, customerEndpoints.facilities].map((endpoint) => page.waitForResponse((r) => callsEndpoint(endpoint, byId)(r.request()))),
      );
      await dialog.getByRole('button', { name: /Björknäs/ }).click();
      await page.getByText('Byter konto till Bergström Fastigheter AB – Björknäs').waitFor();
      await reloaded;
      await page.clock.runFor(SWITCH_DELAY_MS - 1);
      expect(appLocation(page)).toBe(foretag.lands);
      await page.getByText('Byter konto till Bergström Fastigheter AB – Björknäs').waitFor();
      await page.clock.runFor(1);
      await waitForAppPath(page, '/', 5000);
      await page.clock.resume();
      await page.getByRole('heading', { level: 1, name: 'Bergström Fastigheter AB' }).waitFor();
      await page.getByText('Bergström Fastigheter AB – Björknäs · Fastighet 1 · Kundnummer 5100303').waitFor();
    }));
});

describe('the picker’s redirect parameter, which anyone can put in a link', () => {
  it('keeps a path of the site, and sends every other target home, on the site', () =>
    withPage(browser, {}, async (page) => {
      await signInAs(page, privat);
      await waitForAppPath(page, '/');
      const cancelTarget = async (redirect: string) => {
        await page.goto(`${baseUrl()}/switch-user?redirect=${redirect}`);
        const cancel = page.getByRole('link', { name: 'Avbryt' });
        await cancel.waitFor();
        return cancel.getAttribute('href');
      };

      await expect(cancelTarget(encodeURIComponent('/el/forbrukning?period=ar'))).resolves.toBe('/el/forbrukning?period=ar');
      // Tabs and line breaks are dropped by the browser: '/\t/evil.example' would be '//evil.example', another site.
      for (const redirect of ['/%09/evil.example', '/%0A/evil.example', '/%0D/evil.example', '//evil.example', '/%5Cevil.example', 'https://evil.example/']) {
        await expect(cancelTarget(redirect), redirect).resolves.toBe('/');
      }
      await page.getByRole('link', { name: 'Avbryt' }).click();
      await waitForAppPath(page, '/');
      expect(new URL(page.url()).origin).toBe(baseUrl());
    }));
});
