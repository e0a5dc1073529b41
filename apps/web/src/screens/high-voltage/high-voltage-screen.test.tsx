import { UTILITY_TYPES } from '@mina-sidor/shared';
import { type HighVoltage, type HighVoltageMonth, highVoltageEndpoints } from '@mina-sidor/shared/high-voltage';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { answer, failure, type ContractAnswer, heldAnswer } from '@/test/fake-server.ts';
import type { PersonaKey } from '@/test/personas.ts';
import { preloadShell, renderScreen } from '@/test/render-screen.tsx';
import type { TimeSeriesChartProps } from '@/ui/charts/time-series-chart.tsx';

// The canvas chart cannot draw in jsdom: a stand-in shows what it was given, as text.
vi.mock('@/ui/charts/lazy-time-series-chart.tsx', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  LazyTimeSeriesChart: ({ label, categories, bars, line }: TimeSeriesChartProps) => (
    <figure aria-label={label}>
      {categories.length} kategorier; {bars.map((b) => `${b.name}: ${b.values.join(' ')}`).join('; ')}; {line ? `${line.name}: ${line.values.join(' ')}` : ''}
    </figure>
  ),
}));

beforeAll(() => Promise.all([preloadShell(), import('./high-voltage-screen.tsx')]), 30_000);

const SICKLA = '5100303-F06';
const month = (name: string, more: Partial<HighVoltageMonth> = {}): HighVoltageMonth => ({
  month: name,
  maxKw: 650.5,
  maxKwAt: `${name}-10T12:00:00.000Z`,
  versusSubscribed: { kind: 'headroom', kw: 149.5, percent: 18.7 },
  maxKvar: 230.25,
  maxKvarAt: `${name}-10T12:00:00.000Z`,
  hoursAboveAllowance: 0,
  maxAboveAllowanceKvar: 0,
  activeKwh: 270_000,
  reactiveKvarh: 42_000,
  cosPhi: 0.988,
  tanPhi: 0.156,
  ...more,
});
const MONTHS = ['2025-11', '2025-12', '2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11'];
const months = MONTHS.map((m) =>
  m === '2026-08'
    ? month(m, {
        maxKw: 873.072,
        maxKwAt: '2026-08-06T12:00:00.000Z',
        versusSubscribed: { kind: 'exceedance', kw: 73.072, percent: 9.1 },
        hoursAboveAllowance: 3,
      })
    : m === '2026-11'
      ? month(m, { maxKw: 651.085, maxKwAt: '2026-11-11T12:00:00.000Z', versusSubscribed: { kind: 'headroom', kw: 148.915, percent: 18.6 }, cosPhi: 0.989 })
      : month(m),
);
const hoursOf = (name: string) =>
  name === '2026-08'
    ? [
        { start: '2026-08-06T11:00:00.000Z', kw: 790, kvar: 380, aboveAllowance: false },
        { start: '2026-08-06T12:00:00.000Z', kw: 873.072, kvar: 506.04, aboveAllowance: true },
      ]
    : [
        { start: `${name}-02T01:00:00.000Z`, kw: 231, kvar: -4.5, aboveAllowance: false },
        { start: `${name}-11T12:00:00.000Z`, kw: 651.085, kvar: 222.048, aboveAllowance: false },
      ];
const SUMMARY: HighVoltage = {
  facilityKey: SICKLA,
  facilityName: 'Kontorshuset Sicklaön',
  meteringPointId: '735999104518498599',
  subscribedKw: 800,
  reactiveAllowancePercent: 50,
  months,
  month: '2026-11',
  hours: hoursOf('2026-11'),
};

/** The server: the chosen month's hours, or this month's. */
const sickla = answer(highVoltageEndpoints.summary, (request) => {
  const chosen = request.query.month ?? '2026-11';
  return { ...SUMMARY, month: chosen, hours: hoursOf(chosen) };
});

/** Maria on Bergström's pages with Kontorshuset Sicklaön chosen. */
function renderPage(answers: ContractAnswer[], persona: PersonaKey = 'foretag') {
  return renderScreen({
    url: '/el/hogspanning',
    persona,
    answers,
    selection: {
      customerAccountId: '5100303006',
      property: {
        facilityKey: SICKLA,
        displayName: 'Kontorshuset Sicklaön',
        infraServices: [{ id: UTILITY_TYPES.EL, name: 'EL', readingType: { name: 'AUTOMATIC' } }],
      },
    },
  });
}

