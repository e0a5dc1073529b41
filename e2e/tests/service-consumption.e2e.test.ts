import { consumptionEndpoints, type ConsumptionSeries, type MeteringPointSummary } from '@mina-sidor/shared/consumption';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_IDS } from '../../apps/server/src/demo-source/personas.ts';
import { apiPath, screenshotPath, sidebarLinks, storedUserKey, waitForAppPath, waitForStillPage, wcagViolations } from '../support/app.ts';
import { baseUrl, inEveryLook, launchBrowser, signedInState, signInAs, signInWithPersonnummer, type StorageState, withPage } from '../support/browser.ts';
import { fileFixtures, loginLike } from '../support/fixtures.ts';
import { persona } from '../support/personas.ts';

// District cooling, tap hot water and sub-metering on the one consumption view,
// each with the demo persona whose property has it, showing the server's total in its unit; and
// Fjärrvärmeförbrukning and Vattenförbrukning with real values for privat and the company. privat's
// sidebar pages are swept by screens.e2e.test.ts; the company's are looked at here.

let browser: Browser;
const fixtures = fileFixtures();
/** The group (its property: every site), Bergström on Kontorshuset Sicklaön, and privat; each signed in once. */
let koncern: StorageState;
let sickla: StorageState;
let privat: StorageState;

/** Signs in with a login of its own shaped like the persona, so the account chosen is no other test's, and picks the account. */
async function companySession(key: 'foretag' | 'koncern', account: RegExp): Promise<StorageState> {
  const login = await fixtures.login(loginLike(persona(key)));
  return signedInState(browser, async (page) => {
    await signInWithPersonnummer(page, login.personnummer);
    await page.getByRole('dialog', { name: 'Konton' }).getByRole('button', { name: account }).click();
    await waitForAppPath(page, '/');
  });
}

beforeAll(async () => {
  browser = await launchBrowser();
  // The group's property is the group: the logistics company's account shows every site.
  koncern = await companySession('koncern', /Nordhamn Logistik AB/);
  // Kontorshuset Sicklaön is the property of the Fisksätra account.
  sickla = await companySession('foretag', /Fisksätra/);
  privat = await signedInState(browser, async (page) => {
    await signInAs(page, persona('privat'));
    await waitForAppPath(page, '/');
  });
}, 90_000);
afterAll(() => browser.close());

/** GET with the signed-in page's token, as the app asks. */
function fetchAs<T>(page: Page, url: string): Promise<T> {
  return storedUserKey(page).then(
    (key) =>
      page.evaluate(
        async ({ key, url }) => {
          const { access_token: token } = JSON.parse(localStorage.getItem(key ?? '') ?? '{}') as { access_token: string };
          const response = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
          return ((await response.json()) as { data: unknown }).data;
        },
        { key, url },
      ) as Promise<T>,
  );
}

/** The first of this and of next month in Stockholm: the days the view opens on. */
function thisMonth(): { from: string; to: string } {
  const [year, month] = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm', year: 'numeric', month: '2-digit' })
    .format(new Date())
    .split('-')
    .map(Number) as [number, number];
  const first = (y: number, m: number) => `${y}-${String(m).padStart(2, '0')}-01`;
  return { from: first(year, month), to: month === 12 ? first(year + 1, 1) : first(year, month + 1) };
}

/** The total as the summary shows it: whole units from 100 up, else one decimal. */
const shown = (series: ConsumptionSeries) => {
  const decimals = series.total >= 100 ? 0 : 1;
  return `${new Intl.NumberFormat('sv-SE', { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(series.total)}\u00a0${series.unit}`;
};

type Screen = { path: string; heading: string; service: string; type: MeteringPointSummary['type']; unit: 'kWh' | 'm³' };

/**
 * Opens the screen and checks that it shows the server's total, in the unit, of the point it
 * chose (the first of the property's matching points); returns the other candidates.
 */
async function seesServerTotal(page: Page, customerId: string, screen: Screen, facilityKey?: string): Promise<MeteringPointSummary[]> {
  await page.goto(`${baseUrl()}${screen.path}`);
  await waitForAppPath(page, screen.path);
  await page.getByRole('heading', { level: 1, name: screen.heading }).waitFor();
  const points = await fetchAs<MeteringPointSummary[]>(page, apiPath(consumptionEndpoints.meteringPoints, { params: { id: customerId } }));
  const candidates = points.filter((p) => p.service === screen.service && p.type === screen.type && (!facilityKey || p.facilityKey === facilityKey));
  expect(candidates.length, screen.path).toBeGreaterThan(0);
  const series = await seriesOf(page, customerId, candidates[0]!);
  expect(series.unit, screen.path).toBe(screen.unit);
  expect(series.total, screen.path).toBeGreaterThan(0);
  await page.getByText(shown(series), { exact: true }).first().waitFor();
  return candidates;
}

function seriesOf(page: Page, customerId: string, point: MeteringPointSummary): Promise<ConsumptionSeries> {
  const url = apiPath(consumptionEndpoints.series, {
    params: { id: customerId, meteringPointId: point.meteringPointId },
    query: { resolution: 'day', ...thisMonth(), compare: 'true' },
  });
  return fetchAs<ConsumptionSeries[]>(page, url).then((data) => data[0]!);
}

