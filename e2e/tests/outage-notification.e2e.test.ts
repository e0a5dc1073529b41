import { outageNotificationEndpoints } from '@mina-sidor/shared/outage-notification';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callsEndpoint, screenshotPath, screenshotWholePage, waitForAppPath, waitForStillPage, wcagViolations } from '../support/app.ts';
import { baseUrl, inEveryLook, launchBrowser, signedInState, signInWithPersonnummer, withPage } from '../support/browser.ts';
import { fileFixtures, loginLike } from '../support/fixtures.ts';
import { persona } from '../support/personas.ts';

// /avisering-vid-avbrott is reached from the profile menu, so the screen sweep does not visit it: it is looked at, and axe run, here.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());
const fixtures = fileFixtures();

const HOUR = 3_600_000;
const NAME = 'Vera Avisering';
/** A postal code no demo facility has, so the journey's disruptions reach no demo customer. */
const POSTAL_CODE = '139 91';

const recipient = (page: Page, address: string) => page.getByRole('region', { name: 'Villa E2E' }).getByRole('listitem', { name: address });

async function openPage(page: Page) {
  await page.goto(`${baseUrl()}/avisering-vid-avbrott`);
  await waitForAppPath(page, '/avisering-vid-avbrott');
  await page.getByRole('heading', { level: 1, name: 'Avisering vid avbrott' }).waitFor();
  await page.getByRole('region', { name: 'Villa E2E' }).waitFor();
}

