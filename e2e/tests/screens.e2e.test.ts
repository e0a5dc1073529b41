import type { Browser, Page } from 'playwright-core';
import { afterAll, describe, type ExpectStatic, expect, it } from 'vitest';
import { screenshotPath, screenshotWholePage, waitForAppPath, waitForStillPage, wcagViolations } from '../support/app.ts';
import { baseUrl, inEveryLook, inLooks, type Look, launchBrowser, newContext, type StorageState, signInAs, withPage } from '../support/browser.ts';
import { persona } from '../support/personas.ts';

/**
 * Every screen in every look (desktop and mobile, light and dark): a screenshot to look at
 * (test-results/screenshots), and axe finds no WCAG 2.1 A/AA violations. Each persona's routes are
 * the links its sidebar offers, read from the app before the tests are collected, so a new route is
 * swept without editing this file, as a test of its own. privat's every route is swept; another
 * persona's route where its page differs from what is swept already (decision 0033): a route no
 * persona swept before it has, and the routes DIFFERS names. Each persona signs in once.
 */

const NOT_FOUND = '/finns-inte';

/** The personas swept beside privat, each on a customer's pages. */
type Other = 'foretag' | 'koncern' | 'lankad' | 'kundservice';

/**
 * Beside the routes new to it, the routes where another persona's page shows other content than
 * privat's on the same screen (decision 0033). Each must be among the persona's routes.
 */
const DIFFERS: Record<Other, readonly string[]> = {
  // Company data: the company's or the group's overview, and several metering points to choose among.
  foretag: ['/', '/el/elforbrukning'],
  koncern: ['/', '/el/elforbrukning'],
  // Read only: the banner, and every screen that holds back what only the customer may do.
  lankad: ['/', '/avtal', '/bestall-power-hub', '/el/han-port', '/fjarrvarme/avtal', '/el/fullmakter', '/meddelanden', '/vatten-avlopp/avlasning'],
  // Staff: the banner, and the screens that tell staff something of their own; the rest of their
  // read-only pages are the linked user's.
  kundservice: ['/', '/fjarrvarme/avtal', '/bestall-power-hub', '/rapporter', '/fakturor/andra-fakturareferens'],
};

/** How each persona reaches a customer's overview after signing in: an account in the picker, or a customer from the search. */
const REACH: Record<Other, (page: Page) => Promise<void>> = {
  // Kontorshuset Sicklaön: high voltage, district cooling and sub-meters.
  foretag: (page) => chooseAccount(page, /Fisksätra/),
  // The group's own account: every site's services, the group's reports.
  koncern: (page) => chooseAccount(page, /^Nordhamn Koncern AB/),
  // Anna's pages, through the link.
  lankad: (page) => chooseAccount(page, /^Anna Andersson/),
  kundservice: async (page) => {
    await waitForAppPath(page, '/kundsok');
    await page.getByRole('searchbox', { name: 'Sök kund' }).fill('Anna');
    await page.getByRole('button', { name: 'Sök', exact: true }).click();
    await page.getByRole('link', { name: /Anna Andersson/ }).click();
  },
};

const LANDS_ON: Record<Other | 'privat', string> = {
  privat: 'Anna Andersson',
  foretag: 'Bergström Fastigheter AB',
  koncern: 'Nordhamn Koncern AB',
  lankad: 'Anna Andersson',
  kundservice: 'Anna Andersson',
};

async function chooseAccount(page: Page, account: RegExp) {
  const button = page.getByRole('dialog', { name: 'Konton' }).getByRole('button', { name: account });
  await button.click();
}

type Session = { state: StorageState; routes: string[] };

/** The sidebar's paths, in its order. */
async function sidebarPaths(page: Page): Promise<string[]> {
  const hrefs = await page
    .getByRole('navigation', { name: 'Huvudmeny' })
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  return [...new Set(hrefs.filter((href): href is string => href?.startsWith('/') ?? false))];
}

