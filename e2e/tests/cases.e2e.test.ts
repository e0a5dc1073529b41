import { readFile } from 'node:fs/promises';
import { caseEndpoints } from '@mina-sidor/shared/case';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath, callsEndpoint, screenshotPath, storedUserKey, waitForAppPath, waitForStillPage, wcagViolations } from '../support/app.ts';
import { baseUrl, inEveryLook, launchBrowser, signedInState, signInWithPersonnummer, withPage } from '../support/browser.ts';
import { fileFixtures, loginLike } from '../support/fixtures.ts';
import { persona } from '../support/personas.ts';

// /arenden is reached from the profile menu, not the sidebar, so the screen sweep does not see it: its looks and axe are here.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());
const fixtures = fileFixtures();

const CUSTOMER = 'Cecilia Casesson';
const SUBJECT = 'Mätaren visar fel ställning';

/** A scanned letter: a real PDF as the server recognises it, by its first bytes. */
const letter = () => Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');

async function openCasesFromProfileMenu(page: Page, name: string) {
  await page
    .getByRole('navigation', { name: 'Huvudmeny' })
    .getByRole('button', { name: new RegExp(name) })
    .click();
  await page.getByRole('menuitem', { name: 'Ärenden' }).click();
  await waitForAppPath(page, '/arenden');
  await page.getByRole('heading', { level: 1, name: 'Ärenden' }).waitFor();
}

/** The screen as it is now, in one look: the window captured, and axe finds nothing. */
async function lookAt(page: Page, file: string) {
  await waitForStillPage(page);
  await page.screenshot({ path: screenshotPath(file) });
  expect(await wcagViolations(page), file).toEqual([]);
}

const historyEntries = (page: Page) => page.getByRole('list', { name: 'Historik' }).getByRole('listitem').allInnerTexts();

