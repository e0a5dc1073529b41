import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_IDS } from '../../apps/server/src/demo-source/personas.ts';
import { screenshotPath, sidebarLinks, waitForAppPath, waitForStillPage, wcagViolations } from '../support/app.ts';
import { baseUrl, inEveryLook, launchBrowser, signedInState, signInAs, signInWithPersonnummer, withPage } from '../support/browser.ts';
import { fileFixtures, loginLike } from '../support/fixtures.ts';
import { persona } from '../support/personas.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());
const fixtures = fileFixtures();

const ANNA = CUSTOMER_IDS.privat;
const SERVICE_CODES: Record<string, string> = { El: 'EL', Fjärrvärme: 'FJV', Vatten: 'VA' };

/** The last three whole months before this one, in Swedish time: days that all have meter values. */
function lastThreeMonths() {
  const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Stockholm' });
  const [year, month] = today.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(year, month - 4, 1));
  const last = new Date(Date.UTC(year, month - 1, 0));
  const iso = (d: Date) => d.toISOString().slice(0, 10);
  return { from: iso(first), to: iso(last) };
}

/** Types a date into one of the form's day.month.year fields, section by section as a person would. */
async function typeDate(page: Page, label: string, day: string) {
  const [y, m, d] = day.split('-');
  await page.getByRole('group', { name: label }).getByRole('spinbutton', { name: 'Dag' }).click();
  await page.keyboard.type(`${d}${m}${y}`);
}

/** "1234,567" → 1234567 whole units, exactly. */
const units = (decimal: string) => Number(decimal.replace(',', '').replace('-', '')) * (decimal.startsWith('-') ? -1 : 1);

describe('reports (spec §1, §2.3, §2.6, §4.5)', () => {
  it('a report ordered on /rapporter is made in the background, downloads through /ladda-ner/…, and its sums are the database’s', async () => {
    const login = await fixtures.login(loginLike(persona('privat')));
    fixtures.removeReportsOrderedBy(login);
    const session = await signedInState(browser, async (page) => {
      await signInWithPersonnummer(page, login.personnummer);
      await waitForAppPath(page, '/');
    });
    const period = lastThreeMonths();
    const name = `Förbrukning per månad ${period.from}–${period.to}`;

    await withPage(browser, { storageState: session }, async (page) => {
      await page.goto(`${baseUrl()}/`);
      await page.getByRole('navigation', { name: 'Huvudmeny' }).getByRole('link', { name: 'Rapporter' }).click();
      await waitForAppPath(page, '/rapporter');
      const form = page.getByRole('region', { name: 'Beställ rapport' });
      await form.waitFor();
      await typeDate(page, 'Från och med', period.from);
      await typeDate(page, 'Till och med', period.to);
      await form.getByRole('button', { name: 'Beställ rapport' }).click();
      await form.getByText('Rapporten är beställd. Du kan ladda ner den när den är klar.').waitFor();

      const report = page.getByRole('list', { name: 'Rapporter' }).getByRole('listitem', { name });
      await report.getByText('Klar', { exact: true }).waitFor({ timeout: 30_000 });
      await waitForStillPage(page);
      await page
        .getByRole('group', { name: 'Från och med' })
        .getByRole('button', { name: /^Välj datum/ })
        .click();
      await page.getByRole('dialog').waitFor();
      await waitForStillPage(page);
      await page.screenshot({ path: screenshotPath('rapporter-kalender-desktop-light.png') });
      expect(await wcagViolations(page), 'the calendar').toEqual([]);
      await page.keyboard.press('Escape');

      const [download] = await Promise.all([page.waitForEvent('download'), report.getByRole('button', { name: 'Ladda ner' }).click()]);
      await page.waitForURL(/\/ladda-ner\/[A-Za-z0-9_-]{43}$/);
      await page.getByText('Nedladdningen är klar!').waitFor();
      expect(download.suggestedFilename()).toBe(`${name} – Anna Andersson.csv`);
      await waitForStillPage(page);
      await page.screenshot({ path: screenshotPath('ladda-ner-klar-desktop-light.png') });
      expect(await wcagViolations(page), '/ladda-ner after the download').toEqual([]);

      const text = readFileSync((await download.path())!, 'utf8');
      expect(text.charCodeAt(0)).toBe(0xfeff);
      const [header, ...rows] = text
        .slice(1)
        .trimEnd()
        .split('\r\n')
        .map((line) => line.split(';'));
      expect(header).toEqual(['Anläggning', 'Adress', 'Tjänst', 'Månad', 'Förbrukning', 'Enhet', 'Kvalitet']);
      const stored = await fixtures.storedConsumption(ANNA, period.from, period.to);
      const months = rows.filter((row) => /^\d{4}-\d{2}$/.test(row[3] ?? ''));
      expect(months).toHaveLength(9);
      for (const [, , service, month, value] of months) expect(units(value!), `${service} ${month}`).toBe(stored.get(`${SERVICE_CODES[service!]}|${month}`));
      const totals = rows.filter((row) => row[0] === 'Summa');
      expect(totals.map((row) => row[2])).toEqual(['El', 'Fjärrvärme', 'Vatten']);
      for (const [, , service, , value] of totals) {
        const code = SERVICE_CODES[service!]!;
        const sum = [...stored].filter(([key]) => key.startsWith(`${code}|`)).reduce((total, [, wh]) => total + wh, 0);
        expect(sum, service).toBeGreaterThan(0);
        expect(units(value!), service).toBe(sum);
      }

      // The link worked once.
      await page.getByRole('button', { name: 'Ladda ner rapport' }).click();
      await page.getByText('Resursen hittades inte.').waitFor();
      await page.getByRole('link', { name: 'Till rapporterna' }).click();
      await waitForAppPath(page, '/rapporter');
    });

    await withPage(browser, { storageState: session }, async (page) => {
      await page.goto(`${baseUrl()}/rapporter`);
      await page.getByRole('list', { name: 'Rapporter' }).getByRole('listitem', { name }).waitFor();
      await inEveryLook(page, async (look) => {
        await waitForStillPage(page);
        await page.screenshot({ path: screenshotPath(`rapporter-bestalld-${look}.png`), fullPage: true });
        expect(await wcagViolations(page), `/rapporter ${look}`).toEqual([]);
      });
    });
  }, 180_000);

  it('a linked user is not offered /rapporter, and going there is "Hoppsan!"', () =>
    withPage(browser, {}, async (page) => {
      await signInAs(page, persona('lankad'));
      await page
        .getByRole('dialog', { name: 'Konton' })
        .getByRole('button', { name: /^Anna Andersson/ })
        .click();
      await page.getByRole('heading', { level: 1, name: 'Anna Andersson' }).waitFor();
      expect((await sidebarLinks(page)).some((link) => link.startsWith('Rapporter'))).toBe(false);
      await page.goto(`${baseUrl()}/rapporter`);
      await page.getByText('Hoppsan!').waitFor();
    }));
});
