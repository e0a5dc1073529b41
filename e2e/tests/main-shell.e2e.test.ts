import { feedbackEndpoints } from '@mina-sidor/shared/feedback';
import { panelEndpoints } from '@mina-sidor/shared/panel';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callsEndpoint, reloadWithoutPersistedCache, screenshotPath, sidebarLinks, waitForAppPath } from '../support/app.ts';
import { watchBuiltCode } from '../support/built-code.ts';
import { baseUrl, launchBrowser, signedInState, signInAs, signInWithPersonnummer, type StorageState, withPage } from '../support/browser.ts';
import { type Customer, fileFixtures } from '../support/fixtures.ts';
import { persona } from '../support/personas.ts';

let browser: Browser;
/** privat's session, signed in once for the file. */
let privat: StorageState;
beforeAll(async () => {
  browser = await launchBrowser();
  privat = await signedInState(browser, async (page) => {
    await signInAs(page, persona('privat'));
    await waitForAppPath(page, '/');
    await page.getByRole('heading', { level: 1, name: 'Anna Andersson' }).waitFor();
  });
});
afterAll(() => browser.close());
const fixtures = fileFixtures();

async function waitForOverview(page: Page, heading: string) {
  await waitForAppPath(page, '/');
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  await page.getByRole('region', { name: /^Förbrukning i / }).waitFor();
  await page.getByRole('list', { name: 'Senaste meddelandena' }).waitFor();
}

/** privat's overview, with the file's session. */
async function openPrivatOverview(page: Page) {
  await page.goto(`${baseUrl()}/`);
  await waitForOverview(page, 'Anna Andersson');
}

/**
 * Signs in and opens the overview of the account chosen in the picker
 * (foretag: Björknäs, lankad: Anna Andersson's, which lankad is linked to,
 * koncern: its logistics company).
 */
const PICKED = {
  foretag: { account: /Björknäs/, heading: 'Bergström Fastigheter AB' },
  lankad: { account: /^Anna Andersson/, heading: 'Anna Andersson' },
  koncern: { account: /Nordhamn Logistik AB/, heading: 'Nordhamn Koncern AB' },
} as const;

async function signInToOverview(page: Page, key: keyof typeof PICKED) {
  const { account, heading } = PICKED[key];
  await signInAs(page, persona(key));
  await page.getByRole('dialog', { name: 'Konton' }).getByRole('button', { name: account }).click();
  await waitForOverview(page, heading);
}