describe('cases (/arenden)', () => {
  it('a customer opens a case with a PDF; customer service answers, the customer is mailed the link and answers back; staff only read', async () => {
    const mailbox = await fixtures.mailbox();
    const customer = await fixtures.customer({ name: CUSTOMER, email: mailbox.address });
    const staff = await fixtures.login(loginLike(persona('kundservice')));
    const customerSession = await signedInState(browser, async (page) => {
      await signInWithPersonnummer(page, customer.login.personnummer);
      await waitForAppPath(page, '/');
      await page.getByRole('heading', { level: 1, name: CUSTOMER }).waitFor();
    });

    // The customer opens the case from the profile menu, with a file.
    let caseId = '';
    await withPage(browser, { storageState: customerSession }, async (page) => {
      await page.goto(`${baseUrl()}/`);
      await openCasesFromProfileMenu(page, CUSTOMER);
      await page.getByRole('heading', { level: 2, name: 'Inga ärenden' }).waitFor();
      await lookAt(page, 'arenden-tom-desktop-light.png');

      await page.getByRole('link', { name: 'Nytt ärende' }).click();
      await waitForAppPath(page, '/arenden?nytt');
      await page.getByRole('heading', { level: 1, name: 'Nytt ärende' }).waitFor();
      await page.getByRole('button', { name: 'Skicka ärende' }).click();
      await page.getByText('Välj en kategori.').waitFor();
      await expect(page.getByText('Det här fältet krävs').count()).resolves.toBe(2);
      await lookAt(page, 'arenden-nytt-fel-desktop-light.png');

      await page.getByLabel('Kategori').selectOption({ label: 'Mätare och mätvärden' });
      await page.getByRole('textbox', { name: 'Ämne' }).fill(SUBJECT);
      await page
        .getByRole('textbox', { name: 'Beskriv ditt ärende' })
        .fill('Mätaren visar 48 213 kWh, men fakturan räknar med 51 000 kWh.\nJag bifogar brevet.');
      await page.getByLabel('Bifoga fil').setInputFiles({ name: 'brev från mätaren.pdf', mimeType: 'application/pdf', buffer: letter() });
      await page.getByText('brev från mätaren.pdf').waitFor();
      await lookAt(page, 'arenden-nytt-desktop-light.png');

      const opened = page.waitForResponse((r) => callsEndpoint(caseEndpoints.open, { params: { id: customer.customerId } })(r.request()));
      await page.getByRole('button', { name: 'Skicka ärende' }).click();
      expect((await opened).status()).toBe(201);
      await page.getByRole('heading', { level: 1, name: SUBJECT }).waitFor();
      caseId = new URL(page.url()).searchParams.get('arende') ?? '';
      expect(caseId).toMatch(/^\d{9}$/);
      await page.getByRole('status').getByText(`Tack! Ditt ärende ${caseId} har skickats till kundservice.`).waitFor();
      const entries = await historyEntries(page);
      expect(entries).toHaveLength(2);
      expect(entries[0]).toContain('Jag bifogar brevet.');
      expect(entries[0]).toMatch(/brev från mätaren\.pdf \(1\s?kB\)/);
      expect(entries[1]).toMatch(/^Ärendet har tagits emot · \d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);

      // The file comes back as it was sent.
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: /brev från mätaren\.pdf/ }).click();
      const file = await download;
      expect(file.suggestedFilename()).toBe('brev från mätaren.pdf');
      expect((await readFile((await file.path())!)).equals(letter())).toBe(true);

      await page.getByRole('link', { name: 'Alla ärenden' }).click();
      await waitForAppPath(page, '/arenden');
      const row = page.getByRole('list', { name: 'Ärenden' }).getByRole('listitem', { name: SUBJECT });
      await row.getByText('Mottaget').waitFor();
      await row.getByText(`Mätare och mätvärden · Ärende ${caseId}`, { exact: false }).waitFor();
    });

    // Customer service: reads the case read-only on the customer's pages, and answers it (through the staff API).
    await withPage(browser, {}, async (page) => {
      await signInWithPersonnummer(page, staff.personnummer);
      await waitForAppPath(page, '/kundsok');
      await page.getByRole('searchbox', { name: 'Sök kund' }).fill(CUSTOMER);
      await page.getByRole('button', { name: 'Sök', exact: true }).click();
      await page.getByRole('link', { name: new RegExp(CUSTOMER) }).click();
      await waitForAppPath(page, '/');
      await openCasesFromProfileMenu(page, CUSTOMER);
      await page.getByRole('note').getByText('Du kan läsa kundens ärenden, men bara kunden själv kan skapa ärenden och svara i dem.').waitFor();
      await expect(page.getByRole('link', { name: 'Nytt ärende' }).count()).resolves.toBe(0);
      await page.getByRole('link', { name: SUBJECT }).click();
      await page.getByRole('heading', { level: 1, name: SUBJECT }).waitFor();
      await page.getByRole('list', { name: 'Historik' }).waitFor();
      await expect(page.getByRole('region', { name: 'Svara' }).count()).resolves.toBe(0);
      await page.getByRole('note').getByText('Du kan läsa ärendet, men bara kunden själv kan svara i det.').waitFor();
      await lookAt(page, 'arenden-kundservice-desktop-light.png');

      const userKey = (await storedUserKey(page))!;
      const answered = await page.evaluate(
        async ({ key, url }) => {
          const { access_token: token } = JSON.parse(localStorage.getItem(key) ?? '{}') as { access_token: string };
          const response = await fetch(url, {
            method: 'POST',
            headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
            body: JSON.stringify({ text: 'Tack! Kan du skicka en bild på mätarens display, så rättar vi fakturan?', status: 'waiting-for-customer' }),
          });
          return response.status;
        },
        { key: userKey, url: apiPath(caseEndpoints.staffReply, { params: { caseId } }) },
      );
      expect(answered).toBe(201);
    });

    // The mail names the case and links to it; the answer itself stays behind the sign-in.
    const mail = await mailbox.mail();
    expect(mail.subject).toBe(`Svar i ditt ärende ${caseId}`);
    expect(mail.body).toContain(`"${SUBJECT}"`);
    expect(mail.body).not.toContain('bild på mätarens display');
    const link = /^http\S*\/arenden\?arende=\d+$/m.exec(mail.body)?.[0] ?? '';
    expect(link).toBe(`${baseUrl()}/arenden?arende=${caseId}`);
    const casePath = `/arenden?arende=${caseId}`;

    // The customer follows the link, sees the answer, and answers back; every look of the case and of the list, and axe.
    await withPage(browser, { storageState: customerSession }, async (page) => {
      await page.goto(link);
      await waitForAppPath(page, casePath);
      await page.getByRole('heading', { level: 1, name: SUBJECT }).waitFor();
      await page.getByText('Väntar på dig').first().waitFor();
      await inEveryLook(page, (look) => lookAt(page, `arenden-arende-${look}.png`));
      await page.getByRole('link', { name: 'Alla ärenden' }).click();
      await page.getByRole('list', { name: 'Ärenden' }).waitFor();
      await inEveryLook(page, (look) => lookAt(page, `arenden-lista-${look}.png`));

      await page.goto(link);
      await page.getByRole('heading', { level: 1, name: SUBJECT }).waitFor();
      const entries = await historyEntries(page);
      expect(entries.slice(-2)).toEqual([
        expect.stringMatching(/^Kundservice\n+\d{4}-\d{2}-\d{2} \d{2}:\d{2}\n+Tack! Kan du skicka en bild på mätarens display, så rättar vi fakturan\?$/),
        expect.stringMatching(/^Status ändrad till Väntar på dig · /),
      ]);
      const form = page.getByRole('region', { name: 'Svara' });
      await form.getByRole('textbox', { name: 'Ditt svar' }).fill('Här är en bild på displayen.');
      await form.getByLabel('Bifoga fil').setInputFiles({
        name: 'display.png',
        mimeType: 'image/png',
        buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]),
      });
      const replied = page.waitForResponse((r) => callsEndpoint(caseEndpoints.reply, { params: { id: customer.customerId, caseId } })(r.request()));
      await form.getByRole('button', { name: 'Skicka svar' }).click();
      expect((await replied).status()).toBe(201);
      await form.getByRole('status').getByText('Ditt svar har skickats till kundservice.').waitFor();
      const after = await historyEntries(page);
      expect(after.at(-2)).toContain('Här är en bild på displayen.');
      expect(after.at(-2)).toContain('display.png');
      expect(after.at(-1)).toMatch(/^Status ändrad till Under handläggning · /);
      await page.getByText('Under handläggning').first().waitFor();
      await lookAt(page, 'arenden-svar-skickat-desktop-light.png');
    });
    // Three people's sessions and every look: longer than one page's journey.
  }, 240_000);

  it('a file the server refuses is not stored: a GIF renamed to .pdf gets the Swedish message', () =>
    withPage(browser, {}, async (page) => {
      const customer = await fixtures.customer({ name: 'Gustav Gif', email: 'gustav.gif@example.se' });
      await signInWithPersonnummer(page, customer.login.personnummer, '/arenden?nytt');
      await waitForAppPath(page, '/arenden?nytt');
      await page.getByLabel('Kategori').selectOption({ label: 'Övrigt' });
      await page.getByRole('textbox', { name: 'Ämne' }).fill('En bild');
      await page.getByRole('textbox', { name: 'Beskriv ditt ärende' }).fill('Se bilden.');
      await page.getByLabel('Bifoga fil').setInputFiles({ name: 'bild.pdf', mimeType: 'application/pdf', buffer: Buffer.from('GIF89a\x01\x00\x01\x00') });
      await page.getByRole('button', { name: 'Skicka ärende' }).click();
      await page.getByRole('alert').getByText('Bilagan måste vara en PDF-, JPEG- eller PNG-fil.').waitFor();
      await page.goto(`${baseUrl()}/arenden`);
      await page.getByRole('heading', { level: 2, name: 'Inga ärenden' }).waitFor();
    }));
});
