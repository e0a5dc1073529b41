import { consumptionEndpoints, type ConsumptionForecast, type ConsumptionSeries, type PeriodChange } from '@mina-sidor/shared/consumption';
import { screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { answer, type FakeRequest } from '@/test/fake-server.ts';
import { preloadShell, renderScreen } from '@/test/render-screen.tsx';
import type { TimeSeriesChartProps } from '@/ui/charts/time-series-chart.tsx';

// Comparisons that never mislead (decision 0071): the screen shows the changes the server compared,
// with the reason where there is no percentage, and a manually read meter as what it is.

vi.mock('@/ui/charts/lazy-time-series-chart.tsx', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  LazyTimeSeriesChart: ({ label, describe }: TimeSeriesChartProps) => <figure aria-label={label}>{describe(0).join(' · ')}</figure>,
}));

// 00:20 on Friday 27 November 2026 in Sweden.
beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-26T23:20:00Z'));
  await Promise.all([preloadShell(), import('./electricity-consumption-screen.tsx'), import('./water-consumption-screen.tsx')]);
}, 30_000);
afterAll(() => vi.useRealTimers());

const change = (label: string, fields: Partial<PeriodChange>): PeriodChange => ({
  label,
  from: '2026-11-01',
  to: '2026-11-27',
  previousFrom: '2025-11-01',
  previousTo: '2025-11-27',
  current: null,
  previous: null,
  percent: null,
  reason: null,
  ...fields,
});

const seriesOf =
  (fields: Partial<ConsumptionSeries>) =>
  (request: FakeRequest): ConsumptionSeries => ({
    meteringPointId: request.params.meteringPointId!,
    unit: 'kWh',
    resolution: 'day',
    from: request.query.from!,
    to: request.query.to!,
    values: [{ start: '2026-11-01', end: '2026-11-02', value: 12.5, quality: 'measured' }],
    total: 250.5,
    quality: 'measured',
    basis: 'meter',
    comparison: { from: '2025-11-01', to: '2025-12-01', values: [{ start: '2025-11-01', end: '2025-11-02', value: 11, quality: 'measured' }] },
    changes: [],
    temperatures: [],
    ...fields,
  });

const NO_FORECAST: ConsumptionForecast = {
  meteringPointId: 'x',
  unit: 'kWh',
  madeOn: '2026-11-27',
  ratio: null,
  days: [],
  months: [{ period: '2026-11', measured: 0, forecast: null, total: null }],
  year: { period: '2026', measured: 0, forecast: null, total: null },
};

describe('the changes on a consumption screen', () => {
  it('shows each change the server compared: the percentage and the sums compared', async () => {
    const changes = [change('Förändring mot samma dagar i fjol', { current: 250.5, previous: 232, percent: 8 })];
    await renderScreen({
      url: '/el/elforbrukning',
      persona: 'privat',
      answers: [answer(consumptionEndpoints.series, seriesOf({ changes })), answer(consumptionEndpoints.forecast, NO_FORECAST)],
    });
    const figure = (await screen.findByText('Förändring mot samma dagar i fjol')).parentElement!;
    expect(figure).toHaveTextContent('+8,0 %');
    expect(figure).toHaveTextContent('251 kWh mot 232 kWh');
    // Last year's whole month is no figure of its own beside this month's days so far.
    expect(screen.queryByText('Samma period i fjol')).toBeNull();
  });

  it('gives no percentage where either side lacks values, and says why — just after midnight too', async () => {
    const changes = [
      change('Förändring mot samma timmar i går', { reason: 'Inga hela timmar att jämföra än.' }),
      change('Förändring mot samma timmar i fjol', { reason: 'Inga hela timmar att jämföra än.' }),
    ];
    await renderScreen({
      url: '/el/elforbrukning',
      persona: 'privat',
      answers: [answer(consumptionEndpoints.series, seriesOf({ total: 0.4, changes })), answer(consumptionEndpoints.forecast, NO_FORECAST)],
    });
    const yesterday = (await screen.findByText('Förändring mot samma timmar i går')).parentElement!;
    expect(yesterday).toHaveTextContent('–');
    expect(yesterday).toHaveTextContent('Inga hela timmar att jämföra än.');
    expect(screen.getByText('Förändring mot samma timmar i fjol').parentElement).toHaveTextContent('Inga hela timmar att jämföra än.');
    expect(screen.queryByText(/%/)).toBeNull();
  });
});

describe('a manually read water meter', () => {
  it('offers no quarter-hour or hour views, and labels its values as spread from the readings', async () => {
    const { user } = await renderScreen({
      url: '/vatten-avlopp/vattenforbrukning',
      persona: 'privat',
      answers: [
        answer(
          consumptionEndpoints.series,
          seriesOf({
            unit: 'm³',
            total: 8.7,
            quality: 'estimated',
            basis: 'readings',
            values: [{ start: '2026-11-01', end: '2026-11-02', value: 0.29, quality: 'estimated' }],
          }),
        ),
        answer(consumptionEndpoints.forecast, { ...NO_FORECAST, unit: 'm³' }),
      ],
    });
    expect(await screen.findByText('Fördelad från dina avläsningar')).toBeVisible();
    const views = screen.getByRole('group', { name: 'Visa per' });
    expect(
      within(views)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Dag', 'Vecka', 'Månad', 'År']);
    expect(screen.getByRole('figure', { name: /Stapeldiagram/ })).toHaveTextContent('Fördelad från avläsning');
    await user.click(screen.getByRole('button', { name: 'Visa som tabell' }));
    const row = within(screen.getByRole('table')).getByRole('rowheader', { name: 'söndag 1 november 2026' }).closest('tr')!;
    expect(row).toHaveTextContent('Fördelad från avläsning');
    expect(row).not.toHaveTextContent('Uppmätt');
  });
});
