import { evenPaymentEndpoints } from '@mina-sidor/shared/even-payment';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { swedishToday } from '../../apps/server/src/lib/swedish-time.ts';
import { monthsToBill } from '../../apps/server/src/modules/invoices/rules.ts';
import { CUSTOMER_IDS } from '../../apps/server/src/demo-source/personas.ts';
import {
  apiPath,
  callsEndpoint,
  screenshotPath,
  screenshotWholePage,
  storedUserKey,
  waitForAppPath,
  waitForStillPage,
  wcagViolations,
} from '../support/app.ts';
import { baseUrl, inEveryLook, launchBrowser, signedInState, signInAs, signInWithPersonnummer, type StorageState, withPage } from '../support/browser.ts';
import { fileFixtures } from '../support/fixtures.ts';
import { persona } from '../support/personas.ts';

// Utjämnad betalning (/teckna/utjamnad-betalning) is reached from Fakturor, not the sidebar, so the
// screen sweep does not see it: its looks and axe are here, with a customer of the journey's own.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());
const fixtures = fileFixtures();

const CUSTOMER = 'Ebba Jämnvik';
const PAGE = '/teckna/utjamnad-betalning';
/** A year of a villa's invoices, VAT included, more in winter: the last 12 months sent, oldest first. */
const MONTHS = monthsToBill(swedishToday()).slice(-12);
const AMOUNTS = [148_500, 176_000, 182_500, 151_000, 128_500, 96_000, 74_500, 61_000, 58_500, 63_000, 81_500, 112_000];
const ANNUAL = AMOUNTS.reduce((a, b) => a + b, 0);
const PART = Math.ceil(ANNUAL / 1200) * 100;
const kr = (ore: number) => `${new Intl.NumberFormat('sv-SE', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(ore / 100)}\u00a0kr`;

/** The page as it is now, whole, and axe finds nothing. */
async function lookAt(page: Page, file: string) {
  await waitForStillPage(page);
  await screenshotWholePage(page, screenshotPath(file));
  expect(await wcagViolations(page), file).toEqual([]);
}

async function openPage(page: Page, region: string) {
  await page.goto(`${baseUrl()}${PAGE}`);
  await page.getByRole('heading', { level: 1, name: 'Utjämnad betalning' }).waitFor();
  await page.getByRole('region', { name: region }).waitFor();
}

