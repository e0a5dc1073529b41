import { type ConsumptionForecast, type ConsumptionSeries, consumptionEndpoints, type SeriesValue } from '@mina-sidor/shared/consumption';
import { screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { answer, type ContractAnswer, failure, type FakeRequest } from '@/test/fake-server.ts';
import { preloadShell, renderScreen } from '@/test/render-screen.tsx';
import type { HeatmapChartProps } from '@/ui/charts/heatmap-chart.tsx';
import type { TimeSeriesChartProps } from '@/ui/charts/time-series-chart.tsx';

// The canvas charts cannot draw in jsdom: stand-ins show what they were given, as text.
vi.mock('@/ui/charts/lazy-time-series-chart.tsx', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  LazyTimeSeriesChart: ({ label, categories, bars }: TimeSeriesChartProps) => (
    <figure aria-label={label}>
      {categories.length} kategorier; {bars.map((b) => `${b.name}${b.forecast ? ' (streckad)' : ''}: ${b.values.join(' ')}`).join('; ')}
    </figure>
  ),
}));
vi.mock('@/ui/charts/lazy-heatmap-chart.tsx', () => ({
  LazyHeatmapChart: ({ label, columns, rows, cells, describe, start }: HeatmapChartProps) => (
    <figure aria-label={label}>
      {columns.length} kolumner; {rows.length} rader; {cells.length} rutor; senast: {describe(start.x, start.y).join(' · ')}
    </figure>
  ),
}));

// Tuesday 24 November 2026, 11:00 in Sweden: the forecast and the heatmap's last hour depend on today.
const NOW = new Date('2026-11-24T10:00:00Z');
beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  await Promise.all([preloadShell(), import('./electricity-consumption-screen.tsx'), import('./heatmap-view.tsx')]);
}, 30_000);
afterAll(() => vi.useRealTimers());

const HOUR = 3_600_000;
/** Hourly values over [from, to) up to now; every date asked for here is in winter time (UTC+1), but the year's middle. */
function hourValues(from: string, to: string): SeriesValue[] {
  const values: SeriesValue[] = [];
  const localMidnight = (day: string) => Date.parse(`${day}T00:00:00Z`) - HOUR;
  const summer = (t: number) => t >= Date.parse('2026-03-29T01:00:00Z') && t < Date.parse('2026-10-25T01:00:00Z');
  for (let t = localMidnight(from); t < Math.min(localMidnight(to), NOW.getTime()); t += HOUR) {
    // The spring day loses an hour, the autumn day gains one; UTC hours run on regardless.
    values.push({ start: new Date(t).toISOString(), end: new Date(t + HOUR).toISOString(), value: summer(t) ? 0.5 : 1.25, quality: 'measured' });
  }
  return values;
}

function series(request: FakeRequest): ConsumptionSeries {
  const { resolution, from, to } = request.query as { resolution: ConsumptionSeries['resolution']; from: string; to: string };
  const values: SeriesValue[] =
    resolution === 'hour'
      ? hourValues(from, to)
      : resolution === 'month'
        ? Array.from({ length: 11 }, (_, i) => {
            const month = String(i + 1).padStart(2, '0');
            const next = i === 10 ? '2026-12-01' : `2026-${String(i + 2).padStart(2, '0')}-01`;
            return { start: `2026-${month}-01`, end: next, value: i === 10 ? 300 : 500, quality: 'measured' as const };
          })
        : Array.from({ length: 24 }, (_, i) => {
            const day = `2026-11-${String(i + 1).padStart(2, '0')}`;
            return { start: day, end: `2026-11-${String(i + 2).padStart(2, '0')}`, value: i === 23 ? 4 : 15, quality: 'measured' as const };
          });
  const total = values.reduce((sum, v) => sum + (v.value ?? 0), 0);
  return {
    meteringPointId: 'EL-CONSUMPTION',
    unit: 'kWh',
    resolution,
    from,
    to,
    values,
    total,
    quality: 'measured',
    basis: 'meter',
    comparison: null,
    changes: [],
    temperatures: [],
  };
}

