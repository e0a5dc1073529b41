import { contactDetailsEndpoints } from '@mina-sidor/shared/contact-details';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath, reloadWithoutPersistedCache, screenshotPath, storedUserKey, waitForAppPath, waitForStillPage, wcagViolations } from '../support/app.ts';
import { inEveryLook, launchBrowser, signInWithPersonnummer, withPage } from '../support/browser.ts';
import { fileFixtures, loginLike } from '../support/fixtures.ts';
import { persona } from '../support/personas.ts';
import { webhookReceiver } from '../support/webhook-receiver.ts';

// /leveranser is staff's, reached from Kundsök outside the shell, so the screen sweep does not see it: its looks and axe are here.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());
const fixtures = fileFixtures();

const CUSTOMER = 'Leo Leveransson';

/** The screen as it is now, in one look: the whole page captured, and axe finds nothing. */
async function lookAt(page: Page, file: string) {
  await waitForStillPage(page);
  await page.screenshot({ path: screenshotPath(file), fullPage: true });
  expect(await wcagViolations(page), file).toEqual([]);
}

describe('failed deliveries (/leveranser)', () => {
  it('customer service sees the event the provider’s system refused until it was given up, sends it again, and the system gets it with its id', async () => {
    const customer = await fixtures.customer({ name: CUSTOMER, email: 'leo.e2e@example.se' });
    const staff = await fixtures.login(loginLike(persona('kundservice')));
    await webhookReceiver.refuse(customer.customerId);

    // The customer saves a new e-mail address; the provider's system refuses the event (503).
    await withPage(browser, {}, async (page) => {
      await signInWithPersonnummer(page, customer.login.personnummer);
      await waitForAppPath(page, '/');
      const saved = await page.evaluate(
        async ({ key, url }) => {
          const { access_token: token } = JSON.parse(localStorage.getItem(key) ?? '{}') as { access_token: string };
          const response = await fetch(url, {
            method: 'PUT',
            headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
            body: JSON.stringify({ email: 'leo.ny@example.se' }),
          });
          return response.status;
        },
        { key: (await storedUserKey(page))!, url: apiPath(contactDetailsEndpoints.updateCustomer, { params: { id: customer.customerId } }) },
      );
      expect(saved).toBe(200);
    });
    const eventId = await fixtures.givenUpDelivery(customer.customerId);

    await withPage(browser, {}, async (page) => {
      await signInWithPersonnummer(page, staff.personnummer);
      await waitForAppPath(page, '/kundsok');
      await page.getByRole('link', { name: 'Misslyckade leveranser till verksamhetssystemen' }).click();
      await waitForAppPath(page, '/leveranser');
      await page.getByRole('heading', { level: 1, name: 'Misslyckade leveranser' }).waitFor();
      const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: `Öppna kund ${customer.customerId}` }) });
      await row.getByRole('rowheader', { name: 'Ändrade kontaktuppgifter' }).waitFor();
      await row.getByText('HTTP 503', { exact: true }).waitFor();
      await row.getByText('Gav upp').waitFor();
      await inEveryLook(page, (look) => lookAt(page, `leveranser-${look}.png`));

      // Back at the provider's: sent again, and taken, with the id it had when it was refused.
      await webhookReceiver.accept(customer.customerId);
      await row.getByRole('button', { name: `Försök igen: Ändrade kontaktuppgifter för kund ${customer.customerId}` }).click();
      await page.getByRole('status').getByText('Händelsen skickas igen.').waitFor();
      await expect
        .poll(async () => (await webhookReceiver.taken()).filter((e) => e.subject === customer.customerId), { timeout: 30_000 })
        .toEqual([{ id: eventId, subject: customer.customerId, type: 'se.minasidor.contact-details.changed' }]);

      // Delivered: no longer in the list.
      await reloadWithoutPersistedCache(page);
      await page.getByRole('heading', { level: 1, name: 'Misslyckade leveranser' }).waitFor();
      await page
        .getByText(/Inga misslyckade leveranser|De som har gett upp först/)
        .first()
        .waitFor();
      await expect(page.getByRole('link', { name: `Öppna kund ${customer.customerId}` }).count()).resolves.toBe(0);
    });
  });
});
