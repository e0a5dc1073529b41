import { type GroupReport, groupReportEndpoints } from '@mina-sidor/shared/group-report';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { answer, failure, heldAnswer } from '@/test/fake-server.ts';
import { preloadShell, renderScreen } from '@/test/render-screen.tsx';
import type { TimeSeriesChartProps } from '@/ui/charts/time-series-chart.tsx';

// The canvas chart cannot draw in jsdom: a stand-in shows what it was given, as text.
vi.mock('@/ui/charts/lazy-time-series-chart.tsx', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  LazyTimeSeriesChart: ({ label, categories, bars }: TimeSeriesChartProps) => (
    <figure aria-label={label}>
      {categories.length} kategorier; {bars.map((b) => `${b.name}: ${b.values.join(' ')}`).join('; ')}
    </figure>
  ),
}));

beforeAll(() => Promise.all([preloadShell(), import('./group-report-screen.tsx')]), 30_000);

/** The server's answer for whatever period is asked, with two days of figures. */
function reportFor(query: { from: string; to: string; resolution: 'day' | 'month' }): GroupReport {
  return {
    ...query,
    buckets: [query.from, '2026-11-02'],
    sites: [
      {
        facilityKey: '5200404-F01',
        facilityName: 'Anläggning 1',
        address: 'Hamngatan 1, 131 54 Nacka',
        organisations: ['Nordhamn Koncern AB'],
        services: [
          { service: 'EL', unit: 'kWh', values: [1200, 1300.4], total: 2500.4 },
          { service: 'FJV', unit: 'kWh', values: [3000, null], total: 3000 },
        ],
      },
      {
        facilityKey: '5200404-F02',
        facilityName: 'Anläggning 2',
        address: 'Kvarnvägen 2, 132 37 Saltsjö-Boo',
        organisations: ['Nordhamn Logistik AB'],
        services: [
          { service: 'EL', unit: 'kWh', values: [800, 700], total: 1500 },
          { service: 'VA', unit: 'm³', values: [2.25, 1.5], total: 3.75 },
        ],
      },
    ],
    services: [
      { service: 'EL', unit: 'kWh', values: [2000, 2000.4], total: 4000.4 },
      { service: 'FJV', unit: 'kWh', values: [3000, null], total: 3000 },
      { service: 'VA', unit: 'm³', values: [2.25, 1.5], total: 3.75 },
    ],
    overall: [
      { unit: 'kWh', total: 7000.4 },
      { unit: 'm³', total: 3.75 },
    ],
    timeSeries: [
      { timeSeriesId: 'TS-5200404-1', name: 'Total elförbrukning koncern', unit: 'kWh', meteringPoints: 2, values: [2000, 2000.4], total: 4000.4 },
      { timeSeriesId: 'TS-5200404-3', name: 'Reaktiv effekt Sickla', unit: 'kvarh', meteringPoints: 0, values: [null, null], total: null },
    ],
  };
}
const report = answer(groupReportEndpoints.report, (request) => reportFor(request.query as never));

