import { accountEndpoints } from '@mina-sidor/shared/account';
import { customerEndpoints } from '@mina-sidor/shared/customer';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_IDS } from '../../apps/server/src/demo-source/personas.ts';
import { callsEndpoint, screenshotPath, waitForAppPath, waitForStillPage, wcagViolations } from '../support/app.ts';
import { baseUrl, inEveryLook, launchBrowser, signedInState, signInWithPersonnummer, withPage } from '../support/browser.ts';
import { fileFixtures, loginLike } from '../support/fixtures.ts';
import { persona } from '../support/personas.ts';

// foretag's screens are swept on the overview only (screens.e2e.test.ts): /users is looked at, and axe run, here.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());
const fixtures = fileFixtures();

/** The invitee's name, which no demo login has: the row is theirs whatever else is listed. */
const INVITEE = 'Ida Ingvarsson';

const linkedUser = (page: Page, name: string) => page.getByRole('region', { name: 'Länkade användare' }).getByRole('listitem', { name });

async function openUsers(page: Page) {
  await page.goto(`${baseUrl()}/users`);
  await waitForAppPath(page, '/users');
  await page.getByRole('heading', { level: 1, name: 'Användare' }).waitFor();
}

describe('users (spec §2.6, §4.2, §6, §7)', () => {
  it('foretag invites an address; a fresh login confirms from the mail and is listed; foretag removes that user', async () => {
    const owner = await fixtures.login(loginLike(persona('foretag')));
    const invitee = await fixtures.login({ ...loginLike(persona('inbjuden')), displayName: INVITEE });
    const mailbox = await fixtures.mailbox();
    const ownerSession = await signedInState(browser, async (page) => {
      await signInWithPersonnummer(page, owner.personnummer);
      await waitForAppPath(page, persona('foretag').lands);
      await page
        .getByRole('dialog', { name: 'Konton' })
        .getByRole('button', { name: /Björknäs/ })
        .click();
      await waitForAppPath(page, '/');
      await page.getByRole('heading', { level: 1, name: 'Bergström Fastigheter AB' }).waitFor();
    });

    let lastDay = '';
    await withPage(browser, { storageState: ownerSession }, async (page) => {
      await page.goto(`${baseUrl()}/`);
      await page
        .getByRole('navigation', { name: 'Huvudmeny' })
        .getByRole('button', { name: /Bergström Fastigheter AB/ })
        .click();
      await page.getByRole('menuitem', { name: 'Användare' }).click();
      await waitForAppPath(page, '/users');
      await page.getByRole('heading', { level: 1, name: 'Användare' }).waitFor();
      await expect(linkedUser(page, INVITEE).count()).resolves.toBe(0);

      const form = page.getByRole('region', { name: 'Bjud in användare' });
      const field = form.getByRole('textbox', { name: 'Mejladress' });
      await form.getByRole('button', { name: 'Skicka inbjudan' }).click();
      await form.getByText('Ange en mejladress').waitFor();
      await field.fill(mailbox.address);
      await form.getByRole('button', { name: 'Skicka inbjudan' }).click();
      const sent = form.getByRole('status');
      await sent.getByText(`Inbjudan har skickats till ${mailbox.address}. Länken gäller till och med `, { exact: false }).waitFor();
      await expect(field.inputValue()).resolves.toBe('');
      lastDay = /till och med (\d{4}-\d{2}-\d{2})\.$/.exec((await sent.textContent()) ?? '')?.[1] ?? '';
      await waitForStillPage(page);
      await page.screenshot({ path: screenshotPath('users-foretag-inbjudan-skickad-desktop-light.png') });
      expect(await wcagViolations(page)).toEqual([]);
    });
    // The link works 14 days (the server's rule), told as the last valid day in Sweden.
    expect(lastDay).toBe(new Date(Date.now() + 14 * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Europe/Stockholm' }));

    const mail = await mailbox.mail();
    expect(mail.subject).toBe('Inbjudan till Mina sidor från Bergström Fastigheter AB');
    expect(mail.body).toContain(`Länken gäller till och med ${lastDay} och kan bara användas en gång.`);
    const link = /^http\S*\/bekrafta_konto\/\S+$/m.exec(mail.body)?.[0] ?? '';
    expect(link.startsWith(`${baseUrl()}/bekrafta_konto/`)).toBe(true);
    const confirmPath = new URL(link).pathname;

    await withPage(browser, {}, async (page) => {
      await signInWithPersonnummer(page, invitee.personnummer, confirmPath);
      await waitForAppPath(page, confirmPath);
      await page.getByText('Du har blivit inbjuden att se Bergström Fastigheter AB:s sidor på Mina sidor.', { exact: false }).waitFor();
      await page.getByRole('button', { name: 'Bekräfta konto' }).click();
      await waitForAppPath(page, '/switch-user');
      await page
        .getByRole('region', { name: 'Länkat konto' })
        .getByRole('button', { name: /Björknäs/ })
        .waitFor();
    });

    // The page fetches the list afresh, though the owner's session holds the customer from before.
    // Every look of the removal asked about, and of the page after "Avbryt"; then the user is removed.
    await withPage(browser, { storageState: ownerSession }, async (page) => {
      await openUsers(page);
      const row = linkedUser(page, INVITEE);
      await row.getByRole('button', { name: 'Ta bort' }).click();
      const dialog = page.getByRole('dialog', { name: 'Ta bort användare?' });
      await dialog.getByText(`${INVITEE} kommer inte längre att kunna se Bergström Fastigheter AB:s sidor.`, { exact: false }).waitFor();
      await inEveryLook(page, async (look) => {
        await waitForStillPage(page);
        await page.screenshot({ path: screenshotPath(`users-foretag-ta-bort-${look}.png`) });
        expect(await wcagViolations(page), `the dialog, ${look}`).toEqual([]);
      });
      await dialog.getByRole('button', { name: 'Avbryt' }).click();
      await dialog.waitFor({ state: 'detached' });
      await inEveryLook(page, async (look) => {
        await waitForStillPage(page);
        await page.screenshot({ path: screenshotPath(`users-foretag-${look}.png`) });
        expect(await wcagViolations(page), look).toEqual([]);
      });

      await row.getByRole('button', { name: 'Ta bort' }).click();

      const removal = page.waitForResponse((r) =>
        callsEndpoint(accountEndpoints.removeLinkedUser, { params: { customerId: CUSTOMER_IDS.foretag, userId: invitee.userId } })(r.request()),
      );
      await dialog.getByRole('button', { name: 'Ta bort' }).click();
      expect((await removal).status()).toBe(204);
      await page.getByRole('status').getByText(`${INVITEE} har tagits bort och kan inte längre se Bergström Fastigheter AB:s sidor.`).waitFor();
      await row.waitFor({ state: 'detached' });

      // Gone on the server too: a reload fetches the list afresh.
      const refetched = page.waitForResponse((r) => callsEndpoint(customerEndpoints.detail, { params: { id: CUSTOMER_IDS.foretag } })(r.request()));
      await page.reload();
      await (await refetched).finished();
      await page.getByRole('region', { name: 'Länkade användare' }).waitFor();
      await waitForStillPage(page);
      await expect(row.count()).resolves.toBe(0);
    });
  });
});
