import { consumptionEndpoints, type ConsumptionSeries, type MeteringPointSummary } from '@mina-sidor/shared/consumption';
import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { answer, failure, type FakeRequest } from '@/test/fake-server.ts';
import { mainMeterId } from '@/test/personas.ts';
import { preloadShell, renderScreen } from '@/test/render-screen.tsx';
import type { TimeSeriesChartProps } from '@/ui/charts/time-series-chart.tsx';

// The service screens on the one consumption view: district cooling, tap hot water and
// sub-metering, with the personas whose property has them.

// The canvas chart cannot draw in jsdom: a stand-in shows what it was given, as text.
vi.mock('@/ui/charts/lazy-time-series-chart.tsx', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  LazyTimeSeriesChart: ({ label, unit }: TimeSeriesChartProps) => <figure aria-label={label}>{unit}</figure>,
}));

beforeAll(
  () =>
    Promise.all([
      preloadShell(),
      import('./sub-metering-screens.tsx'),
      import('./district-cooling-consumption-screen.tsx'),
      import('./tap-hot-water-consumption-screen.tsx'),
    ]),
  30_000,
);

// Testing Library reads the page's no-break spaces (1\u00a0235\u00a0kWh) as plain ones.

/** A series of one value with the given total, for whichever period the screen asks. */
const aSeries = (request: FakeRequest, total: number, unit: ConsumptionSeries['unit']): ConsumptionSeries => ({
  meteringPointId: request.params.meteringPointId!,
  unit,
  resolution: 'day',
  from: request.query.from!,
  to: request.query.to!,
  values: [{ start: request.query.from!, end: request.query.to!, value: total, quality: 'measured' }],
  total,
  quality: 'measured',
  basis: 'meter',
  comparison: null,
  changes: [],
  temperatures: [],
});

/** The totals per point id: the screen asks for the point it shows. */
const seriesByPoint = (totals: Record<string, number>, unit: ConsumptionSeries['unit'] = 'kWh') =>
  answer(consumptionEndpoints.series, (request) => aSeries(request, totals[request.params.meteringPointId!] ?? 0, unit));

const sicklaSubMeter = (n: number, name: string): MeteringPointSummary => ({
  meteringPointId: `UM-EL-5100303-F06-${n}`,
  facilityKey: '5100303-F06',
  facilityName: 'Kontorshuset Sicklaön',
  service: 'EL',
  type: 'SUBMETER',
  name,
  unit: 'kWh',
  readManually: false,
  resolutionMinutes: 60,
  firstValueAt: null,
  lastValueAt: null,
});

describe('Undermätning el', () => {
  it('shows the first sub-meter’s total, and another sub-meter’s once chosen by its name', async () => {
    const [plan2, restaurant] = [sicklaSubMeter(1, 'Undermätare plan 2'), sicklaSubMeter(2, 'Undermätare restaurang')];
    const { user } = await renderScreen({
      url: '/undermatning-el',
      persona: 'foretag på Sicklaön',
      answers: [
        answer(consumptionEndpoints.meteringPoints, [plan2, restaurant]),
        seriesByPoint({ [plan2.meteringPointId]: 1234.5, [restaurant.meteringPointId]: 56.25 }),
      ],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Undermätning el' })).toBeVisible();
    expect(await screen.findByText('1 235 kWh')).toBeVisible();
    await user.click(screen.getByRole('combobox', { name: 'Mätpunkt' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Kontorshuset Sicklaön – Undermätare plan 2',
      'Kontorshuset Sicklaön – Undermätare restaurang',
    ]);
    await user.click(screen.getByRole('option', { name: 'Kontorshuset Sicklaön – Undermätare restaurang' }));
    expect(await screen.findByText('56,3 kWh')).toBeVisible();
  });

  it('says so while the values load, and shows the server’s message when they fail', async () => {
    const plan2 = sicklaSubMeter(1, 'Undermätare plan 2');
    let fail: (reply: ReturnType<typeof failure>) => void = () => {};
    await renderScreen({
      url: '/undermatning-el',
      persona: 'foretag på Sicklaön',
      answers: [answer(consumptionEndpoints.meteringPoints, [plan2]), answer(consumptionEndpoints.series, () => new Promise((resolve) => (fail = resolve)))],
    });
    expect(await screen.findByText('Laddar förbrukningen...')).toBeVisible();
    fail(failure(503, 'unavailable', 'Mätvärdena kan inte hämtas just nu. Försök igen om en stund.'));
    expect(await screen.findByText('Mätvärdena kan inte hämtas just nu. Försök igen om en stund.')).toBeVisible();
  });

  it('says there is no sub-meter when the property has none among its points', async () => {
    await renderScreen({ url: '/undermatning-el', persona: 'foretag på Sicklaön', answers: [answer(consumptionEndpoints.meteringPoints, [])] });
    expect(await screen.findByText('Det finns ingen mätpunkt för undermätning av el på den här anläggningen.')).toBeVisible();
  });

  it('is no page for a property without sub-meters', async () => {
    await renderScreen({ url: '/undermatning-el', persona: 'privat' });
    expect(await screen.findByRole('heading', { name: 'Hoppsan!' })).toBeVisible();
  });
});

describe('Fjärrkyla and Tappvarmvatten', () => {
  it('shows district cooling in kWh', async () => {
    await renderScreen({ url: '/fjarrkyla', persona: 'foretag på Sicklaön', answers: [seriesByPoint({ [mainMeterId('5100303-F06', 'FJK')]: 8421.4 })] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Fjärrkyla' })).toBeVisible();
    expect(await screen.findByText('8 421 kWh')).toBeVisible();
    expect(screen.getByRole('figure')).toHaveTextContent('kWh');
  });

  it('shows the group’s tap hot water in m³', async () => {
    await renderScreen({ url: '/tappvarmvatten', persona: 'koncern', answers: [seriesByPoint({ [mainMeterId('5200404-F06', 'TVV')]: 42.75 }, 'm³')] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Tappvarmvatten' })).toBeVisible();
    expect(await screen.findByText('42,8 m³')).toBeVisible();
    await waitFor(() => expect(screen.getByRole('figure')).toHaveTextContent('m³'));
  });
});
