import { type ComparisonMonth, type HeatingComparison, heatingComparisonEndpoints } from '@mina-sidor/shared/heating-comparison';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { answer, failure, heldAnswer } from '@/test/fake-server.ts';
import { preloadShell, renderScreen } from '@/test/render-screen.tsx';
import type { TimeSeriesChartProps } from '@/ui/charts/time-series-chart.tsx';

// The canvas chart cannot draw in jsdom: a stand-in shows what it was given, as text.
vi.mock('@/ui/charts/lazy-time-series-chart.tsx', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  LazyTimeSeriesChart: ({ label, categories, bars, line }: TimeSeriesChartProps) => (
    <figure aria-label={label}>
      {categories.length} kategorier; {bars.map((b) => `${b.name}: ${b.values.slice(0, 2).join(' ')}`).join('; ')};{' '}
      {line ? `${line.name}: ${line.values.slice(0, 1).join(' ')}` : ''}
    </figure>
  ),
}));

beforeAll(() => Promise.all([preloadShell(), import('./heating-comparison-screen.tsx')]), 30_000);

const URL = '/fjarrvarme/jamforelse';
const MONTHS = Array.from({ length: 24 }, (_, i) => new Date(Date.UTC(2024, 10 + i, 1)).toISOString().slice(0, 7));

/** Every month 2 900 kWh on 145 m² (20 kWh/m²), 3 190 normalised (22 kWh/m²); March 2026 lacks two days' temperatures. */
const month = (m: string): ComparisonMonth =>
  m === '2026-03'
    ? {
        month: m,
        energyKwh: 2900,
        baseKwh: 620,
        degreeDays: null,
        daysWithoutTemperature: 2,
        normalDegreeDays: 412.5,
        normalisedKwh: null,
        kwhPerM2: 20,
        normalisedKwhPerM2: null,
        categoryKwhPerM2: 13.8,
      }
    : {
        month: m,
        energyKwh: 2900,
        baseKwh: 620,
        degreeDays: 375,
        daysWithoutTemperature: 0,
        normalDegreeDays: 412.5,
        normalisedKwh: 3190,
        kwhPerM2: 20,
        normalisedKwhPerM2: 22,
        categoryKwhPerM2: 13.8,
      };
const VILLA: HeatingComparison = {
  facilityKey: '5000101-F01',
  facilityName: 'Villa Solbacken',
  meteringPointId: 'FJV-12345678',
  building: {
    category: 'villa',
    categoryName: 'Villa',
    heatedAreaM2: 145,
    categoryKwhPerM2Year: 115,
    categorySource: 'Indikativa genomsnitt, inte en officiell siffra.',
  },
  normalYears: [2024, 2025],
  baseKwhPerDay: 20,
  months: MONTHS.map(month),
  years: [
    {
      from: '2025-11',
      to: '2026-10',
      energyKwh: 34_800,
      normalisedKwh: 38_280,
      kwhPerM2: 240,
      normalisedKwhPerM2: 264,
      categoryKwhPerM2: 115,
      versusCategoryPercent: 129.565,
    },
    {
      from: '2024-11',
      to: '2025-10',
      energyKwh: 34_800,
      normalisedKwh: null,
      kwhPerM2: 240,
      normalisedKwhPerM2: null,
      categoryKwhPerM2: 115,
      versusCategoryPercent: null,
    },
  ],
};