describe('even payment (/teckna/utjamnad-betalning, spec §2.8)', () => {
  it('a customer finds it under Fakturor, waits for 12 months of invoices, signs up through the dialog, sees it running and ends it; in every look, axe finds nothing', async () => {
    const customer = await fixtures.customer({ name: CUSTOMER, email: 'ebba.e2e@example.se' });
    const invoices = Object.fromEntries(MONTHS.map((month, i) => [month, AMOUNTS[i]!]));
    // The newest seven months first: not yet enough for an estimate.
    await fixtures.monthlyInvoices(customer, Object.fromEntries(Object.entries(invoices).slice(5)));
    const session: StorageState = await signedInState(browser, async (page) => {
      await signInWithPersonnummer(page, customer.login.personnummer);
      await waitForAppPath(page, '/');
      await page.getByRole('heading', { level: 1, name: CUSTOMER }).waitFor();
    });

    await withPage(browser, { storageState: session }, async (page) => {
      await page.goto(`${baseUrl()}/fakturor`);
      await page.getByRole('region', { name: 'Så betalar du' }).getByRole('link', { name: 'Utjämnad betalning' }).click();
      await waitForAppPath(page, PAGE);
      const none = page.getByRole('region', { name: 'Vi kan inte räkna fram en årskostnad ännu' });
      await none.getByText('Kundkontot har fakturor för 7 av dem.', { exact: false }).waitFor();
      await expect(page.getByRole('button', { name: 'Teckna utjämnad betalning' }).count()).resolves.toBe(0);
      await lookAt(page, 'utjamnad-betalning-ingen-arskostnad-desktop-light.png');
    });

    await fixtures.monthlyInvoices(customer, Object.fromEntries(Object.entries(invoices).slice(0, 5)));
    // Every look of the offer; then signing up: asked first, then stored as the customer's own.
    await withPage(browser, { storageState: session }, async (page) => {
      await openPage(page, 'Ditt månadsbelopp med utjämnad betalning');
      const offer = page.getByRole('region', { name: 'Ditt månadsbelopp med utjämnad betalning' });
      await offer.getByText(`${kr(PART + 1900)} i månaden`).waitFor();
      // An invoice total, so with VAT, and it says so (decision 0054).
      await offer.getByText(`${kr(ANNUAL)} inkl. moms`, { exact: true }).waitFor();
      await offer.getByText(`12 × ${kr(PART)}`).waitFor();
      await inEveryLook(page, (look) => lookAt(page, `utjamnad-betalning-${look}.png`));

      await page.getByRole('button', { name: 'Teckna utjämnad betalning' }).click();
      const dialog = page.getByRole('dialog', { name: 'Teckna utjämnad betalning?' });
      await dialog.getByText(`betalar du ${kr(PART + 1900)} i månaden`, { exact: false }).waitFor();
      await lookAt(page, 'utjamnad-betalning-teckna-desktop-light.png');
      const signedUp = page.waitForResponse((r) =>
        callsEndpoint(evenPaymentEndpoints.signUp, { params: { id: customer.customerId, customerAccountId: customer.customerAccountId } })(r.request()),
      );
      await dialog.getByRole('button', { name: 'Teckna' }).click();
      expect((await signedUp).status()).toBe(201);
      await page
        .getByRole('status')
        .getByText(/^Klart! Du har utjämnad betalning från fakturan för \p{L}+ \d{4}\.$/u)
        .waitFor();
      await page.getByRole('region', { name: 'Du har utjämnad betalning' }).waitFor();
    });
    expect(await fixtures.evenPaymentAgreements(customer.customerAccountId)).toEqual([
      expect.objectContaining({ monthly_part_ore: String(PART), annual_estimate_ore: String(ANNUAL), signed_up_by: customer.login.userId, ended_month: null }),
    ]);

    // Every look of the agreement running; then ending it: asked first; with no invoice sent under it yet, the offer is back.
    await withPage(browser, { storageState: session }, async (page) => {
      await openPage(page, 'Du har utjämnad betalning');
      const running = page.getByRole('region', { name: 'Du har utjämnad betalning' });
      await running.getByText(`${kr(PART + 1900)} i månaden`).waitFor();
      await running.getByText(`Tecknad `, { exact: false }).waitFor();
      await inEveryLook(page, (look) => lookAt(page, `utjamnad-betalning-aktiv-${look}.png`));

      await page.getByRole('button', { name: 'Avsluta utjämnad betalning' }).click();
      const dialog = page.getByRole('dialog', { name: 'Avsluta utjämnad betalning?' });
      await dialog.getByText('visar det du använder, utan avgift', { exact: false }).waitFor();
      await lookAt(page, 'utjamnad-betalning-avsluta-desktop-light.png');
      const ended = page.waitForResponse((r) =>
        callsEndpoint(evenPaymentEndpoints.end, { params: { id: customer.customerId, customerAccountId: customer.customerAccountId } })(r.request()),
      );
      await dialog.getByRole('button', { name: 'Avsluta' }).click();
      expect((await ended).status()).toBe(200);
      await page.getByRole('status').getByText('Utjämnad betalning är avslutad.').waitFor();
      await page.getByRole('button', { name: 'Teckna utjämnad betalning' }).waitFor();
    });
    expect(await fixtures.evenPaymentAgreements(customer.customerAccountId)).toEqual([
      expect.objectContaining({ signed_up_by: customer.login.userId, ended_by: customer.login.userId, ended_month: expect.stringMatching(/^\d{4}-\d{2}$/) }),
    ]);
  }, 240_000);

  it('a linked user sees Anna’s figures but cannot sign up: no button, and the server refuses with 403', () =>
    withPage(browser, {}, async (page) => {
      await signInAs(page, persona('lankad'));
      await page
        .getByRole('dialog', { name: 'Konton' })
        .getByRole('button', { name: /^Anna Andersson/ })
        .click();
      await waitForAppPath(page, '/');
      await openPage(page, 'Månadsbelopp med utjämnad betalning');
      await page.getByRole('note').getByText('Du kan se beräkningen och avtalet, men bara kunden själv kan teckna eller avsluta utjämnad betalning.').waitFor();
      await expect(page.getByRole('button', { name: 'Teckna utjämnad betalning' }).count()).resolves.toBe(0);
      await lookAt(page, 'utjamnad-betalning-lankad-desktop-light.png');

      const userKey = (await storedUserKey(page))!;
      const status = await page.evaluate(
        async ({ key, url }) => {
          const { access_token: token } = JSON.parse(localStorage.getItem(key) ?? '{}') as { access_token: string };
          return (await fetch(url, { method: 'POST', headers: { Authorization: `Bearer ${token}` } })).status;
        },
        { key: userKey, url: apiPath(evenPaymentEndpoints.signUp, { params: { id: CUSTOMER_IDS.privat, customerAccountId: '5000101001' } }) },
      );
      expect(status).toBe(403);
    }));
});
