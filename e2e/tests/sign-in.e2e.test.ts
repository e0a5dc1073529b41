import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_IDS, DEMO_INVITATION_CODE, PERSONAS } from '../../apps/server/src/demo-source/personas.ts';
import { QUERY_CACHE_KEY } from '../../apps/web/src/lib/query-persistence.ts';
import { appLocation, storedUserKey, waitForAppPath } from '../support/app.ts';
import { baseUrl, launchBrowser, signInAs, signInWithPersonnummer, withPage } from '../support/browser.ts';
import { fileFixtures, loginLike } from '../support/fixtures.ts';
import { persona } from '../support/personas.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());
const fixtures = fileFixtures();

/** Where a persona starts: `inbjuden` opened the invitation link before signing in. */
const startPath = (key: string) => (key === 'inbjuden' ? `/bekrafta_konto/${DEMO_INVITATION_CODE}` : '/');

/** What proves the landing page really rendered, by the path it lands on. */
async function expectLandingContent(page: Page, lands: string) {
  const path = lands.split('?')[0];
  if (path === '/') return page.getByRole('heading', { level: 1, name: 'Anna Andersson' }).waitFor();
  if (path === '/switch-user')
    return page.getByRole('dialog', { name: 'Konton' }).getByText('Du har tillgång till flera konton. Välj konto för att gå vidare.').waitFor();
  const headings: Record<string, string> = {
    '/non-customer': 'Du är inte kund hos oss ännu',
    '/foretag/skapa-anvandare': 'Lägg till nytt företag',
    '/kundsok': 'Kundsök',
    '/inloggningsproblem': 'Beklagar inloggningsproblemen',
  };
  const heading = path?.startsWith('/bekrafta_konto/') ? 'Bekräfta konto' : headings[path ?? ''];
  if (!heading) throw new Error(`no expectation for ${lands}`);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
}

// The journeys that change data (an invitation accepted, a company linked) do it with logins of
// their own (fixtures.ts): the personas land the same whatever ran before.
describe('every demo persona lands exactly where spec §4.1 says', () => {
  it.each(PERSONAS.map((p) => [p.key, p] as const))('%s', async (key, p) =>
    withPage(browser, {}, async (page) => {
      await signInAs(page, p, startPath(key));
      await waitForAppPath(page, p.lands);
      await expectLandingContent(page, p.lands);
      expect(appLocation(page)).toBe(p.lands);
    }),
  );
});

describe('sign-in and sign-out', () => {
  it('a deep link opened while signed out returns to that path after sign-in', () =>
    withPage(browser, {}, async (page) => {
      await signInAs(page, persona('privat'), '/fakturor?ar=2025');
      await waitForAppPath(page, '/fakturor?ar=2025');
      await page.getByRole('heading', { level: 1, name: 'Fakturor' }).waitFor();
    }));

  it('logout clears the stored state and ends at the site root, signed out', () =>
    withPage(browser, {}, async (page) => {
      await signInAs(page, persona('privat'));
      await page.getByRole('heading', { level: 1, name: 'Anna Andersson' }).waitFor();
      expect(await storedUserKey(page)).toMatch(/^oidc\.user:/);

      const visited: string[] = [];
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) visited.push(frame.url());
      });
      await page
        .getByRole('navigation', { name: 'Huvudmeny' })
        .getByRole('button', { name: /Anna Andersson/ })
        .click();
      await page.getByRole('menuitem', { name: 'Logga ut' }).click();
      // The root, signed out, starts sign-in again: the login page.
      await page.waitForURL(/\/idp\/interaction\//);
      await page.getByRole('button', { name: 'Anna Andersson (privat)' }).waitFor();

      const signout = visited.indexOf(`${baseUrl()}/signout`);
      expect(signout).toBeGreaterThanOrEqual(0);
      expect(visited.slice(signout + 1)).toContain(`${baseUrl()}/`);
      expect(await storedUserKey(page)).toBeUndefined();
      expect(await page.evaluate(() => localStorage.getItem('mina-sidor.selection'))).toBeNull();
      expect(await page.evaluate((key) => localStorage.getItem(key), QUERY_CACHE_KEY)).toBeNull();
    }));
});