describe('Högspänning', () => {
  it('shows the subscribed power and this month’s maximum as key figures, and what the 13 months call for', async () => {
    const { server } = await renderPage([sickla]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Högspänning' })).toBeVisible();
    const figures = within(await screen.findByRole('region', { name: 'Nyckeltal' }));
    const value = (label: string) => figures.getByText(label).nextElementSibling?.textContent;
    expect(value('Abonnerad effekt')).toBe('800,0\u00a0kW');
    expect(value('Högsta effekt i november 2026')).toBe('651,1\u00a0kW');
    expect(value('Marginal till abonnerad effekt')).toBe('148,9\u00a0kW (18,6\u00a0%)');
    expect(value('Inträffade')).toBe('11 november 2026 kl. 13:00–14:00');
    expect(value('Högsta reaktiva effekt i november 2026')).toBe('230,3\u00a0kvar');
    expect(value('Effektfaktor (cos φ)')).toBe('0,99');
    expect(screen.getByText(/Effekten gick över den abonnerade effekten i augusti 2026\. Högst: 873,1/)).toBeVisible();
    expect(screen.getByText(/under 3 timmar i augusti 2026\./)).toBeVisible();
    expect(server.requestsTo(highVoltageEndpoints.summary)[0]?.query).toEqual({ facility: SICKLA });
  });

  it('charts each month’s maximum against the subscribed power, with the table beside it', async () => {
    await renderPage([sickla]);
    const section = within(await screen.findByRole('region', { name: 'Högsta effekt per månad' }));
    const chart = section.getByRole('figure');
    expect(chart.getAttribute('aria-label')).toMatch(/^Stapeldiagram: Högsta effekt per månad, de senaste 13 månaderna, mot abonnerad effekt 800,0/);
    expect(chart).toHaveTextContent('13 kategorier; Högsta timeffekt: 650.5');
    expect(chart).toHaveTextContent(`Abonnerad effekt: ${Array(13).fill(800).join(' ')}`);
    const rows = section.getAllByRole('row');
    expect(rows).toHaveLength(14);
    const august = within(section.getByRole('row', { name: /Augusti 2026/i }));
    expect(august.getByText('873,1 kW')).toBeVisible();
    expect(august.getByText('6 augusti 2026 kl. 14:00–15:00')).toBeVisible();
    expect(august.getByText('73,1 kW (9,1 %) över')).toBeVisible();
    expect(august.getByText('3')).toBeVisible();
  });

  it('charts a chosen month’s hourly active and reactive power, with a table on request', async () => {
    const { user, server } = await renderPage([sickla]);
    const section = within(await screen.findByRole('region', { name: 'Effekt per timme' }));
    expect(section.getByRole('figure')).toHaveTextContent('2 kategorier; Aktiv effekt (kW): 231 651.085; Reaktiv effekt (kvar): -4.5 222.048');
    await user.click(section.getByRole('combobox', { name: 'Månad' }));
    await user.click(await screen.findByRole('option', { name: 'augusti 2026' }));
    expect(await section.findByText('Högsta effekt 873,1 kW den 6 augusti 2026 kl. 14:00–15:00, 73,1 kW (9,1 %) över abonnerad effekt.')).toBeVisible();
    expect(server.requestsTo(highVoltageEndpoints.summary).at(-1)?.query).toEqual({ facility: SICKLA, month: '2026-08' });
    await user.click(section.getByRole('button', { name: 'Visa som tabell' }));
    const table = within(section.getByRole('table', { name: 'Effekt per timme, augusti 2026' }));
    const top = within(table.getByRole('row', { name: /kl\. 14:00–15:00/ }));
    expect(top.getByText('873,1')).toBeVisible();
    expect(top.getByText('506,0')).toBeVisible();
    expect(top.getByText('Ja')).toBeVisible();
  });

  it('shows "Laddar..." while loading, then the server’s Swedish error with a retry', async () => {
    const { answer: slow, release } = heldAnswer(highVoltageEndpoints.summary, failure(503, 'unavailable', 'Effektvärdena kunde inte hämtas just nu.'));
    const { user, server } = await renderPage([slow]);
    await screen.findByRole('heading', { level: 1, name: 'Högspänning' });
    expect(screen.getByText('Laddar...')).toBeVisible();
    release();
    expect(await screen.findByText('Effektvärdena kunde inte hämtas just nu.')).toBeVisible();
    server.answer(sickla);
    await user.click(screen.getByRole('button', { name: 'Försök igen' }));
    expect(await screen.findByRole('region', { name: 'Nyckeltal' })).toBeVisible();
  });

  it('says so, without a retry, for a facility without high-voltage metering', async () => {
    await renderPage([answer(highVoltageEndpoints.summary, failure(404, 'not_found', 'Det finns ingen högspänningsmätning för anläggningen.'))]);
    expect(await screen.findByText('Det finns ingen högspänningsmätning för anläggningen.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Försök igen' })).toBeNull();
  });

  it('says so when there are no values yet', async () => {
    const empty = MONTHS.map((m) =>
      month(m, { maxKw: null, maxKwAt: null, versusSubscribed: null, maxKvar: null, maxKvarAt: null, cosPhi: null, tanPhi: null }),
    );
    await renderPage([answer(highVoltageEndpoints.summary, { ...SUMMARY, months: empty, hours: [] })]);
    expect(await screen.findByText('Det finns inga mätvärden för de senaste 13 månaderna än.')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Nyckeltal' })).toBeNull();
  });
});
