import { feedbackEndpoints } from '@mina-sidor/shared/feedback';
import { powerOfAttorneyEndpoints } from '@mina-sidor/shared/power-of-attorney';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { swedishToday } from '../../apps/server/src/lib/swedish-time.ts';
import { contrastRatio, seenBackground } from '../../apps/web/src/ui/contrast.ts';
import { callsEndpoint, screenshotPath, waitForAppPath, waitForStillPage } from '../support/app.ts';
import { baseUrl, launchBrowser, newContext, VIEWPORTS, withPage } from '../support/browser.ts';
import { fileFixtures } from '../support/fixtures.ts';
import { expectFocusRing, focused, moveTo, press, pressToLeave } from '../support/keyboard.ts';
import { removeReadingsSince } from '../support/meter-readings.ts';
import { persona } from '../support/personas.ts';

// Keyboard only (decision 0033): the journeys press keys and type, never click. After every key the
// focus is on something in sight with the focus ring (keyboard.ts checks its width and contrast).
// Each persona signs in once, by keyboard, on the embedded provider's login page.

const startedAt = new Date();
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
  await removeReadingsSince(startedAt);
});
const fixtures = fileFixtures();

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Huvudmeny' });

/** Opens the app signed out, and signs in on the login page by keyboard: a persona's button, or a personnummer typed. */
async function signInByKeyboard(page: Page, who: { persona: string } | { personnummer: string }) {
  await page.goto(`${baseUrl()}/`);
  await page.waitForURL(/\/idp\/interaction\//);
  if ('persona' in who) {
    const { displayName, key } = persona(who.persona);
    await moveTo(page, page.getByRole('button', { name: `${displayName} (${key})`, exact: true }));
  } else {
    await moveTo(page, page.getByLabel('Personnummer'));
    await page.keyboard.type(who.personnummer);
    await expectFocusRing(page, 'the personnummer typed');
  }
  await pressToLeave(page);
}

/** Follows a sidebar link by keyboard to its page. */
async function openFromSidebar(page: Page, link: string, path: string) {
  await moveTo(page, sidebar(page).getByRole('link', { name: link, exact: true }));
  await pressToLeave(page);
  await waitForAppPath(page, path);
  await page.getByRole('heading', { level: 1 }).waitFor();
}

describe('privat, by keyboard', () => {
  let page: Page;
  beforeAll(async () => {
    page = await (await newContext(browser)).newPage();
  });

  it('signs in on the login page', async () => {
    await signInByKeyboard(page, { persona: 'privat' });
    await waitForAppPath(page, '/');
    await page.getByRole('heading', { level: 1, name: 'Anna Andersson' }).waitFor();
    // A new page starts at the top: the first stop is the link past the menu.
    await expect(press(page, 'Tab')).resolves.toMatchObject({ name: 'a "Till innehållet"' });
  });

  it('the ring has 3:1 against the sidebar item and the page, in light and dark (WCAG 1.4.11)', async () => {
    // The selected item (Översikt, where she is): its tint is what a faint focus background hid in.
    const item = sidebar(page).getByRole('link', { name: 'Översikt', exact: true });
    await moveTo(page, item);
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      // The item's tint changes colour with a transition.
      await waitForStillPage(page);
      const colours = await item.evaluate((element) => {
        const layers = (from: Element | null) => {
          const found: string[] = [];
          for (let node = from; node; node = node.parentElement) found.push(getComputedStyle(node).backgroundColor);
          return found;
        };
        return { ring: getComputedStyle(element).outlineColor, item: layers(element), sidebar: layers(element.parentElement), page: layers(document.body) };
      });
      const canvas = colorScheme === 'dark' ? 'rgb(0, 0, 0)' : 'rgb(255, 255, 255)';
      for (const where of ['item', 'sidebar', 'page'] as const) {
        const background = seenBackground(colours[where], canvas);
        expect(contrastRatio(colours.ring, background), `${colorScheme}: ${colours.ring} against the ${where} (${background})`).toBeGreaterThanOrEqual(3);
      }
      await page.screenshot({ path: screenshotPath(`tangentbord-fokus-sidomeny-desktop-${colorScheme}.png`) });
    }
    await page.emulateMedia({ colorScheme: 'light' });
  });

  it('changes Elförbrukning to months, and to the year before', async () => {
    await openFromSidebar(page, 'Elförbrukning', '/el/elforbrukning');
    await page.getByTestId('time-series-chart').waitFor();
    const resolutions = page.getByRole('group', { name: 'Visa per' });
    // One stop for the group: the arrows move within it, Enter chooses.
    await moveTo(page, resolutions.getByRole('button'));
    await moveTo(page, resolutions.getByRole('button', { name: 'Månad', exact: true }), { key: 'ArrowRight', max: 6 });
    await press(page, 'Enter');
    const year = Number(swedishToday().slice(0, 4));
    await page.getByRole('heading', { level: 2, name: String(year) }).waitFor();
    await moveTo(page, page.getByRole('button', { name: 'Föregående period' }));
    await expect(press(page, 'Enter', 'the year before')).resolves.toMatchObject({ name: 'button "Föregående period"' });
    await page.getByRole('heading', { level: 2, name: String(year - 1) }).waitFor();
  });

  it('leaves a meter reading, confirming the question about it', async () => {
    await openFromSidebar(page, 'Lämna mätarställning', '/vatten-avlopp/avlasning');
    const form = page.getByRole('form', { name: 'Ny mätarställning' });
    const last = await form.getByText(/^Senaste avläsning: /).textContent();
    // "Senaste avläsning: 1 234 m³ den …", with no-break spaces.
    const lastValue = Number(last!.match(/: ([\d\s]+?)\s?m³/)![1]!.replace(/\s/g, ''));
    // The date is today's already; its sections and the calendar button are stops of their own.
    await moveTo(page, form.getByRole('textbox', { name: /Mätarställning/ }));
    // About three times the usual use since the last reading: the server asks first.
    await page.keyboard.type(String(lastValue + 60));
    await moveTo(page, form.getByRole('button', { name: 'Skicka mätarställning' }));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Stämmer mätarställningen?' });
    await dialog.waitFor();
    await waitForStillPage(page);
    // A dialog opens on its first control, the one that changes nothing.
    await expect.poll(() => focused(page)).toMatchObject({ name: 'button "Avbryt"' });
    await moveTo(page, dialog.getByRole('button', { name: 'Ja, spara den' }));
    await page.keyboard.press('Enter');
    await page
      .getByRole('status')
      .getByText(`Mätarställningen ${new Intl.NumberFormat('sv-SE').format(lastValue + 60)}\u00a0m³`, { exact: false })
      .waitFor();
    await dialog.waitFor({ state: 'detached' });
    // The message that says it is stored has the focus: the next Tab goes on from there.
    await expect(expectFocusRing(page, 'the reading stored')).resolves.toMatchObject({ name: expect.stringMatching(/^status "Mätarställningen/) });
  });

  it('saves the invoice references, and the focus stays on the button that saved them', async () => {
    await page.goto(`${baseUrl()}/fakturor/andra-fakturareferens`);
    const form = page.getByRole('region', { name: 'Referenser för Anna Andersson' });
    await form.getByLabel('Er referens').waitFor();
    await moveTo(page, form.getByRole('button', { name: 'Spara' }));
    await page.keyboard.press('Enter');
    await form.getByRole('status').waitFor();
    // Disabled while it saved, the button lost the focus to the page; it has it back (ui/action-button.tsx).
    await expect.poll(() => focused(page)).toMatchObject({ name: 'button "Spara"' });
    await expectFocusRing(page, 'the references saved');
  });
});

describe('foretag, by keyboard', () => {
  it('chooses an account in the picker after signing in, and switches account from the profile menu', () =>
    withPage(browser, {}, async (page) => {
      await signInByKeyboard(page, { persona: 'foretag' });
      await waitForAppPath(page, persona('foretag').lands);
      const picker = page.getByRole('dialog', { name: 'Konton' });
      const search = picker.getByRole('searchbox', { name: 'Sök konto' });
      await search.waitFor();
      await waitForStillPage(page);
      await moveTo(page, search);
      await page.keyboard.type('Björknäs');
      await moveTo(page, picker.getByRole('button', { name: /Björknäs/ }));
      await pressToLeave(page);
      await waitForAppPath(page, '/');
      await page.getByText('Bergström Fastigheter AB – Björknäs · Fastighet 1 · Kundnummer 5100303').waitFor();

      const profile = sidebar(page).getByRole('button', { name: /Bergström Fastigheter AB/ });
      await moveTo(page, profile);
      // Enter opens the menu on its first entry; the arrows walk it.
      await page.keyboard.press('Enter');
      const menu = page.getByRole('menu');
      await menu.waitFor();
      await waitForStillPage(page);
      await expect(expectFocusRing(page, 'the profile menu opened')).resolves.toMatchObject({ name: 'menuitem "Kontaktuppgifter"' });
      await moveTo(page, menu.getByRole('menuitem', { name: 'Växla konto' }), { key: 'ArrowDown', max: 8 });
      await pressToLeave(page);
      await waitForAppPath(page, '/switch-user');
      const again = page.getByRole('searchbox', { name: 'Sök konto' });
      await again.waitFor();
      await waitForStillPage(page);
      await moveTo(page, again);
      await page.keyboard.type('Sickla');
      await moveTo(page, page.getByRole('button', { name: /Bergström Fastigheter AB – Sickla/ }));
      await pressToLeave(page);
      await waitForAppPath(page, '/');
      await page.getByText(/^Bergström Fastigheter AB – Sickla · /).waitFor();
    }));
});

describe('a customer of its own, by keyboard', () => {
  it('approves a power of attorney, then says what it thinks of the page', () =>
    withPage(browser, {}, async (page) => {
      const customer = await fixtures.customer({ name: 'Tove Tangent', email: 'tove.tangent@example.se' });
      const request = await fixtures.powerOfAttorney(customer.customerId, 'Tangentkraft AB');
      await signInByKeyboard(page, { personnummer: customer.login.personnummer });
      await waitForAppPath(page, '/');
      await page.getByRole('heading', { level: 1, name: customer.name }).waitFor();

      await openFromSidebar(page, 'Fullmakter', '/el/fullmakter');
      const card = page.getByRole('region', { name: 'Nya och väntande förfrågningar' }).getByRole('listitem', { name: request.requester });
      await moveTo(page, card.getByRole('button', { name: 'Godkänn' }));
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Godkänn fullmakten?' });
      await dialog.waitFor();
      // Once it has faded in: on the way, it is not yet in sight.
      await waitForStillPage(page);
      await expect.poll(() => focused(page)).toMatchObject({ name: 'button "Avbryt"' });
      await moveTo(page, dialog.getByRole('button', { name: 'Godkänn' }));
      const decided = page.waitForResponse((r) =>
        callsEndpoint(powerOfAttorneyEndpoints.decide, { params: { id: customer.customerId, permissionId: request.permissionId } })(r.request()),
      );
      await page.keyboard.press('Enter');
      expect((await decided).status()).toBe(200);
      await dialog.waitFor({ state: 'detached' });
      await expect(expectFocusRing(page, 'the approval done')).resolves.toMatchObject({
        name: `status "Du har godkänt fullmakten för ${request.requester}."`,
      });
      await expect(fixtures.powerOfAttorneyState(request.permissionId)).resolves.toMatchObject({ status: 'Aktiv' });

      const footer = page.getByRole('contentinfo');
      await moveTo(page, footer.getByRole('button', { name: 'Bra', exact: true }));
      await expect(press(page, 'Enter', 'Bra chosen')).resolves.toMatchObject({ name: 'button "Bra"' });
      // As a person would, once the text field shows: its code comes with the first thumb chosen.
      const text = footer.getByRole('textbox', { name: 'Vad är bra på sidan? (frivilligt)' });
      await text.waitFor();
      await moveTo(page, text);
      await page.keyboard.type('Lätt att hitta med tangentbordet');
      await moveTo(page, footer.getByRole('button', { name: 'Skicka' }));
      const sent = page.waitForResponse((r) => callsEndpoint(feedbackEndpoints.send)(r.request()));
      await page.keyboard.press('Enter');
      const response = await sent;
      expect(response.status()).toBe(201);
      expect(response.request().postDataJSON()).toMatchObject({
        page: '/el/fullmakter',
        thumbs: 'thumbs-up',
        optionalText: 'Lätt att hitta med tangentbordet',
      });
      await footer.getByText('Tack för dina synpunkter!').waitFor();
      await expect(expectFocusRing(page, 'the feedback sent')).resolves.toMatchObject({ name: 'alert "Tack för dina synpunkter!"' });
    }));
});

describe('the ring on mobile, by keyboard', () => {
  it('is in sight in the menu drawer, in light and dark', () =>
    withPage(browser, { viewport: 'mobile' }, async (page) => {
      await signInByKeyboard(page, { persona: 'privat' });
      await waitForAppPath(page, '/');
      await page.getByRole('heading', { level: 1, name: 'Anna Andersson' }).waitFor();
      const bar = page.getByRole('navigation', { name: 'Mobilmeny' });
      await moveTo(page, bar.getByRole('button', { name: 'Meny' }));
      await page.keyboard.press('Enter');
      const drawer = page.getByRole('dialog', { name: 'Meny' });
      await drawer.waitFor();
      await waitForStillPage(page);
      await expect.poll(() => focused(page)).toMatchObject({ name: 'button "Stäng"' });
      await moveTo(page, drawer.getByRole('link', { name: 'Elförbrukning', exact: true }));
      await waitForStillPage(page);
      expect(page.viewportSize()).toEqual(VIEWPORTS.mobile);
      for (const colorScheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme });
        await expectFocusRing(page, `the drawer's link, ${colorScheme}`);
        await page.screenshot({ path: screenshotPath(`tangentbord-fokus-meny-mobile-${colorScheme}.png`) });
      }
      await page.keyboard.press('Escape');
      await drawer.waitFor({ state: 'detached' });
    }));
});