/** Signs in, reaches a customer's overview, and keeps the session and the sidebar's routes; for foretag also the session in the picker. */
async function signIn(key: Other | 'privat'): Promise<Session & { picker?: StorageState }> {
  const context = await newContext(browser);
  try {
    const page = await context.newPage();
    await signInAs(page, persona(key));
    await waitForAppPath(page, persona(key).lands);
    let picker: StorageState | undefined;
    if (key === 'foretag') {
      await page.getByRole('dialog', { name: 'Konton' }).getByRole('searchbox', { name: 'Sök konto' }).waitFor();
      picker = await context.storageState();
    }
    if (key !== 'privat') await REACH[key](page);
    await waitForAppPath(page, '/');
    await page.getByRole('heading', { level: 1, name: LANDS_ON[key] }).waitFor();
    return { state: await context.storageState(), routes: await sidebarPaths(page), ...(picker ? { picker } : {}) };
  } finally {
    await context.close();
  }
}

const browser: Browser = await launchBrowser();
afterAll(() => browser.close());

// Read at collection, so that each route is a test; two at a time, as the tests run.
const privat = await signIn('privat');
const [foretag, koncern] = await Promise.all([signIn('foretag'), signIn('koncern')]);
const [lankad, kundservice] = await Promise.all([signIn('lankad'), signIn('kundservice')]);
const others: Record<Other, Session> = { foretag, koncern, lankad, kundservice };

/**
 * The routes swept for each persona beside privat: a route nobody before it in this order has (the
 * group first: its pages hold every site), and the routes DIFFERS names for it.
 */
const SWEEP_ORDER: readonly Other[] = ['koncern', 'foretag', 'lankad', 'kundservice'];
const otherRoutes = SWEEP_ORDER.reduce(
  ({ seen, pairs }, who) => ({
    seen: new Set([...seen, ...others[who].routes]),
    pairs: [...pairs, ...others[who].routes.filter((path) => !seen.has(path) || DIFFERS[who].includes(path)).map((path) => [who, path] as const)],
  }),
  { seen: new Set(privat.routes), pairs: [] as (readonly [Other, string])[] },
).pairs;

/** The file name of a screen's screenshot: its path's segments joined by dashes ("/avtal" and "/fjarrvarme/avtal" differ), "oversikt" for the overview. */
function screenName(path: string): string {
  if (path === '/') return 'oversikt';
  if (path === NOT_FOUND) return 'hoppsan';
  return path.split('/').filter(Boolean).join('-');
}

/** Opens a path and waits until its page is complete and still. */
async function openStill(page: Page, path: string) {
  await page.goto(`${baseUrl()}${path}`);
  await waitForAppPath(page, path);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await waitForStillPage(page);
}

/** One look at the page as it is: the window and the whole page captured, and axe run. */
async function checkLook(expect: ExpectStatic, page: Page, path: string, name: string) {
  await waitForStillPage(page);
  await page.screenshot({ path: screenshotPath(`${name}.png`) });
  await screenshotWholePage(page, screenshotPath(`${name}-hela.png`));
  expect.soft(await wcagViolations(page), `${path} (${name})`).toEqual([]);
}

/**
 * The looks another persona's page is seen in, with a screenshot and axe: one of each size and
 * scheme. privat's sweep has every look of the shell and the screens; what differs for another
 * persona is content, whose layout shows at either size and colours in either scheme (decision 0033).
 */
const OTHERS_LOOKS: readonly Look[] = ['desktop-light', 'mobile-dark'];

/** With its table shown, when the screen has one. */
async function checkTable(expect: ExpectStatic, page: Page, path: string) {
  const showTable = page.getByRole('button', { name: 'Visa som tabell' }).first();
  if ((await showTable.count()) === 0) return;
  // The table the button opens: a screen may have other tables beside it.
  const shown = page.locator(`[id="${await showTable.getAttribute('aria-controls')}"]`).getByRole('table');
  await showTable.click();
  await shown.waitFor();
  expect.soft(await wcagViolations(page), `${path}, with the table`).toEqual([]);
}

