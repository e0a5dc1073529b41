import { type ConsumptionForecast, type ConsumptionSeries, consumptionEndpoints, type MeteringPointSummary } from '@mina-sidor/shared/consumption';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_IDS } from '../../apps/server/src/demo-source/personas.ts';
import { apiPath, screenshotPath, storedUserKey, waitForAppPath, waitForStillPage, wcagViolations } from '../support/app.ts';
import { baseUrl, inEveryLook, launchBrowser, newContext, signInAs } from '../support/browser.ts';
import { persona } from '../support/personas.ts';

// Elförbrukning's heatmap view and forecast. The route sweep shows the chart
// view only, so the heatmap's looks and axe are here. One sign-in and one page for the file.

const PATH = '/el/elforbrukning';
let context: BrowserContext;
let page: Page;
beforeAll(async () => {
  const browser = await launchBrowser();
  context = await newContext(browser);
  context.on('close', () => void browser.close());
  page = await context.newPage();
  await signInAs(page, persona('privat'));
  await page.getByRole('heading', { level: 1, name: 'Anna Andersson' }).waitFor();
});
afterAll(() => context.close());

/** An API answer's data as the signed-in page gets it. */
async function fromServer<T>(url: string): Promise<T[]> {
  const key = (await storedUserKey(page))!;
  return page.evaluate(
    async ({ key, url }) => {
      const { access_token: token } = JSON.parse(localStorage.getItem(key) ?? '{}') as { access_token: string };
      const response = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
      return ((await response.json()) as { data: unknown[] }).data;
    },
    { key, url },
  ) as Promise<T[]>;
}

const number = (value: number, decimals: number) =>
  new Intl.NumberFormat('sv-SE', { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(value);
const stockholm = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm', ...options });
const DAY = stockholm({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
const CLOCK = stockholm({ hour: '2-digit', minute: '2-digit' });
/** "Tisdag 24 november 2026, 10:00–11:00": how the screen names an hour. */
const hourName = (start: string, end: string) => {
  const day = DAY.format(new Date(start));
  return `${day.charAt(0).toUpperCase()}${day.slice(1)}, ${CLOCK.format(new Date(start))}–${CLOCK.format(new Date(end))}`;
};

async function openHeatmap() {
  await page.goto(`${baseUrl()}${PATH}`);
  await waitForAppPath(page, PATH);
  await page.getByTestId('time-series-chart').waitFor();
  await page.getByRole('button', { name: 'Värmekarta' }).click();
  await page.getByTestId('heatmap-chart').locator('canvas').first().waitFor();
}

describe('Elförbrukning as a heatmap, with the forecast', () => {
  it('privat sees the server’s forecast, switches to the heatmap and reads hours by keyboard and by pointer as the server gives them', async () => {
    await page.goto(`${baseUrl()}${PATH}`);
    await waitForAppPath(page, PATH);
    const customerId = CUSTOMER_IDS.privat;
    await page.getByTestId('time-series-chart').waitFor();
    const points = await fromServer<MeteringPointSummary>(apiPath(consumptionEndpoints.meteringPoints, { params: { id: customerId } }));
    const point = points.find((p) => p.service === 'EL' && p.type === 'CONSUMPTION')!;
    const [forecast] = await fromServer<ConsumptionForecast>(
      apiPath(consumptionEndpoints.forecast, { params: { id: customerId, meteringPointId: point.meteringPointId } }),
    );
    if (!forecast) throw new Error('no forecast');
    const month = forecast.months[0]!.total!;
    const forecastShown = page.getByRole('region', { name: 'Prognos' });
    await forecastShown.getByText(`Prognos för hela månaden: ${number(month, month >= 100 ? 0 : 1)}\u00a0kWh`).waitFor();
    await forecastShown.getByText(`Prognos för hela året: ${number(forecast.year.total!, 0)}\u00a0kWh`).waitFor();

    await page.getByRole('button', { name: 'Värmekarta' }).click();
    await page.getByTestId('heatmap-chart').locator('canvas').first().waitFor();
    const { from, to } = {
      from: `${forecast.madeOn.slice(0, 7)}-01`,
      to: forecast.months[1] ? `${forecast.months[1].period}-01` : `${Number(forecast.madeOn.slice(0, 4)) + 1}-01-01`,
    };
    const [hours] = await fromServer<ConsumptionSeries>(
      apiPath(consumptionEndpoints.series, {
        params: { id: customerId, meteringPointId: point.meteringPointId },
        query: { resolution: 'hour', from, to, compare: 'false' },
      }),
    );
    if (!hours) throw new Error('no hours');
    const max = Math.max(...hours.values.map((v) => v.value ?? 0));
    const decimals = max >= 1000 ? 0 : max >= 10 ? 1 : max >= 1 ? 2 : 3;
    const said = new Map(hours.values.map((v) => [hourName(v.start, v.end), v.value === null ? 'Värde saknas' : `${number(v.value, decimals)}\u00a0kWh`]));

    // The keyboard starts at the last hour with a value; a step left is the same hour the day before.
    const readout = page.getByTestId('heatmap-focus');
    const map = page.getByRole('application', { name: /Värmekarta/ });
    await map.focus();
    const last = [...hours.values].reverse().find((v) => v.value !== null)!;
    await expect.poll(() => readout.textContent()).toContain(`${hourName(last.start, last.end)} · ${said.get(hourName(last.start, last.end))}`);
    await page.keyboard.press('ArrowLeft');
    const dayBefore = hours.values.find((v) => Date.parse(v.start) === Date.parse(last.start) - 24 * 3_600_000)!;
    await expect
      .poll(() => readout.textContent())
      .toContain(`${hourName(dayBefore.start, dayBefore.end)} · ${said.get(hourName(dayBefore.start, dayBefore.end))}`);

    // The pointer over a cell in the middle: the tooltip and the line below say the same, and it is the server's value.
    const box = (await page.getByTestId('heatmap-chart').boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.4, box.y + box.height * 0.5);
    await expect.poll(() => readout.textContent()).not.toContain(hourName(dayBefore.start, dayBefore.end));
    const pointed = (await readout.textContent())!;
    const [name, value] = pointed.split(' · ');
    expect(said.get(name!), pointed).toBe(value);
    await expect.poll(() => page.getByTestId('heatmap-chart').innerText()).toContain(name!);
  });

  it('looks finished in every look, without axe violations', async () => {
    await openHeatmap();
    await inEveryLook(page, async (look) => {
      // Focused in each look, in case re-rendering for the new size loses the focus: the readout under the map names the focused hour.
      await page.getByRole('application', { name: /Värmekarta/ }).focus();
      await waitForStillPage(page);
      await page.screenshot({ path: screenshotPath(`elforbrukning-varmekarta-${look}.png`) });
      expect(await wcagViolations(page), `${PATH} värmekarta ${look}`).toEqual([]);
    });
  }, 120_000);
});