describe('the overview (spec §1, §2.5)', () => {
  // Which routes each rule lets through, per persona, is the route table's unit test; here, what the browser shows of it.
  it('privat: the sidebar starts at the overview, offers the villa’s electricity, no company pages, and the figures are Swedish', () =>
    withPage(browser, { storageState: privat }, async (page) => {
      await openPrivatOverview(page);
      const links = await sidebarLinks(page);
      expect(links.slice(0, 2)).toEqual(['Mina sidor → /', 'Översikt → /']);
      expect(links).toContain('Elförbrukning → /el/elforbrukning');
      expect(links.filter((link) => link.includes('/foretag/'))).toEqual([]);
      expect(links.at(-1)).toBe('Debug → /debug');
      const consumption = page.getByRole('region', { name: /^Förbrukning i / });
      await expect(consumption.getByRole('heading', { level: 3 }).allInnerTexts()).resolves.toEqual(['El', 'Fjärrvärme', 'Vatten']);
      expect(await consumption.innerText()).toMatch(/\d[\d\u00a0]*\u00a0kWh[\s\S]*[+−]\d+,\d\u00a0% jämfört med \p{L}+ \d{4}/u);
      expect(await page.getByRole('region', { name: 'Senaste fakturan' }).innerText()).toMatch(/\d+,\d{2}\u00a0kr[\s\S]*(Betald|Obetald|Förfallen)/);
      await page.getByText('800312-9809').waitFor();
      await page.getByText('Version 20251031.2').waitFor();
    }));

  it('koncern: the whole group’s consumption, and the latest invoice of the account chosen', () =>
    withPage(browser, {}, async (page) => {
      await signInToOverview(page, 'koncern');
      const consumption = page.getByRole('region', { name: /^Förbrukning i / });
      await expect(consumption.getByRole('heading', { level: 3 }).allInnerTexts()).resolves.toEqual([
        'El',
        'Fjärrkyla',
        'Fjärrvärme',
        'Tappvarmvatten',
        'Vatten',
      ]);
      await page.getByRole('region', { name: 'Senaste fakturan' }).getByText('Nordhamn Logistik AB').waitFor();
      await page.screenshot({ path: screenshotPath('oversikt-koncern-desktop-light.png') });
    }));

  it('lankad on Anna Andersson’s pages: told what a linked user cannot do, no invoice references or reports', () =>
    withPage(browser, {}, async (page) => {
      await signInToOverview(page, 'lankad');
      await page.getByRole('note').getByText('Du ser Anna Anderssons sidor som länkad användare.', { exact: false }).waitFor();
      const links = await sidebarLinks(page);
      expect(links).toContain('Elförbrukning → /el/elforbrukning');
      expect(links.filter((link) => link.includes('/rapporter') || link.includes('/andra-fakturareferens'))).toEqual([]);
      await page
        .getByRole('navigation', { name: 'Huvudmeny' })
        .getByRole('button', { name: /Anna Andersson/ })
        .click();
      // Which entries each rule lets through is the route table's unit test; here, what a linked user must not be offered.
      await page.getByRole('menu').waitFor();
      const menu = await page.getByRole('menuitem').allInnerTexts();
      expect(menu.slice(-2)).toEqual(['Växla konto', 'Logga ut']);
      expect(menu.filter((entry) => ['Användare', 'Lägg till nytt företag'].includes(entry))).toEqual([]);
    }));

  it('foretag: the profile menu offers its users, another company, the account switch and sign-out', () =>
    withPage(browser, {}, async (page) => {
      await signInToOverview(page, 'foretag');
      await page
        .getByRole('navigation', { name: 'Huvudmeny' })
        .getByRole('button', { name: /Bergström Fastigheter AB/ })
        .click();
      await page.getByRole('menu').waitFor();
      const menu = await page.getByRole('menuitem').allInnerTexts();
      expect(menu).toEqual(expect.arrayContaining(['Användare', 'Lägg till nytt företag']));
      expect(menu.slice(-2)).toEqual(['Växla konto', 'Logga ut']);
      await page.getByRole('menuitem', { name: 'Växla konto' }).click();
      await waitForAppPath(page, '/switch-user');
      await page.getByRole('heading', { level: 1, name: 'Konton' }).waitFor();
    }));
});

describe('the mobile bottom bar (spec §2.5)', () => {
  it('opens the account and menu drawers full screen, and closes them', () =>
    withPage(browser, { viewport: 'mobile', storageState: privat }, async (page) => {
      await openPrivatOverview(page);
      const bar = page.getByRole('navigation', { name: 'Mobilmeny' });
      expect((await bar.boundingBox())?.height).toBe(76);

      await bar.getByRole('button', { name: 'Konto' }).click();
      const account = page.getByRole('dialog', { name: 'Konto' });
      await account.getByRole('link', { name: 'Logga ut' }).waitFor();
      await expect.poll(() => account.boundingBox()).toEqual({ x: 0, y: 0, width: 390, height: 844 });
      await account.getByRole('button', { name: 'Stäng' }).click();
      await account.waitFor({ state: 'detached' });

      await bar.getByRole('button', { name: 'Meny' }).click();
      const menu = page.getByRole('dialog', { name: 'Meny' });
      await menu.getByRole('switch', { name: 'Ny översikt - testa den nu!' }).waitFor();
      await expect.poll(() => menu.boundingBox()).toEqual({ x: 0, y: 0, width: 390, height: 844 });
      await page.screenshot({ path: screenshotPath('meny-mobile-light.png') });
      await menu.getByRole('link', { name: 'Elförbrukning' }).click();
      await menu.waitFor({ state: 'detached' });
      await waitForAppPath(page, '/el/elforbrukning');
      await page.getByRole('heading', { level: 1, name: 'Elförbrukning' }).waitFor();

      await bar.getByRole('button', { name: 'Meny' }).click();
      await page.keyboard.press('Escape');
      await menu.waitFor({ state: 'detached' });
    }));
});

