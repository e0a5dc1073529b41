import { hanPortEndpoints } from '@mina-sidor/shared/han-port';
import { powerHubEndpoints } from '@mina-sidor/shared/power-hub';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiPath,
  callsEndpoint,
  reloadWithoutPersistedCache,
  screenshotPath,
  screenshotWholePage,
  sidebarLinks,
  storedUserKey,
  waitForAppPath,
  waitForStillPage,
  wcagViolations,
} from '../support/app.ts';
import { baseUrl, inEveryLook, launchBrowser, signedInState, signInAs, signInWithPersonnummer, type StorageState, withPage } from '../support/browser.ts';
import { fileFixtures } from '../support/fixtures.ts';
import { persona } from '../support/personas.ts';

// HAN-port and Beställ Power Hub: the journeys that change something, their
// looks, and a linked user refused on both. The screen sweep visits privat's pages read-only.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());
const fixtures = fileFixtures();

const NAME = 'Hanna Realtid';

async function open(page: Page, path: string, heading: string) {
  await page.goto(`${baseUrl()}${path}`);
  await waitForAppPath(page, path);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
}

/** Calls the API from the page with its own bearer, as a script on the page could: the server decides, not the screen. */
async function callAs(page: Page, method: string, url: string, body?: unknown): Promise<{ status: number; body: unknown }> {
  const key = (await storedUserKey(page))!;
  return page.evaluate(
    async ({ key, method, url, body }) => {
      const { access_token: token } = JSON.parse(localStorage.getItem(key) ?? '{}') as { access_token: string };
      const headers: Record<string, string> = { Authorization: `Bearer ${token}` };
      if (body !== undefined) headers['Content-Type'] = 'application/json';
      const response = await fetch(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
      return { status: response.status, body: await response.json().catch(() => null) };
    },
    { key, method, url, body },
  );
}

describe('HAN-port and Beställ Power Hub', () => {
  it('a customer asks for the HAN port, then orders a Power Hub through the form and gets the confirmation by e-mail', async () => {
    const mailbox = await fixtures.mailbox();
    const customer = await fixtures.customer({ name: NAME, email: mailbox.address });
    const session: StorageState = await signedInState(browser, async (page) => {
      await signInWithPersonnummer(page, customer.login.personnummer);
      await waitForAppPath(page, '/');
      await page.getByRole('heading', { level: 1, name: NAME }).waitFor();
    });

    await withPage(browser, { storageState: session }, async (page) => {
      await page.goto(`${baseUrl()}/`);
      await page.getByRole('heading', { level: 1, name: NAME }).waitFor();
      const links = await sidebarLinks(page);
      expect(links).toContain('HAN-port → /el/han-port');
      expect(links).toContain('Beställ Power Hub → /bestall-power-hub');

      await page.getByRole('navigation', { name: 'Huvudmeny' }).getByRole('link', { name: 'HAN-port' }).click();
      await waitForAppPath(page, '/el/han-port');
      const meter = page.getByRole('region', { name: 'Villa E2E' });
      await meter.getByText('Inte aktiverad').waitFor();
      const requested = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/activation'));
      await meter.getByRole('button', { name: 'Beställ aktivering' }).click();
      expect((await requested).status()).toBe(200);
      await meter.getByRole('status').getByText('Tack! Vi har tagit emot din beställning.', { exact: false }).waitFor();
      await meter.getByText('Aktivering beställd').waitFor();
      await expect(meter.getByRole('button', { name: 'Beställ aktivering' }).count()).resolves.toBe(0);

      // Stored on the server: read anew after a reload, not from the persisted cache.
      await reloadWithoutPersistedCache(page);
      await page.getByRole('region', { name: 'Villa E2E' }).getByText('Aktivering beställd').waitFor();

      await page.getByRole('main').getByRole('link', { name: 'Beställ Power Hub' }).click();
      await waitForAppPath(page, '/bestall-power-hub');
      const form = page.getByRole('form', { name: 'Beställ Power Hub till Villa E2E' });
      await expect(form.getByRole('textbox', { name: 'Gatuadress' }).inputValue()).resolves.toBe('Testvägen 1');
      await expect(form.getByRole('textbox', { name: 'Postnummer' }).inputValue()).resolves.toBe('131 40');
      await expect(form.getByRole('textbox', { name: 'Namn' }).inputValue()).resolves.toBe(NAME);
      await expect(form.getByRole('textbox', { name: 'E-post' }).inputValue()).resolves.toBe(mailbox.address);
      // The fixture's account has no phone number: the field is empty and required.
      await form.getByRole('button', { name: 'Beställ Power Hub' }).click();
      await form.getByText('Ange ett giltigt svenskt mobilnummer, till exempel 070-123 45 67.').waitFor();
      await form.getByRole('textbox', { name: 'Mobilnummer' }).fill('08-555 010 20');
      await form.getByText('Ange ett giltigt svenskt mobilnummer, till exempel 070-123 45 67.').waitFor();
      await waitForStillPage(page);
      await page.screenshot({ path: screenshotPath('bestall-power-hub-fel-desktop-light.png') });
      await form.getByRole('textbox', { name: 'Mobilnummer' }).fill('+46 70 555 12 34');
      const ordered = page.waitForResponse((r) =>
        callsEndpoint(powerHubEndpoints.order, { params: { id: customer.customerId, facilityKey: `${customer.customerNumber}-F01` } })(r.request()),
      );
      await form.getByRole('button', { name: 'Beställ Power Hub' }).click();
      expect((await ordered).status()).toBe(201);
      await page
        .getByRole('status')
        .getByText(`Tack för din beställning! Vi skickar en bekräftelse till ${mailbox.address} och Power Hub till Testvägen 1, 131 40 Nacka.`)
        .waitFor();
      await form.waitFor({ state: 'detached' });
      await page.getByRole('list', { name: 'Beställningar' }).getByText('Mottagen').waitFor();
    });

    const mail = await mailbox.mail();
    expect(mail.subject).toBe('Vi har tagit emot din beställning av Power Hub');
    expect(mail.body).toContain('Tack för din beställning av Power Hub till Villa E2E.');
    expect(mail.body).toContain('Kontaktperson: Hanna Realtid, 070-555 12 34');

    await withPage(browser, { storageState: session }, async (page) => {
      await open(page, '/el/han-port', 'HAN-port');
      await page.getByRole('region', { name: 'Villa E2E' }).getByText('Aktivering beställd').waitFor();
      await inEveryLook(page, async (look) => {
        await waitForStillPage(page);
        await page.screenshot({ path: screenshotPath(`han-port-${look}.png`) });
        await screenshotWholePage(page, screenshotPath(`han-port-${look}-hela.png`));
        expect(await wcagViolations(page), `/el/han-port ${look}`).toEqual([]);
      });

      await open(page, '/bestall-power-hub', 'Beställ Power Hub');
      await page.getByRole('list', { name: 'Beställningar' }).getByText('Mottagen').waitFor();
      await inEveryLook(page, async (look) => {
        await waitForStillPage(page);
        await page.screenshot({ path: screenshotPath(`bestall-power-hub-${look}.png`) });
        await screenshotWholePage(page, screenshotPath(`bestall-power-hub-${look}-hela.png`));
        expect(await wcagViolations(page), `/bestall-power-hub ${look}`).toEqual([]);
      });
    });
    // A journey and then every look, in a fresh page: longer than one page's test.
  }, 240_000);

  it('the form of a customer without an order, in every look', async () => {
    const customer = await fixtures.customer({ name: 'Harald Form', email: 'harald.form@example.se' });
    const session = await signedInState(browser, async (page) => {
      await signInWithPersonnummer(page, customer.login.personnummer);
      await waitForAppPath(page, '/');
    });
    await withPage(browser, { storageState: session }, async (page) => {
      await open(page, '/bestall-power-hub', 'Beställ Power Hub');
      await page.getByRole('form', { name: 'Beställ Power Hub till Villa E2E' }).waitFor();
      await inEveryLook(page, async (look) => {
        await waitForStillPage(page);
        await screenshotWholePage(page, screenshotPath(`bestall-power-hub-formular-${look}-hela.png`));
        expect(await wcagViolations(page), `the form ${look}`).toEqual([]);
      });
    });
  }, 120_000);

  it('lankad on Anna Andersson’s pages sees both, without a button or form, and the server refuses both (403)', () =>
    withPage(browser, {}, async (page) => {
      await signInAs(page, persona('lankad'));
      await page
        .getByRole('dialog', { name: 'Konton' })
        .getByRole('button', { name: /^Anna Andersson/ })
        .click();
      await page.getByRole('heading', { level: 1, name: 'Anna Andersson' }).waitFor();
      const annaId = '10000000001';

      await open(page, '/el/han-port', 'HAN-port');
      const villa = page.getByRole('region', { name: 'Villa Solbacken' });
      await villa.getByText('Bara kunden själv kan beställa aktivering.').waitFor();
      await expect(page.getByRole('button', { name: 'Beställ aktivering' }).count()).resolves.toBe(0);
      await page.getByText('Som länkad användare kan du se kundportens status, men bara kunden själv kan beställa aktivering.').waitFor();
      const ports = (await callAs(page, 'GET', apiPath(hanPortEndpoints.list, { params: { id: annaId } }))).body as { data: { meteringPointId: string }[] };
      const meteringPointId = ports.data[0]!.meteringPointId;
      const activation = await callAs(page, 'POST', apiPath(hanPortEndpoints.activate, { params: { id: annaId, meteringPointId } }));
      expect(activation).toEqual({
        status: 403,
        body: { error: { code: 'forbidden', message: 'Som länkad användare kan du inte ändra avtal eller beställa en Power Hub.' } },
      });
      await waitForStillPage(page);
      await page.screenshot({ path: screenshotPath('han-port-lankad-desktop-light.png') });

      await open(page, '/bestall-power-hub', 'Beställ Power Hub');
      await page.getByText('Bara kunden själv kan beställa en Power Hub.', { exact: true }).waitFor();
      await page.getByRole('note').getByText('du kan inte ändra avtal eller beställa en Power Hub', { exact: false }).waitFor();
      await expect(page.getByRole('form').count()).resolves.toBe(0);
      const order = await callAs(page, 'POST', apiPath(powerHubEndpoints.order, { params: { id: annaId, facilityKey: '5000101-F01' } }), {
        deliveryAddress: { street: 'Solbackevägen 12', postalCode: '131 40', city: 'Nacka' },
        contact: { name: 'Lars Nilsson', email: 'lars@example.se', mobilePhone: '070-000 00 00' },
      });
      expect(order.status).toBe(403);
      await waitForStillPage(page);
      await page.screenshot({ path: screenshotPath('bestall-power-hub-lankad-desktop-light.png') });
      expect(await wcagViolations(page), 'linked').toEqual([]);
    }));
});
