import { contactDetailsEndpoints } from '@mina-sidor/shared/contact-details';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERSONAS } from '../../apps/server/src/demo-source/personas.ts';
import { callsEndpoint, screenshotPath, waitForAppPath, waitForStillPage, wcagViolations } from '../support/app.ts';
import { baseUrl, inEveryLook, launchBrowser, signedInState, signInAs, signInWithPersonnummer, withPage } from '../support/browser.ts';
import { fileFixtures } from '../support/fixtures.ts';

// The sweep (screens.e2e.test.ts) visits the sidebar only: this hidden page is looked at, and axe run, here.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());
const fixtures = fileFixtures();

describe('contact details (spec §2.6, §3.3, §7)', () => {
  it('a customer changes the mobile number from the profile menu; it is stored normalised and still there after a reload', () =>
    withPage(browser, {}, async (page) => {
      const customer = await fixtures.customer({ name: 'Moa Mobil', email: 'moa.mobil@example.se' });
      await signInWithPersonnummer(page, customer.login.personnummer);
      await waitForAppPath(page, '/');
      await page
        .getByRole('navigation', { name: 'Huvudmeny' })
        .getByRole('button', { name: /Moa Mobil/ })
        .click();
      await page.getByRole('menuitem', { name: 'Kontaktuppgifter' }).click();
      await waitForAppPath(page, '/kontaktuppgifter');
      const form = page.getByRole('region', { name: 'Dina kontaktuppgifter' });
      await expect(form.getByRole('textbox', { name: /^Mejladress/ }).inputValue()).resolves.toBe('moa.mobil@example.se');
      const mobile = form.getByRole('textbox', { name: /^Mobilnummer/ });
      await expect(mobile.inputValue()).resolves.toBe('');

      await mobile.fill('0046 70 765 43 21');
      const saved = page.waitForResponse((r) => callsEndpoint(contactDetailsEndpoints.updateAccount, {})(r.request()));
      await form.getByRole('button', { name: 'Spara' }).click();
      expect((await saved).status()).toBe(200);
      await form.getByRole('status').getByText('Dina kontaktuppgifter är sparade.').waitFor();
      await expect(mobile.inputValue()).resolves.toBe('070-765 43 21');
      await waitForStillPage(page);
      await page.screenshot({ path: screenshotPath('kontaktuppgifter-sparad-desktop-light.png') });

      await page.reload();
      await waitForAppPath(page, '/kontaktuppgifter');
      const reloaded = page.getByRole('region', { name: 'Dina kontaktuppgifter' }).getByRole('textbox', { name: /^Mobilnummer/ });
      await expect.poll(() => reloaded.inputValue(), { timeout: 10_000 }).toBe('070-765 43 21');
    }));

  it('looks finished and passes axe for privat, with a validation message, in every look', async () => {
    const session = await signedInState(browser, async (page) => {
      await signInAs(page, PERSONAS.find((p) => p.key === 'privat')!);
      await waitForAppPath(page, '/');
    });
    await withPage(browser, { storageState: session }, async (page) => {
      await page.goto(`${baseUrl()}/account`);
      await waitForAppPath(page, '/kontaktuppgifter');
      const form = page.getByRole('region', { name: 'Dina kontaktuppgifter' });
      await form.waitFor();
      await inEveryLook(page, async (look) => {
        await waitForStillPage(page);
        await page.screenshot({ path: screenshotPath(`kontaktuppgifter-privat-${look}.png`) });
        expect(await wcagViolations(page), look).toEqual([]);
      });
      await form.getByRole('textbox', { name: /^Mobilnummer/ }).fill('08-555 010 20');
      await form.getByRole('button', { name: 'Spara' }).click();
      await form.getByText('Ange ett giltigt svenskt mobilnummer, till exempel 070-123 45 67.').waitFor();
      await inEveryLook(page, async (look) => {
        await waitForStillPage(page);
        await page.screenshot({ path: screenshotPath(`kontaktuppgifter-privat-fel-${look}.png`) });
        expect(await wcagViolations(page), `${look}, with the message`).toEqual([]);
      });
    });
  });
});