const FORECAST: ConsumptionForecast = {
  meteringPointId: 'EL-CONSUMPTION',
  unit: 'kWh',
  madeOn: '2026-11-24',
  ratio: 1.2,
  days: Array.from({ length: 38 }, (_, i) => {
    const date = new Date(Date.UTC(2026, 10, 24 + i)).toISOString().slice(0, 10);
    return { date, value: 12 };
  }),
  months: [
    { period: '2026-11', measured: 345, forecast: 84, total: 429 },
    { period: '2026-12', measured: 0, forecast: 372, total: 372 },
  ],
  year: { period: '2026', measured: 5345, forecast: 456, total: 5801 },
};

function renderPage(answers: ContractAnswer[] = []) {
  return renderScreen({
    url: '/el/elforbrukning',
    persona: 'privat',
    answers: [answer(consumptionEndpoints.series, series), answer(consumptionEndpoints.forecast, FORECAST), ...answers],
  });
}

describe('the forecast on a consumption screen', () => {
  it('shows this month’s and year’s forecast, the rest of the month as dashed bars, and in the table', async () => {
    const { user } = await renderPage();
    const forecast = await screen.findByRole('region', { name: 'Prognos' });
    expect(forecast).toHaveTextContent('Prognos för hela månaden: 429 kWh');
    expect(forecast).toHaveTextContent('Prognos för hela året: 5 801 kWh');
    expect(forecast).toHaveTextContent('justerad efter hur mycket du har använt i år jämfört med i fjol (+20,0 %)');
    // November's days: 24 measured (today in part: 4 kWh), then 6 to come; today's bar adds 12 − 4.
    const chart = screen.getByRole('figure', { name: /Stapeldiagram/ });
    expect(chart).toHaveTextContent('30 kategorier');
    expect(chart).toHaveTextContent(`Prognos (streckad): ${[...Array(23).fill(''), 8, 12, 12, 12, 12, 12, 12].join(' ')}`);
    await user.click(screen.getByRole('button', { name: 'Visa som tabell' }));
    const table = screen.getByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Prognos (kWh)' })).toBeVisible();
    const last = within(table).getByRole('rowheader', { name: 'måndag 30 november 2026' }).closest('tr')!;
    expect(
      within(last)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['–', '12,0', 'Prognos']);
  });

  it('shows the year’s months with the rest of November on top and December as forecast', async () => {
    const { user } = await renderPage();
    await screen.findByRole('region', { name: 'Prognos' });
    await user.click(screen.getByRole('button', { name: /^Månad$/ }));
    const chart = await screen.findByRole('figure', { name: /per månad, 2026/ });
    expect(chart).toHaveTextContent('12 kategorier');
    expect(chart).toHaveTextContent(`Prognos (streckad): ${[...Array(10).fill(''), 129, 372].join(' ')}`);
  });

  it('says so when there is nothing to base a forecast on', async () => {
    const none = {
      ...FORECAST,
      ratio: null,
      months: FORECAST.months.map((m) => ({ ...m, forecast: null, total: null })),
      year: { ...FORECAST.year, forecast: null, total: null },
    };
    await renderPage([answer(consumptionEndpoints.forecast, none)]);
    expect(await screen.findByText('Det finns ingen prognos: den kräver mätvärden från samma tid i fjol.')).toBeVisible();
  });
});