describe('the feedback widget (spec §2.9, §5), for a customer of its own', () => {
  /** A private customer made for the test (its feedback and panel membership are the journey's), signed in. */
  async function openOwnOverview(page: Page): Promise<Customer> {
    const customer = await fixtures.customer({ name: 'Fia Feedback', email: 'fia.feedback@example.se' });
    await signInWithPersonnummer(page, customer.login.personnummer);
    await waitForAppPath(page, '/');
    await page.getByRole('heading', { level: 1, name: customer.name }).waitFor();
    return customer;
  }

  async function giveFeedback(page: Page, text: string) {
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('button', { name: 'Bra', exact: true }).click();
    const field = footer.getByRole('textbox', { name: 'Vad är bra på sidan? (frivilligt)' });
    await field.fill(text);
    const posted = page.waitForResponse((r) => callsEndpoint(feedbackEndpoints.send)(r.request()));
    await footer.getByRole('button', { name: 'Skicka' }).click();
    const response = await posted;
    await footer.getByText('Tack för dina synpunkter!').waitFor();
    return response;
  }

  it('keeps to 100 characters, stores the feedback, and "Nej tack" hides the panel invitation', () =>
    withPage(browser, {}, async (page) => {
      const customer = await openOwnOverview(page);
      const footer = page.getByRole('contentinfo');
      await footer.getByRole('button', { name: 'Mindre bra', exact: true }).click();
      const field = footer.getByRole('textbox', { name: 'Hur kan vi förbättra sidan? (frivilligt)' });
      await field.fill('å'.repeat(120));
      await expect(field.inputValue()).resolves.toHaveLength(100);
      await footer.getByText('100/100 tecken.').waitFor();
      await footer.getByText(/Skriv inga personuppgifter/).waitFor();
      await footer.getByRole('button', { name: 'Bra', exact: true }).click();

      const response = await giveFeedback(page, 'Tydlig översikt');
      expect(response.status()).toBe(201);
      expect(response.request().postDataJSON()).toEqual({ page: '/', thumbs: 'thumbs-up', optionalText: 'Tydlig översikt', customerId: customer.customerId });

      const invitation = footer.getByRole('region', { name: 'Vill du vara med i vår kundpanel?' });
      await invitation.waitFor();
      await invitation.getByRole('button', { name: 'Nej tack' }).click();
      await invitation.waitFor({ state: 'detached' });

      // The next page's feedback does not ask again during this visit.
      await page.getByRole('navigation', { name: 'Huvudmeny' }).getByRole('link', { name: 'Elförbrukning' }).click();
      await page.getByRole('heading', { level: 1, name: 'Elförbrukning' }).waitFor();
      const again = await giveFeedback(page, '');
      expect(again.request().postDataJSON()).toEqual({ page: '/el/elforbrukning', thumbs: 'thumbs-up', customerId: customer.customerId });
      await page.waitForLoadState('networkidle');
      await expect(invitation.count()).resolves.toBe(0);
    }));

  it('joins the customer panel with the customer’s own e-mail', () =>
    withPage(browser, {}, async (page) => {
      const customer = await openOwnOverview(page);
      const participation = { params: { id: customer.customerNumber } };
      await giveFeedback(page, '');
      const invitation = page.getByRole('region', { name: 'Vill du vara med i vår kundpanel?' });
      // The customer has an e-mail address: none is asked for.
      await expect(invitation.getByRole('textbox').count()).resolves.toBe(0);
      const joined = page.waitForResponse((r) => callsEndpoint(panelEndpoints.setParticipation, participation)(r.request()));
      await invitation.getByRole('button', { name: 'Gå med i kundpanelen' }).click();
      expect((await joined).status()).toBe(200);
      await page.getByText('Tack för att du vill vara med i vår kundpanel! Vi kontaktar dig via mejl med en första enkät.').waitFor();
      await page.getByText(customer.email).waitFor();
      await page.getByRole('contentinfo').screenshot({ path: screenshotPath('kundpanel-tack-desktop-light.png') });

      // The server keeps it: read anew (not from the persisted cache), a participant is not invited again.
      // Listening before the reload: the page may ask as it starts, before the heading shows.
      const read = page.waitForResponse((r) => callsEndpoint(panelEndpoints.participation, participation)(r.request()));
      await reloadWithoutPersistedCache(page);
      await page.getByRole('heading', { level: 1, name: customer.name }).waitFor();
      await giveFeedback(page, '');
      expect(await (await read).json()).toEqual({ participationStatus: 'Participating' });
      await expect(invitation.count()).resolves.toBe(0);
    }));
});