const COOLING: Screen = { path: '/fjarrkyla', heading: 'Fjärrkyla', service: 'FJK', type: 'CONSUMPTION', unit: 'kWh' };
const SUB_EL: Screen = { path: '/undermatning-el', heading: 'Undermätning el', service: 'EL', type: 'SUBMETER', unit: 'kWh' };
const SUB_HEAT: Screen = { path: '/undermatning-fjarrvarme', heading: 'Undermätning fjärrvärme', service: 'FJV', type: 'SUBMETER', unit: 'kWh' };
const HEAT: Screen = { path: '/fjarrvarme/fjarrvarmeforbrukning', heading: 'Fjärrvärmeförbrukning', service: 'FJV', type: 'CONSUMPTION', unit: 'kWh' };
const SICKLA = '5100303-F06';

describe('the services’ consumption screens', () => {
  it('koncern: Fjärrkyla, Tappvarmvatten and the three sub-metering pages show the server’s totals; another sub-meter is chosen', () =>
    withPage(browser, { storageState: koncern }, async (page) => {
      await page.goto(`${baseUrl()}/`);
      await page.getByRole('heading', { level: 1, name: 'Nordhamn Koncern AB' }).waitFor();
      const links = await sidebarLinks(page);
      for (const entry of [
        'Fjärrkyla → /fjarrkyla',
        'Tappvarmvatten → /tappvarmvatten',
        'Undermätning el → /undermatning-el',
        'Undermätning fjärrvärme → /undermatning-fjarrvarme',
        'Undermätning vatten → /undermatning-vatten',
      ]) {
        expect(links).toContain(entry);
      }
      const id = CUSTOMER_IDS.koncern;
      await seesServerTotal(page, id, COOLING);
      await seesServerTotal(page, id, { path: '/tappvarmvatten', heading: 'Tappvarmvatten', service: 'TVV', type: 'CONSUMPTION', unit: 'm³' });
      await seesServerTotal(page, id, SUB_HEAT);
      await seesServerTotal(page, id, { path: '/undermatning-vatten', heading: 'Undermätning vatten', service: 'VA', type: 'SUBMETER', unit: 'm³' });

      // The group's electricity sub-meters are on two sites: the choice names the site and the sub-meter.
      const subMeters = await seesServerTotal(page, id, SUB_EL);
      expect(subMeters.length).toBeGreaterThan(1);
      const other = subMeters[1]!;
      await page.getByRole('combobox', { name: 'Mätpunkt' }).click();
      await page.getByRole('option', { name: `${other.facilityName} – ${other.name}` }).click();
      await page
        .getByText(shown(await seriesOf(page, id, other)), { exact: true })
        .first()
        .waitFor();
    }));

  it('foretag on Kontorshuset Sicklaön: Fjärrkyla, the sub-meters of electricity and heat, and Fjärrvärmeförbrukning in kWh', () =>
    withPage(browser, { storageState: sickla }, async (page) => {
      const id = CUSTOMER_IDS.foretag;
      await seesServerTotal(page, id, COOLING, SICKLA);
      await page.getByTestId('time-series-chart').waitFor();
      await waitForStillPage(page);
      await page.screenshot({ path: screenshotPath('fjarrkyla-desktop-light.png') });
      for (const screen of [SUB_EL, SUB_HEAT, HEAT]) await seesServerTotal(page, id, screen, SICKLA);
      // Water is not metered at Sicklaön: no water pages in its sidebar.
      const links = await sidebarLinks(page);
      expect(links.filter((link) => link.includes('/vatten-avlopp') || link.includes('/undermatning-vatten') || link.includes('/tappvarmvatten'))).toEqual([]);
    }));

  it('privat: Fjärrvärmeförbrukning in kWh and Vattenförbrukning in m³ by day from her readings, and none of the services the villa lacks', () =>
    withPage(browser, { storageState: privat }, async (page) => {
      const id = CUSTOMER_IDS.privat;
      await seesServerTotal(page, id, HEAT);
      await seesServerTotal(page, id, {
        path: '/vatten-avlopp/vattenforbrukning',
        heading: 'Vattenförbrukning',
        service: 'VA',
        type: 'CONSUMPTION',
        unit: 'm³',
      });
      // Anna reads her water meter herself: its days are her readings spread, and it has no hours (decision 0071).
      await page.getByText('Fördelad från dina avläsningar').waitFor();
      const views = page.getByRole('group', { name: 'Visa per' });
      expect(await views.getByRole('button').allInnerTexts()).toEqual(['Dag', 'Vecka', 'Månad', 'År']);
      const links = await sidebarLinks(page);
      expect(links.filter((link) => /fjarrkyla|tappvarmvatten|undermatning/.test(link))).toEqual([]);
    }));

  // The services' screens are one view: its looks once, on the page with the most on it (the sub-meter choice).
  it('Undermätning el looks finished in every look, without axe violations', () =>
    withPage(browser, { storageState: sickla }, async (page) => {
      await page.goto(`${baseUrl()}${SUB_EL.path}`);
      await waitForAppPath(page, SUB_EL.path);
      await page.getByRole('combobox', { name: 'Mätpunkt' }).waitFor();
      await page.getByTestId('time-series-chart').waitFor();
      await inEveryLook(page, async (look) => {
        await waitForStillPage(page);
        await page.screenshot({ path: screenshotPath(`undermatning-el-${look}.png`) });
        expect(await wcagViolations(page), `${SUB_EL.path} ${look}`).toEqual([]);
      });
    }));
});