describe('avisering vid avbrott (spec §2.6, §3.9; §2.10 "disruption information")', () => {
  it('a customer sees the disruptions at the house, adds an SMS and an e-mail recipient, and removes one after confirming', async () => {
    const customer = await fixtures.customer({ name: NAME, email: 'vera.avisering@example.se', postalCode: POSTAL_CODE });
    const now = Date.now();
    const area = { service: 'EL' as const, postalCodePrefix: '139 9', area: 'Testvägen med omnejd, Nacka' };
    await fixtures.disruption({
      ...area,
      title: 'Strömavbrott vid Testvägen',
      description: 'Ett träd har fallit över en luftledning. Våra montörer är på plats.',
      planned: false,
      startsAt: new Date(now - HOUR),
      endsAt: new Date(now + 3 * HOUR),
    });
    await fixtures.disruption({
      ...area,
      title: 'Planerat arbete i nätstationen vid Testvägen',
      description: 'Vi byter en transformator. Strömmen är borta under arbetet.',
      planned: true,
      startsAt: new Date(now + 72 * HOUR),
      endsAt: new Date(now + 76 * HOUR),
    });
    await fixtures.disruption({
      ...area,
      title: 'Kort strömavbrott i Nacka',
      description: 'Ett fel i ett kabelskåp orsakade ett kort avbrott. Felet är åtgärdat.',
      planned: false,
      startsAt: new Date(now - 50 * HOUR),
      endsAt: new Date(now - 48 * HOUR),
    });

    const session = await signedInState(browser, async (page) => {
      await signInWithPersonnummer(page, customer.login.personnummer);
      await waitForAppPath(page, '/');
      await page.getByRole('heading', { level: 1, name: NAME }).waitFor();
    });

    await withPage(browser, { storageState: session }, async (page) => {
      await page.goto(`${baseUrl()}/`);
      // The overview warns of the ongoing fault and announces the planned work, as the page lists them.
      await page.getByRole('region', { name: 'Strömavbrott vid Testvägen' }).getByText('Pågående avbrott').waitFor();
      await page.getByRole('region', { name: 'Planerat arbete i nätstationen vid Testvägen' }).getByText('Planerat avbrott').waitFor();

      await page
        .getByRole('navigation', { name: 'Huvudmeny' })
        .getByRole('button', { name: new RegExp(NAME) })
        .click();
      await page.getByRole('menuitem', { name: 'Avisering vid avbrott' }).click();
      await waitForAppPath(page, '/avisering-vid-avbrott');
      await page.getByRole('heading', { level: 1, name: 'Avisering vid avbrott' }).waitFor();

      const disruptions = page.getByRole('list', { name: 'Aktuella avbrott' });
      await disruptions.getByRole('listitem').first().waitFor();
      const listed = await disruptions
        .getByRole('listitem')
        .evaluateAll((items) =>
          items.map((item) => [
            document.getElementById(item.getAttribute('aria-labelledby') ?? '')?.textContent,
            item.querySelector('.MuiChip-label')?.textContent,
          ]),
        );
      expect(listed).toEqual([
        ['Strömavbrott vid Testvägen', 'Pågår'],
        ['Planerat arbete i nätstationen vid Testvägen', 'Planerat'],
        ['Kort strömavbrott i Nacka', 'Åtgärdat'],
      ]);
      const ongoing = disruptions.getByRole('listitem', { name: 'Strömavbrott vid Testvägen' });
      await expect(ongoing.locator('dd').allInnerTexts()).resolves.toEqual([
        'Testvägen med omnejd, Nacka',
        expect.stringMatching(/^\d{1,2} \p{L}+ \d{4} kl\. \d{2}:\d{2}$/u),
        expect.stringMatching(/^\d{1,2} \p{L}+ \d{4} kl\. \d{2}:\d{2}$/u),
        'Villa E2E',
      ]);

      const card = page.getByRole('region', { name: 'Villa E2E' });
      await card.getByText('Ingen får avisering för den här anläggningen ännu.').waitFor();
      const form = page.getByRole('form', { name: 'Lägg till mottagare för Villa E2E' });
      await form.getByRole('textbox', { name: 'Mobilnummer' }).fill('08-555 010 20');
      await form.getByRole('button', { name: 'Lägg till' }).click();
      await form.getByText('Ange ett giltigt svenskt mobilnummer, till exempel 070-123 45 67.').waitFor();
      await form.getByRole('textbox', { name: 'Mobilnummer' }).fill('+46 70 555 12 34');
      const added = page.waitForResponse((r) =>
        callsEndpoint(outageNotificationEndpoints.add, { params: { id: customer.customerId, facilityKey: `${customer.customerNumber}-F01` } })(r.request()),
      );
      await form.getByRole('button', { name: 'Lägg till' }).click();
      expect((await added).status()).toBe(201);
      await form.getByRole('status').getByText('070-555 12 34 får nu sms om avbrott vid Villa E2E.').waitFor();
      await recipient(page, '070-555 12 34').waitFor();

      await form.getByRole('radio', { name: 'E-post' }).check();
      await form.getByRole('textbox', { name: 'Mejladress' }).fill('Granne.E2E@Example.se');
      await form.getByRole('button', { name: 'Lägg till' }).click();
      await recipient(page, 'granne.e2e@example.se').waitFor();
      await waitForStillPage(page);
      await page.screenshot({ path: screenshotPath('avisering-vid-avbrott-tillagd-desktop-light.png') });

      await recipient(page, 'granne.e2e@example.se').getByRole('button', { name: 'Ta bort' }).click();
      const dialog = page.getByRole('dialog', { name: 'Ta bort mottagare?' });
      await dialog.getByText('granne.e2e@example.se kommer inte längre att få e-post om avbrott vid Villa E2E.').waitFor();
      await waitForStillPage(page);
      await page.screenshot({ path: screenshotPath('avisering-vid-avbrott-ta-bort-desktop-light.png') });
      expect(await wcagViolations(page), 'the dialog').toEqual([]);
      await dialog.getByRole('button', { name: 'Ta bort' }).click();
      await page.getByRole('status').getByText('granne.e2e@example.se får inte längre e-post om avbrott vid Villa E2E.').waitFor();
      await dialog.waitFor({ state: 'detached' });
      await recipient(page, 'granne.e2e@example.se').waitFor({ state: 'detached' });
    });

    // Stored as shown, with who added and removed them (a fixture login's subject is its user id).
    await expect(fixtures.outageRecipients(customer.customerId)).resolves.toEqual([
      { channel: 'sms', address: '070-555 12 34', added_by: customer.login.userId, removed_by: null, removed_at: null },
      { channel: 'email', address: 'granne.e2e@example.se', added_by: customer.login.userId, removed_by: customer.login.userId, removed_at: expect.any(Date) },
    ]);

    await withPage(browser, { storageState: session }, async (page) => {
      await openPage(page);
      await recipient(page, '070-555 12 34').waitFor();
      await inEveryLook(page, async (look) => {
        await waitForStillPage(page);
        await page.screenshot({ path: screenshotPath(`avisering-vid-avbrott-${look}.png`) });
        await screenshotWholePage(page, screenshotPath(`avisering-vid-avbrott-${look}-hela.png`));
        expect(await wcagViolations(page), look).toEqual([]);
      });
    });
    // A journey and then every look, in a fresh page: longer than one page's test.
  }, 180_000);

  it('a company sees every property with its recipients, two to a row on a wide screen', async () => {
    const owner = await fixtures.login(loginLike(persona('foretag')));
    const session = await signedInState(browser, async (page) => {
      await signInWithPersonnummer(page, owner.personnummer);
      await waitForAppPath(page, persona('foretag').lands);
      await page
        .getByRole('dialog', { name: 'Konton' })
        .getByRole('button', { name: /Björknäs/ })
        .click();
      await waitForAppPath(page, '/');
    });
    await withPage(browser, { storageState: session }, async (page) => {
      await page.goto(`${baseUrl()}/avisering-vid-avbrott`);
      await waitForAppPath(page, '/avisering-vid-avbrott');
      // The demo's caretakers are told of outages at Bergström's first property.
      await page.getByRole('listitem', { name: 'fastighetsjouren@example.se' }).waitFor();
      await expect(page.getByRole('form').count()).resolves.toBe(6);
      await inEveryLook(page, async (look) => {
        await waitForStillPage(page);
        await page.screenshot({ path: screenshotPath(`avisering-vid-avbrott-foretag-${look}.png`) });
        expect(await wcagViolations(page), look).toEqual([]);
      });
    });
  }, 120_000);
});