describe('inside the shell', () => {
  it('restores the scroll position of a path visited before, and starts a new path at the top (spec §2.5)', () =>
    withPage(browser, { storageState: privat }, async (page) => {
      await openPrivatOverview(page);
      // A low window, so both pages scroll.
      await page.setViewportSize({ width: 1440, height: 500 });
      const sidebar = page.getByRole('navigation', { name: 'Huvudmeny' });
      const scrollY = () => page.evaluate(() => Math.round(window.scrollY));

      await page.evaluate(() => window.scrollTo(0, 300));
      await expect.poll(scrollY).toBe(300);
      await sidebar.getByRole('link', { name: 'Elförbrukning' }).click();
      await page.getByRole('heading', { level: 1, name: 'Elförbrukning' }).waitFor();
      // The page at its full height: the chart, or below the fold the room kept for it.
      await page.getByTestId('time-series-chart').or(page.getByTestId('chart-not-drawn')).waitFor();
      await expect.poll(scrollY).toBe(0);

      await page.evaluate(() => window.scrollTo(0, 200));
      await expect.poll(scrollY).toBe(200);
      await sidebar.getByRole('link', { name: 'Översikt' }).click();
      await page.getByRole('heading', { level: 1, name: 'Anna Andersson' }).waitFor();
      await expect.poll(scrollY).toBe(300);

      await sidebar.getByRole('link', { name: 'Elförbrukning' }).click();
      await page.getByRole('heading', { level: 1, name: 'Elförbrukning' }).waitFor();
      await expect.poll(scrollY).toBe(200);
    }));

  it('says "Hoppsan!" for an unknown path, with the menu and the footer still there', () =>
    withPage(browser, { storageState: privat }, async (page) => {
      await openPrivatOverview(page);
      await page.goto(`${baseUrl()}/finns-inte`);
      await page.getByRole('heading', { level: 1, name: 'Hoppsan!' }).waitFor();
      await page.getByText('Vi kan inte hitta sidan du letar efter.').waitFor();
      await page.getByRole('navigation', { name: 'Huvudmeny' }).getByRole('link', { name: 'Översikt' }).waitFor();
      await page.getByRole('contentinfo').getByRole('heading', { name: 'Vad tycker du om sidan?' }).waitFor();
      expect(await page.title()).toBe('Sidan hittades inte – Mina sidor');
    }));

  it('sends /el to Elförbrukning', () =>
    withPage(browser, { storageState: privat }, async (page) => {
      await openPrivatOverview(page);
      await page.goto(`${baseUrl()}/el`);
      await waitForAppPath(page, '/el/elforbrukning');
      await page.getByRole('heading', { level: 1, name: 'Elförbrukning' }).waitFor();
    }));
  it('loads the browser’s locale data in a worker of its own origin, and nothing on the page breaks the CSP (decision 0038)', () =>
    withPage(browser, { storageState: privat }, async (page) => {
      await page.addInitScript(() => {
        const refused: string[] = [];
        Object.assign(window, { refusedByCsp: refused });
        document.addEventListener('securitypolicyviolation', (event) => refused.push(`${event.violatedDirective} ${event.blockedURI}`));
      });
      await openPrivatOverview(page);
      const worker = await page.evaluate(() =>
        (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
          .filter((entry) => entry.name.includes('/assets/warm-intl.worker-'))
          .map((entry) => entry.responseStatus),
      );
      expect(worker).toEqual([200]);
      await expect(page.evaluate(() => (window as unknown as { refusedByCsp: string[] }).refusedByCsp)).resolves.toEqual([]);
    }));

  it('asks for the shell’s code from the HTML, beside the first page’s script, at low priority, and fetches it once (decision 0039)', () =>
    withPage(browser, { storageState: privat }, async (page) => {
      const shellCode = /\/assets\/(shell|main-shell|shell-routes|swedish-theme)-[\w-]{8}\.js$/;
      const html = await (await page.request.get(`${baseUrl()}/el/elforbrukning`, { headers: { accept: 'text/html' } })).text();
      const inHtml = [...html.matchAll(/<(?:script|link)\b[^>]*? (?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]!);
      const shellFiles = inHtml.filter((href) => shellCode.test(href)).sort();
      expect(shellFiles).toHaveLength(4);

      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Network.enable');
      const priorities = new Map<string, string>();
      cdp.on('Network.requestWillBeSent', ({ request }) => priorities.set(new URL(request.url).pathname, request.initialPriority));
      await openPrivatOverview(page);
      // Nothing the HTML asks for holds up its first paint, the loading frame: Lighthouse's simulation takes a script asked for at high priority for one that does.
      expect(inHtml.map((file) => `${file} ${priorities.get(file)}`)).toEqual(inHtml.map((file) => `${file} Low`));
      const fetched = await page.evaluate(
        (pattern) =>
          performance
            .getEntriesByType('resource')
            .map((entry) => new URL(entry.name).pathname)
            .filter((path) => new RegExp(pattern).test(path)),
        shellCode.source,
      );
      // Once each: a second fetch would mean that the link's request did not match the import's.
      expect(fetched.sort()).toEqual(shellFiles);
    }));

  it('fetches the code of the profile menu and the feedback text while idle, and runs it only once asked (decision 0038)', () =>
    withPage(browser, { storageState: privat }, async (page) => {
      const { fetched, ran } = await watchBuiltCode(page);
      await openPrivatOverview(page);
      await expect.poll(() => fetched('profile-menu')).toBe(true);
      await expect.poll(() => fetched('feedback-text')).toBe(true);
      await expect(ran('profile-menu')).resolves.toBe(false);
      await expect(ran('feedback-text')).resolves.toBe(false);

      await page
        .getByRole('navigation', { name: 'Huvudmeny' })
        .getByRole('button', { name: /Anna Andersson/ })
        .click();
      await page.getByRole('menuitem', { name: 'Logga ut' }).waitFor();
      await expect(ran('profile-menu')).resolves.toBe(true);
      await page.keyboard.press('Escape');
      await page.getByRole('menu').waitFor({ state: 'detached' });

      await page.getByRole('contentinfo').getByRole('button', { name: 'Bra', exact: true }).click();
      await page.getByRole('textbox', { name: 'Vad är bra på sidan? (frivilligt)' }).waitFor();
      await expect(ran('feedback-text')).resolves.toBe(true);
    }));
});
