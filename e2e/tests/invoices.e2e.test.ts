import { readFile } from 'node:fs/promises';
import { invoiceEndpoints } from '@mina-sidor/shared/invoice';
import type { Browser, Locator, Page } from 'playwright-core';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_IDS } from '../../apps/server/src/demo-source/personas.ts';
import { apiPath, screenshotPath, screenshotWholePage, storedUserKey, waitForAppPath, waitForStillPage, wcagViolations } from '../support/app.ts';
import { baseUrl, inEveryLook, launchBrowser, signedInState, signInAs, signInWithPersonnummer, withPage, type StorageState } from '../support/browser.ts';
import { fileFixtures, loginLike } from '../support/fixtures.ts';
import { persona } from '../support/personas.ts';

// The invoices (/fakturor) and invoice references (/fakturor/andra-fakturareferens): an invoice
// opened, its PDF downloaded and read, a company's reference changed, a linked user kept out.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());
const fixtures = fileFixtures();

/** The PDF's text as a reader extracts it, no-break spaces as spaces (pdfjs gives them so). */
async function pdfText(bytes: Uint8Array): Promise<string> {
  const document = await getDocument({ data: bytes, verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= document.numPages; n++)
    pages.push((await (await document.getPage(n)).getTextContent()).items.map((i) => ('str' in i ? i.str : '')).join('\n'));
  await document.destroy();
  return pages.join('\n').replaceAll('\u00a0', ' ');
}

/** A description list's value by its term. */
const fact = (scope: Locator, term: string) =>
  scope
    .locator('dt', { hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd[1]')
    .innerText();

/** Opens the newest invoice on /fakturor and waits for its lines. */
async function openNewestInvoice(page: Page): Promise<Locator> {
  const newest = page.getByRole('list', { name: 'Dina fakturor' }).getByRole('listitem').first();
  await newest.getByRole('button', { name: 'Visa fakturan' }).click();
  await newest.getByRole('table', { name: 'Fakturarader' }).waitFor();
  return newest;
}

/** Signs in as the persona's own customer, with a login of the journey's own; through the picker to the account when it has several. */
async function signInLike(page: Page, key: string, account?: RegExp) {
  const login = await fixtures.login(loginLike(persona(key)));
  await signInWithPersonnummer(page, login.personnummer);
  if (account) {
    await page.getByRole('dialog', { name: 'Konton' }).getByRole('button', { name: account }).click();
  }
  await waitForAppPath(page, '/');
  return login;
}

describe('invoices (spec §2.6, §2.10 "invoices")', () => {
  let annas: StorageState;
  beforeAll(async () => {
    annas = await signedInState(browser, async (page) => {
      await signInLike(page, 'privat');
    });
  });

  it('a customer opens an invoice from the overview and downloads its PDF, which holds the same total, OCR and due date as the screen', () =>
    withPage(browser, { storageState: annas }, async (page) => {
      await page.goto(`${baseUrl()}/`);
      await page.getByRole('region', { name: 'Senaste fakturan' }).getByRole('link', { name: 'Alla fakturor' }).click();
      await waitForAppPath(page, '/fakturor');
      await page.getByRole('heading', { level: 1, name: 'Fakturor' }).waitFor();
      const invoice = await openNewestInvoice(page);
      const ocr = await fact(invoice, 'OCR-nummer');
      const dueDate = await fact(invoice, 'Förfallodag');
      const total = await fact(invoice, 'Att betala inkl. moms');
      expect(ocr).toMatch(/^\d{16}$/);
      expect(total).toMatch(/^[\d\u00a0 ]+,\d\d\u00a0kr$/);

      const [download] = await Promise.all([page.waitForEvent('download'), invoice.getByRole('button', { name: 'Ladda ner PDF' }).click()]);
      const number = (await invoice.innerText()).match(/Faktura (\d{14})/)?.[1];
      expect(download.suggestedFilename()).toBe(`Faktura ${number}.pdf`);
      const bytes = new Uint8Array(await readFile((await download.path())!));
      expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
      const text = await pdfText(bytes);
      expect(text).toContain(ocr);
      expect(text).toContain(total.replaceAll('\u00a0', ' '));
      expect(text).toContain(dueDate);
      expect(text).toContain('Anna Andersson');
      // A consumer's invoice, on the screen and in the PDF: lines with VAT, and how much of the total is VAT.
      expect(text).toContain('À-pris och belopp inkl. moms');
      expect(text).toContain('Varav moms 25 %');
      expect(text).toContain((await fact(invoice, 'Varav moms 25 %')).replaceAll('\u00a0', ' '));
    }));

  it('shows an opened invoice with its lines in every look, and axe finds nothing', () =>
    withPage(browser, { storageState: annas }, async (page) => {
      await page.goto(`${baseUrl()}/fakturor`);
      await openNewestInvoice(page);
      await inEveryLook(page, async (look) => {
        await waitForStillPage(page);
        await screenshotWholePage(page, screenshotPath(`fakturor-oppnad-${look}.png`));
        expect(await wcagViolations(page), look).toEqual([]);
      });
    }));

  it('shows the invoice references page in every look, and axe finds nothing', () =>
    withPage(browser, { storageState: annas }, async (page) => {
      await page.goto(`${baseUrl()}/fakturor/andra-fakturareferens`);
      await page.getByRole('region', { name: 'Referenser för Anna Andersson' }).getByLabel('Er referens').waitFor();
      await inEveryLook(page, async (look) => {
        await waitForStillPage(page);
        await screenshotWholePage(page, screenshotPath(`andra-fakturareferens-${look}.png`));
        expect(await wcagViolations(page), look).toEqual([]);
      });
    }));
});

describe('invoice references (spec §2.6, §6, §2.10 "invoice reference")', () => {
  it('a company changes an account’s references: checked in Swedish, stored with who, and said from which invoice they are printed', () =>
    withPage(browser, {}, async (page) => {
      const references = await fixtures.invoiceReferences('5100303002');
      const login = await signInLike(page, 'foretag', /Sickla/);
      await page.getByRole('navigation', { name: 'Huvudmeny' }).getByRole('link', { name: 'Ändra fakturareferens' }).click();
      await waitForAppPath(page, '/fakturor/andra-fakturareferens');
      const form = page.getByRole('region', { name: 'Referenser för Bergström Fastigheter AB – Sickla' });
      await expect(form.getByLabel('Er referens').inputValue()).resolves.toBe(references.before?.your_reference ?? '');

      await form.getByLabel('Kostnadsställe').fill('KS<9900>');
      await form.getByRole('button', { name: 'Spara' }).click();
      await form.getByText('Kostnadsställe får bara innehålla bokstäver, siffror, mellanslag och . / -.').waitFor();
      expect(await references.stored()).toEqual(references.before);

      await form.getByLabel('Er referens').fill('Åsa Öberg');
      await form.getByLabel('Kostnadsställe').fill('KS-9900');
      await form.getByLabel('Ordernummer').fill('');
      await form.getByRole('button', { name: 'Spara' }).click();
      const saved = form.getByRole('status');
      await saved.getByText(/^Fakturareferenserna är sparade\. De skrivs på fakturor från och med \d{4}-\d{2}-05\.$/).waitFor();
      expect(await references.stored()).toMatchObject({ your_reference: 'Åsa Öberg', cost_centre: 'KS-9900', order_number: null, updated_by: login.userId });
      await waitForStillPage(page);
      await screenshotWholePage(page, screenshotPath('andra-fakturareferens-sparad-desktop-light.png'));
      expect(await wcagViolations(page)).toEqual([]);
    }));

  it('a linked user has no reference page, and the server refuses them with 403', () =>
    withPage(browser, {}, async (page) => {
      await signInAs(page, persona('lankad'));
      await page
        .getByRole('dialog', { name: 'Konton' })
        .getByRole('button', { name: /^Anna Andersson/ })
        .click();
      await waitForAppPath(page, '/');
      const menu = page.getByRole('navigation', { name: 'Huvudmeny' });
      await menu.getByRole('link', { name: 'Fakturor' }).first().waitFor();
      await expect(menu.getByRole('link', { name: 'Ändra fakturareferens' }).count()).resolves.toBe(0);

      await page.evaluate((to) => {
        history.pushState(null, '', to);
        dispatchEvent(new PopStateEvent('popstate'));
      }, '/fakturor/andra-fakturareferens');
      await page.getByText('Hoppsan!').waitFor();

      const userKey = (await storedUserKey(page))!;
      const statuses = await page.evaluate(
        async ({ key, read, change }) => {
          const { access_token: token } = JSON.parse(localStorage.getItem(key) ?? '{}') as { access_token: string };
          const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
          const body = JSON.stringify({ yourReference: 'Lars', costCentre: '', orderNumber: '' });
          return [(await fetch(read, { headers })).status, (await fetch(change, { method: 'PUT', headers, body })).status];
        },
        {
          key: userKey,
          read: apiPath(invoiceEndpoints.references, { params: { id: CUSTOMER_IDS.privat } }),
          change: apiPath(invoiceEndpoints.updateReferences, { params: { id: CUSTOMER_IDS.privat, customerAccountId: '5000101001' } }),
        },
      );
      expect(statuses).toEqual([403, 403]);
    }));
});