describe('every screen looks finished and has no WCAG 2.1 A/AA violations', () => {
  it('each persona’s sidebar offers its routes, among them those swept for it', () => {
    expect(privat.routes).toContain('/');
    expect(privat.routes.length).toBeGreaterThan(1);
    for (const who of Object.keys(others) as Other[]) {
      expect.soft(others[who].routes, who).toEqual(expect.arrayContaining([...DIFFERS[who]]));
    }
  });

  // A test per screen, two at a time (much of each is waiting for the server and the page to come to rest).
  // The page loads once and is then looked at in each look.
  it.concurrent.for([...privat.routes, NOT_FOUND])(
    'privat: %s in every look (each route of the sidebar, and "Hoppsan!" for an unknown path)',
    { timeout: 120_000 },
    (path, { expect }) =>
      withPage(browser, { storageState: privat.state }, async (page) => {
        await openStill(page, path);
        await inEveryLook(page, (look) => checkLook(expect, page, path, `${screenName(path)}-privat-${look}`));
        await checkTable(expect, page, path);
      }),
  );

  it.concurrent.for(otherRoutes)('%s: %s in two looks (where its page differs from those swept before it)', { timeout: 120_000 }, ([who, path], { expect }) =>
    withPage(browser, { storageState: others[who].state }, async (page) => {
      await openStill(page, path);
      await inLooks(page, OTHERS_LOOKS, async (look) => {
        await waitForStillPage(page);
        await page.screenshot({ path: screenshotPath(`${screenName(path)}-${who}-${look}.png`) });
        expect.soft(await wcagViolations(page), `${who}: ${path} (${look})`).toEqual([]);
      });
    }),
  );

  it.concurrent('foretag: the account picker, and its search without results, in every look', ({ expect }) =>
    withPage(browser, { storageState: foretag.picker! }, async (page) => {
      const lands = persona('foretag').lands;
      await page.goto(`${baseUrl()}${lands}`);
      await waitForAppPath(page, lands);
      const search = page.getByRole('dialog', { name: 'Konton' }).getByRole('searchbox', { name: 'Sök konto' });
      await search.waitFor();
      await inEveryLook(page, async (look) => {
        await waitForStillPage(page);
        await page.screenshot({ path: screenshotPath(`konton-foretag-${look}.png`) });
        expect.soft(await wcagViolations(page), `the picker (${look})`).toEqual([]);
      });
      await search.fill('Göteborg');
      await page.getByText('Vi hittar inga konton').waitFor();
      await inEveryLook(page, async (look) => {
        await waitForStillPage(page);
        expect.soft(await wcagViolations(page), `the picker, nothing found (${look})`).toEqual([]);
      });
    }));

  it.concurrent('signed out: the accessibility statement in every look (the same page signed in)', ({ expect }) =>
    withPage(browser, {}, async (page) => {
      await page.goto(`${baseUrl()}/tillganglighet`);
      await page.getByRole('heading', { level: 1, name: 'Tillgänglighetsredogörelse' }).waitFor();
      await inEveryLook(page, (look) => checkLook(expect, page, '/tillganglighet', `tillganglighet-${look}`));
    }));

  it.concurrent('signed out: the login-problem page, and the download page without a token, in every look', ({ expect }) =>
    withPage(browser, {}, async (page) => {
      await page.goto(`${baseUrl()}/inloggningsproblem`);
      await page.getByRole('heading', { level: 1, name: 'Beklagar inloggningsproblemen' }).waitFor();
      await inEveryLook(page, async (look) => {
        await waitForStillPage(page);
        await page.screenshot({ path: screenshotPath(`inloggningsproblem-${look}.png`) });
        expect.soft(await wcagViolations(page), `/inloggningsproblem (${look})`).toEqual([]);
      });

      await page.goto(`${baseUrl()}/ladda-ner`);
      await page.getByText('Ingen token angiven i URL:en.').waitFor();
      await inEveryLook(page, async (look) => {
        await waitForStillPage(page);
        await page.screenshot({ path: screenshotPath(`ladda-ner-utan-token-${look}.png`) });
        expect.soft(await wcagViolations(page), `/ladda-ner (${look})`).toEqual([]);
      });
    }));
});