describe('the login page', () => {
  it('tells in Swedish that a personnummer is not valid', () =>
    withPage(browser, {}, async (page) => {
      await page.goto(`${baseUrl()}/`);
      await page.waitForURL(/\/idp\/interaction\//);
      await page.getByLabel('Personnummer').fill('19800312-9808');
      await page.getByRole('button', { name: 'Logga in', exact: true }).click();
      await expect(page.getByRole('alert').textContent()).resolves.toContain('Personnumret är inte giltigt');
      await page.getByLabel('Personnummer').fill('19800312-9809');
      await page.getByRole('button', { name: 'Logga in', exact: true }).click();
      await waitForAppPath(page, '/');
      await page.getByText('5000101').first().waitFor();
    }));
});

describe('journeys that change data, each with a login of its own', () => {
  it('inbjuden: the invitation opened before sign-in is confirmed, then the linked account is chosen', async () => {
    const login = await fixtures.login(loginLike(persona('inbjuden')));
    const { code } = await fixtures.invitation(CUSTOMER_IDS.foretag);
    await withPage(browser, {}, async (page) => {
      await signInWithPersonnummer(page, login.personnummer, `/bekrafta_konto/${code}`);
      await waitForAppPath(page, `/bekrafta_konto/${code}`);
      await page.getByText('Du har blivit inbjuden att se Bergström Fastigheter AB:s sidor på Mina sidor.', { exact: false }).waitFor();
      await page.getByRole('button', { name: 'Bekräfta konto' }).click();

      await waitForAppPath(page, '/switch-user');
      const linked = page.getByRole('region', { name: 'Länkat konto' });
      await linked.getByRole('button', { name: /Huvudkontor/ }).click();
      await waitForAppPath(page, '/');
      await page.getByRole('heading', { level: 1, name: 'Bergström Fastigheter AB' }).waitFor();
      await page
        .getByRole('note')
        .getByText(/sidor som länkad användare/)
        .waitFor();
    });
  });

  it('a company login cannot link a company it does not represent, even with its customer number', async () => {
    // The organisation this company e-identification represents is another than Bergström Fastigheter AB's.
    const login = await fixtures.login({ ...loginLike(persona('nytt-foretag')), organisationNumber: '5569876542' });
    await withPage(browser, {}, async (page) => {
      await signInWithPersonnummer(page, login.personnummer);
      await waitForAppPath(page, '/foretag/skapa-anvandare');
      const form = page.getByRole('form', { name: 'Lägg till nytt företag' });
      await form.getByLabel(/^Kundnummer/).fill('5100303');
      await form.getByLabel(/^Organisationsnummer/).fill('556123-4567');
      await form.getByLabel(/^Mejl/).fill('johan.berg@example.se');
      await form.getByRole('button', { name: 'Lägg till företag' }).click();
      await expect(page.getByRole('alert').textContent()).resolves.toBe(
        'Vi hittar inget företag med det organisationsnumret och kundnumret. Kontrollera uppgifterna.',
      );
      expect(appLocation(page)).toBe('/foretag/skapa-anvandare');
    });
    await expect(fixtures.customerOf(login)).resolves.toBeNull();
  });

  it('nytt-foretag: the company-link form checks its fields, links the company, and sign-in restarts with it', async () => {
    const login = await fixtures.login(loginLike(persona('nytt-foretag')));
    await withPage(browser, {}, async (page) => {
      await signInWithPersonnummer(page, login.personnummer);
      await waitForAppPath(page, '/foretag/skapa-anvandare');
      const form = page.getByRole('form', { name: 'Lägg till nytt företag' });
      await expect(form.getByLabel(/^Namn/).inputValue()).resolves.toBe('Johan Berg');

      await form.getByRole('button', { name: 'Lägg till företag' }).click();
      await expect(form.getByText('Det här fältet krävs').count()).resolves.toBe(3);
      await form.getByLabel(/^Kundnummer/).fill('51OO303');
      await expect(form.getByText('Enbart siffror är tillåtna').isVisible()).resolves.toBe(true);
      await form.getByLabel(/^Mejl/).fill('johan.berg@');
      await expect(form.getByText('Ange en giltig mejladress').isVisible()).resolves.toBe(true);

      await form.getByLabel(/^Kundnummer/).fill('5100303');
      await form.getByLabel(/^Organisationsnummer/).fill('556123-4567');
      await form.getByLabel(/^Mejl/).fill('johan.berg@example.se');
      await form.getByRole('button', { name: 'Lägg till företag' }).click();
      await page.getByText('Du är nu kopplad mot företaget.').waitFor();

      // Sign-in restarts by itself; the login is now the company's.
      await waitForAppPath(page, '/switch-user?showModal=true&autoLogin=true');
      const dialog = page.getByRole('dialog', { name: 'Konton' });
      await dialog
        .getByRole('region', { name: 'Företagskonto' })
        .getByRole('button', { name: /Bergström Fastigheter AB – Huvudkontor/ })
        .waitFor();
    });
  });
});
