import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, type ExpectStatic, expect, it } from 'vitest';
import { screenshotPath, screenshotWholePage, waitForAppPath, waitForStillPage, wcagViolations } from '../support/app.ts';
import { baseUrl, inEveryLook, launchBrowser, newContext, type StorageState, signInAs, withPage } from '../support/browser.ts';
import { persona } from '../support/personas.ts';

/**
 * Every screen in every look (desktop and mobile, light and dark): a screenshot to
 * look at (test-results/screenshots), and axe finds no WCAG 2.1 A/AA violations.
 * privat's screens are the routes its sidebar offers, read from the app before the tests are
 * collected, so a new route is swept without editing this file, as a test of its own in each look.
 * Each persona signs in once.
 */

const NOT_FOUND = '/finns-inte';

const sessions: Partial<Record<'privat' | 'foretagPicker' | 'foretag' | 'lankad', StorageState>> = {};

/**
 * Signs in, keeps the session as it lands, then (when the persona lands in the
 * picker) chooses an account and keeps the session again, on its overview.
 */
async function signIn(key: string, account: RegExp | null, heading: string): Promise<{ landed: StorageState; overview: StorageState; page: Page }> {
  const context = await newContext(browser);
  const page = await context.newPage();
  await signInAs(page, persona(key));
  await waitForAppPath(page, persona(key).lands);
  const dialog = page.getByRole('dialog', { name: 'Konton' });
  if (account) await dialog.getByRole('button', { name: account }).waitFor();
  const landed = await context.storageState();
  if (account) await dialog.getByRole('button', { name: account }).click();
  await waitForAppPath(page, '/');
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  return { landed, overview: await context.storageState(), page };
}

const browser: Browser = await launchBrowser();
afterAll(() => browser.close());

/** The paths of privat's sidebar, read at collection so that each is a test. */
const privatRoutes = await (async () => {
  const privat = await signIn('privat', null, 'Anna Andersson');
  sessions.privat = privat.overview;
  const hrefs = await privat.page
    .getByRole('navigation', { name: 'Huvudmeny' })
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  await privat.page.context().close();
  return [...new Set(hrefs.filter((href): href is string => href?.startsWith('/') ?? false))];
})();

beforeAll(async () => {
  const foretag = await signIn('foretag', /Björknäs/, 'Bergström Fastigheter AB');
  sessions.foretagPicker = foretag.landed;
  sessions.foretag = foretag.overview;
  await foretag.page.context().close();

  const lankad = await signIn('lankad', /^Anna Andersson/, 'Anna Andersson');
  sessions.lankad = lankad.overview;
  await lankad.page.context().close();
});

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
  it('privat’s sidebar offers its routes', () => {
    expect(privatRoutes).toContain('/');
    expect(privatRoutes.length).toBeGreaterThan(1);
  });

  // A test per screen, two at a time (much of each is waiting for the server and the page to come to rest).
  // The page loads once and is then looked at in each look.
  it.concurrent.for([...privatRoutes, NOT_FOUND])(
    'privat: %s in every look (each route of the sidebar, and "Hoppsan!" for an unknown path)',
    { timeout: 120_000 },
    (path, { expect }) =>
      withPage(browser, { storageState: sessions.privat! }, async (page) => {
        await openStill(page, path);
        await inEveryLook(page, (look) => checkLook(expect, page, path, `${screenName(path)}-privat-${look}`));
        await checkTable(expect, page, path);
      }),
  );

  it.concurrent.for(['foretag', 'lankad'] as const)('%s: the overview of the account chosen, in every look', { timeout: 120_000 }, (who, { expect }) =>
    withPage(browser, { storageState: sessions[who]! }, async (page) => {
      await openStill(page, '/');
      await inEveryLook(page, (look) => checkLook(expect, page, '/', `${screenName('/')}-${who}-${look}`));
      await checkTable(expect, page, '/');
    }),
  );

  it.concurrent('foretag: the account picker, and its search without results, in every look', ({ expect }) =>
    withPage(browser, { storageState: sessions.foretagPicker! }, async (page) => {
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