describe('the heatmap view', () => {
  it('starts on the chart’s month, hour by day, with the last hour’s value; a week and the table', async () => {
    const { user, server } = await renderPage();
    await screen.findByRole('figure', { name: /Stapeldiagram/ });
    await user.click(screen.getByRole('button', { name: 'Värmekarta' }));
    const map = await screen.findByRole('figure', { name: /Värmekarta: Förbrukning per timme och dag, november 2026/ });
    expect(server.requestsTo(consumptionEndpoints.series).at(-1)!.query).toEqual({
      resolution: 'hour',
      from: '2026-11-01',
      to: '2026-12-01',
      compare: 'false',
    });
    expect(map).toHaveTextContent('30 kolumner; 24 rader; 563 rutor');
    expect(map).toHaveTextContent('senast: Tisdag 24 november 2026, 10:00–11:00 · 1,25 kWh · Uppmätt');
    expect(screen.getByRole('group', { name: 'Färgskala' })).toHaveTextContent('1,25 kWh');
    expect(screen.getByRole('heading', { level: 2, name: 'november 2026' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: /^Vecka$/ }));
    expect(await screen.findByRole('heading', { level: 2, name: 'vecka 48, 23–29 november 2026' })).toBeVisible();
    expect(await screen.findByRole('figure', { name: /Värmekarta/ })).toHaveTextContent('7 kolumner');
    await user.click(screen.getByRole('button', { name: 'Visa som tabell' }));
    const table = screen.getByRole('table', { name: /per timme och dag, vecka 48/ });
    expect(within(table).getAllByRole('row')).toHaveLength(8);
    const tuesday = within(table).getByRole('rowheader', { name: 'tisdag 24 november 2026' }).closest('tr')!;
    expect(
      within(tuesday)
        .getAllByRole('cell')
        .map((c) => c.textContent)
        .slice(9, 12),
    ).toEqual(['1,25', '1,25', '–']);

    await user.click(screen.getByRole('button', { name: 'Diagram' }));
    expect(await screen.findByRole('figure', { name: /Stapeldiagram/ })).toBeVisible();
  });

  it('shows a year with both clock changes said in words, and the autumn day’s second 02:00 as a row', async () => {
    const { user } = await renderPage();
    await screen.findByRole('figure', { name: /Stapeldiagram/ });
    await user.click(screen.getByRole('button', { name: 'Värmekarta' }));
    await user.click(await screen.findByRole('button', { name: /^År$/ }));
    const map = await screen.findByRole('figure', { name: /Värmekarta: Förbrukning per timme och dag, 2026/ });
    expect(map).toHaveTextContent('365 kolumner; 25 rader');
    expect(screen.getByText(/Söndag 29 mars 2026 hade 23 timmar: klockan ställdes fram från 02:00 till 03:00/)).toBeVisible();
    expect(screen.getByText(/Söndag 25 oktober 2026 hade 25 timmar: klockan ställdes tillbaka från 03:00 till 02:00/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Visa som tabell' }));
    const table = screen.getByRole('table');
    expect(within(table).getByRole('columnheader', { name: '02:00 igen (kWh)' })).toBeVisible();
    const spring = within(table).getByRole('rowheader', { name: 'söndag 29 mars 2026' }).closest('tr')!;
    expect(
      within(spring)
        .getAllByRole('cell')
        .map((c) => c.textContent)
        .slice(0, 5),
    ).toEqual(['1,25', '1,25', 'finns ej', 'finns ej', '0,50']);
    const autumn = within(table).getByRole('rowheader', { name: 'söndag 25 oktober 2026' }).closest('tr')!;
    expect(
      within(autumn)
        .getAllByRole('cell')
        .map((c) => c.textContent)
        .slice(0, 5),
    ).toEqual(['0,50', '0,50', '0,50', '1,25', '1,25']);
  });

  it('says "Laddar förbrukningen...", the server’s error with "Försök igen", and when the period has no values', async () => {
    const pending = new Promise<never>(() => undefined);
    const { user, server } = await renderPage([
      answer(consumptionEndpoints.series, (request) => (request.query.resolution === 'hour' ? pending : series(request))),
    ]);
    await screen.findByRole('figure', { name: /Stapeldiagram/ });
    await user.click(screen.getByRole('button', { name: 'Värmekarta' }));
    expect(await screen.findByText('Laddar förbrukningen...')).toBeVisible();

    server.answer(
      answer(consumptionEndpoints.series, (request) =>
        request.query.resolution === 'hour' ? failure(500, 'internal', 'Förbrukningen kunde inte hämtas just nu.') : series(request),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Föregående period' }));
    expect(await screen.findByText('Förbrukningen kunde inte hämtas just nu.')).toBeVisible();

    server.answer(
      answer(consumptionEndpoints.series, (request) =>
        request.query.resolution === 'hour'
          ? { ...series(request), values: hourValues('2026-09-01', '2026-09-02').map((v) => ({ ...v, value: null, quality: 'missing' as const })) }
          : series(request),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Försök igen' }));
    expect(await screen.findByText('Det finns inga mätvärden för perioden.')).toBeVisible();
  });
});