describe('Jämförelse', () => {
  it('shows the last year per m² against the category, the months in a chart and a table, and how it is computed', async () => {
    const { server } = await renderScreen({ url: URL, persona: 'privat', answers: [answer(heatingComparisonEndpoints.comparison, VILLA)] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Jämförelse' })).toBeVisible();
    const year = within(await screen.findByRole('region', { name: 'Senaste året' }));
    const figures = within(year.getByRole('region', { name: 'Nyckeltal' }));
    const value = (label: string) => figures.getByText(label).nextElementSibling?.textContent;
    expect(value('Din förbrukning november 2025 – oktober 2026, normalårskorrigerad')).toBe('264,0\u00a0kWh/m²');
    expect(value('Genomsnitt för villa')).toBe('115,0\u00a0kWh/m²');
    expect(value('Jämfört med genomsnittet')).toBe('129,6\u00a0% över');
    expect(value('Uppvärmd yta (Atemp)')).toBe('145\u00a0m²');
    expect(year.getByText(/Du använder 130 % mer värme per kvadratmeter än en genomsnittlig villa/)).toBeVisible();
    const older = within(year.getByRole('row', { name: /November 2024 – oktober 2025/ }));
    expect(older.getAllByRole('cell').map((c) => c.textContent)).toEqual(['34,8\u00a0MWh', '240,0\u00a0kWh/m²', 'Saknas', '115,0\u00a0kWh/m²', 'Saknas']);

    const months = within(screen.getByRole('region', { name: 'Per månad' }));
    expect(months.getByRole('figure')).toHaveTextContent('24 kategorier; Normalårskorrigerad: 22 22; Uppmätt: 20 20; Genomsnitt villa: 13.8');
    expect(months.getAllByRole('row')).toHaveLength(25);
    const march = within(months.getByRole('row', { name: /Mars 2026/ }));
    expect(march.getAllByRole('cell').map((c) => c.textContent)).toEqual([
      '20,0\u00a0kWh/m²',
      'Saknas',
      '13,8\u00a0kWh/m²',
      'Saknas (2 dagar utan temperatur)',
      '412,5',
      '2\u00a0900\u00a0kWh',
    ]);
    const method = within(screen.getByRole('region', { name: 'Så räknar vi' }));
    expect(method.getByText(/Ett normalår är medelvärdet av åren 2024 och 2025\./)).toBeVisible();
    expect(method.getByText(/20,0 kWh per dygn/)).toBeVisible();
    expect(method.getByText(/Indikativa genomsnitt, inte en officiell siffra\./)).toBeVisible();
    expect(server.requestsTo(heatingComparisonEndpoints.comparison)[0]?.query).toEqual({ facility: '5000101-F01' });
  });

  it('asks for the heated area instead of showing a number when none is registered', async () => {
    await renderScreen({ url: URL, persona: 'privat', answers: [answer(heatingComparisonEndpoints.comparison, { ...VILLA, building: null })] });
    expect(await screen.findByText(/Jämförelsen behöver byggnadens uppvärmda yta \(Atemp\)/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Meddelanden' })).toHaveAttribute('href', '/meddelanden');
    expect(screen.queryByRole('region', { name: 'Senaste året' })).toBeNull();
    expect(screen.queryByText(/kWh\/m²/)).toBeNull();
  });

  it('shows "Laddar..." while loading, then the server’s Swedish error with a retry, a 404 as information, and no values as empty', async () => {
    const { answer: slow, release } = heldAnswer(heatingComparisonEndpoints.comparison, failure(503, 'unavailable', 'Jämförelsen kunde inte hämtas just nu.'));
    const { user, server } = await renderScreen({ url: URL, persona: 'privat', answers: [slow] });
    await screen.findByRole('heading', { level: 1, name: 'Jämförelse' });
    expect(screen.getByText('Laddar...')).toBeVisible();
    release();
    expect(await screen.findByText('Jämförelsen kunde inte hämtas just nu.')).toBeVisible();
    server.answer(answer(heatingComparisonEndpoints.comparison, failure(404, 'not_found', 'Det finns ingen fjärrvärmemätning för anläggningen.')));
    await user.click(screen.getByRole('button', { name: 'Försök igen' }));
    expect(await screen.findByText('Det finns ingen fjärrvärmemätning för anläggningen.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Försök igen' })).toBeNull();
  });

  it('says so when there are no values yet', async () => {
    const empty = { ...VILLA, months: VILLA.months.map((m) => ({ ...m, energyKwh: 0 })) };
    await renderScreen({ url: URL, persona: 'privat', answers: [answer(heatingComparisonEndpoints.comparison, empty)] });
    expect(await screen.findByText('Det finns inga mätvärden för fjärrvärmen de senaste 24 månaderna än.')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Senaste året' })).toBeNull();
  });
});