describe('Koncernrapport', () => {
  it('shows this month per day: the overall sums, each service’s, and each site’s with their sums', async () => {
    const { server } = await renderScreen({ url: '/koncernrapport', persona: 'koncern', answers: [report] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Koncernrapport' })).toBeVisible();
    const figures = within(await screen.findByRole('region', { name: 'Summor för perioden' }));
    const value = (label: string) => figures.getByText(label).nextElementSibling?.textContent;
    expect(value('Totalt, energi')).toBe('7\u00a0000\u00a0kWh');
    expect(value('Totalt, vatten')).toBe('3,8\u00a0m³');
    expect(value('Fjärrvärme')).toBe('3\u00a0000\u00a0kWh');
    expect(value('Anläggningar')).toBe('2');
    const query = server.requestsTo(groupReportEndpoints.report)[0]?.query as { from: string; to: string; resolution: string };
    expect(query.resolution).toBe('day');
    expect(query.from.endsWith('-01')).toBe(true);
    const sites = within(screen.getByRole('region', { name: 'Per anläggning' }));
    const second = within(sites.getByRole('row', { name: /Anläggning 2/ }));
    expect(second.getByText('Nordhamn Logistik AB')).toBeVisible();
    expect(second.getByText('–')).toBeVisible();
    expect(second.getByText('3,8')).toBeVisible();
    const sum = sites.getByRole('row', { name: /Summa/ });
    expect(within(sum).getByText('4 000')).toBeVisible();
    // The sum is the table's summary (tfoot), which a long table keeps in view as its rows scroll.
    expect(sum.parentElement?.tagName).toBe('TFOOT');
  });

  it('charts one service for the whole group, another on request, with the table per site', async () => {
    const { user } = await renderScreen({ url: '/koncernrapport', persona: 'koncern', answers: [report] });
    const section = within(await screen.findByRole('region', { name: 'Förbrukning per dag' }));
    expect(section.getByRole('figure')).toHaveTextContent('2 kategorier; El, hela koncernen: 2000 2000.4');
    await user.click(section.getByRole('button', { name: 'Vatten och avlopp' }));
    expect(section.getByRole('figure')).toHaveTextContent('Vatten och avlopp, hela koncernen: 2.25 1.5');
    await user.click(section.getByRole('button', { name: 'Visa som tabell' }));
    const table = within(section.getByRole('table', { name: 'Vatten och avlopp per dag och anläggning (m³)' }));
    expect(table.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Dag', 'Anläggning 2', 'Koncernen']);
    expect(within(table.getByRole('row', { name: /2 november 2026/ })).getAllByText('1,5')).toHaveLength(2);
  });

  it('shows the special time series, saying which sum no metering point', async () => {
    await renderScreen({ url: '/koncernrapport', persona: 'koncern', answers: [report] });
    const series = within(await screen.findByRole('region', { name: 'Särskilda tidsserier' }));
    expect(within(series.getByRole('row', { name: /Total elförbrukning koncern/ })).getByText('4 000 kWh')).toBeVisible();
    expect(within(series.getByRole('row', { name: /Reaktiv effekt Sickla/ })).getByText('Ingen mätpunkt ingår')).toBeVisible();
  });

  it('asks for a year per month, and a custom period only once it is whole and in order', async () => {
    const { user, server } = await renderScreen({ url: '/koncernrapport', persona: 'koncern', answers: [report] });
    await screen.findByRole('region', { name: 'Summor för perioden' });
    await user.click(screen.getByRole('button', { name: 'År' }));
    await user.click(screen.getByRole('button', { name: 'Per månad' }));
    const year = server.requestsTo(groupReportEndpoints.report).at(-1)?.query as { from: string; to: string; resolution: string };
    expect(year.resolution).toBe('month');
    expect(year.from.endsWith('-01-01') && year.to.endsWith('-12-31')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Egen period' }));
    const from = screen.getByRole('group', { name: 'Från och med' });
    expect(from).toBeVisible();
  });

  it('shows "Laddar..." while loading, then the server’s Swedish error with a retry', async () => {
    const { answer: slow, release } = heldAnswer(groupReportEndpoints.report, failure(503, 'unavailable', 'Koncernrapporten kunde inte hämtas just nu.'));
    const { user, server } = await renderScreen({ url: '/koncernrapport', persona: 'koncern', answers: [slow] });
    await screen.findByRole('heading', { level: 1, name: 'Koncernrapport' });
    expect(screen.getByText('Laddar...')).toBeVisible();
    release();
    expect(await screen.findByText('Koncernrapporten kunde inte hämtas just nu.')).toBeVisible();
    server.answer(report);
    await user.click(screen.getByRole('button', { name: 'Försök igen' }));
    expect(await screen.findByRole('region', { name: 'Summor för perioden' })).toBeVisible();
  });

  it('says when the period has no values, and when the group has no sites', async () => {
    const empty = (query: never) => {
      const full = reportFor(query);
      return { ...full, services: full.services.map((s) => ({ ...s, values: [null, null], total: 0 })) };
    };
    await renderScreen({
      url: '/koncernrapport',
      persona: 'koncern',
      answers: [answer(groupReportEndpoints.report, (request) => empty(request.query as never))],
    });
    expect(await screen.findByText('Det finns inga mätvärden för perioden.')).toBeVisible();
  });

  it('says so for a group without sites', async () => {
    const none = answer(groupReportEndpoints.report, (request) => ({
      ...reportFor(request.query as never),
      sites: [],
      services: [],
      overall: [],
      timeSeries: [],
    }));
    await renderScreen({ url: '/koncernrapport', persona: 'koncern', answers: [none] });
    expect(await screen.findByText('Koncernen har inga anläggningar med mätpunkter för förbrukning.')).toBeVisible();
  });
});
