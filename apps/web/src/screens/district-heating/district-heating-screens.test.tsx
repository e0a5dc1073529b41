import {
  type BasePeak,
  type Cooling,
  type CoolingMonth,
  districtHeatingEndpoints,
  type FlowCharge,
  type FlowChargeMonth,
  type Tariff,
} from '@mina-sidor/shared/district-heating';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { answer, failure, heldAnswer } from '@/test/fake-server.ts';
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

beforeAll(() => Promise.all([preloadShell(), import('./cooling-screen.tsx'), import('./flow-charge-screen.tsx'), import('./base-peak-screen.tsx')]), 30_000);

const SICKLA = '5100303-F06';
const MONTHS = Array.from({ length: 24 }, (_, i) => {
  const date = new Date(Date.UTC(2024, 11 + i, 1));
  return date.toISOString().slice(0, 7);
});
const TARIFF: Tariff = {
  validFrom: '2026-01',
  validTo: null,
  baseOrePerKwh: 61,
  peakOrePerKwh: 108,
  peakBelowCelsius: 0,
  flow: { referenceM3PerMwh: 21.5, orePerM3: 250 },
  flowMonths: [1, 2, 3, 4, 10, 11, 12],
  coolingTargetK: 40,
  fixedOrePerYear: 1_800_000,
};
const OLD_TARIFF: Tariff = {
  ...TARIFF,
  validFrom: '2024-01',
  validTo: '2025-12',
  baseOrePerKwh: 56,
  peakOrePerKwh: 98,
  flow: { referenceM3PerMwh: 21.5, orePerM3: 200 },
};
const point = { facilityKey: SICKLA, facilityName: 'Kontorshuset Sicklaön', meteringPointId: 'FJV-12345678' };

/** Sicklaön cools at 25 °C (34,4 m³/MWh), 60 MWh a month, a third of it peak energy; March 2026 has no flow at all. */
const coolingMonth = (month: string): CoolingMonth =>
  month === '2026-03'
    ? {
        month,
        energyKwh: 60_000,
        volumeM3: null,
        missingHours: 744,
        deltaK: null,
        m3PerMwh: null,
        supplyC: null,
        returnC: null,
        baseKwh: 40_000,
        peakKwh: 20_000,
      }
    : { month, energyKwh: 60_000, volumeM3: 2064, missingHours: 0, deltaK: 25, m3PerMwh: 34.4, supplyC: 82.3, returnC: 57.3, baseKwh: 40_000, peakKwh: 20_000 };
const COOLING: Cooling = {
  ...point,
  tariff: TARIFF,
  months: MONTHS.map(coolingMonth),
  year: MONTHS.slice(-13, -1).map((m) => ({ ...coolingMonth(m), tariff: m >= '2026-01' ? TARIFF : OLD_TARIFF })),
  vatBasis: 'incl',
};
const flowMonth = (month: string): FlowChargeMonth => {
  const winter = TARIFF.flowMonths.includes(Number(month.slice(5)));
  const price = month >= '2026-01' ? TARIFF.flow : OLD_TARIFF.flow;
  if (month === '2026-03') return { month, energyKwh: 60_000, volumeM3: null, m3PerMwh: null, missingHours: 744, price, amountOre: null };
  // (34,4 − 21,5) × 250 × 60 = 193 500 öre.
  return {
    month,
    energyKwh: 60_000,
    volumeM3: 2064,
    m3PerMwh: 34.4,
    missingHours: 0,
    price: winter ? price : null,
    amountOre: winter ? Math.round(12.9 * price.orePerM3 * 60) : null,
  };
};
const FLOW: FlowCharge = { ...point, tariffs: [OLD_TARIFF, TARIFF], months: MONTHS.map(flowMonth) };
const BASE_PEAK: BasePeak = {
  ...point,
  tariffs: [OLD_TARIFF, TARIFF],
  months: MONTHS.map((month) => ({
    month,
    baseKwh: 40_000,
    peakKwh: month.endsWith('-01') ? 20_000 : 0,
    peakDays: month.endsWith('-01') ? 12 : 0,
    daysWithoutTemperature: 0,
    baseOrePerKwh: 61,
    peakOrePerKwh: 108,
    baseOre: 2_440_000,
    peakOre: month.endsWith('-01') ? 2_160_000 : 0,
  })),
};

function renderPage(url: string, answers: Parameters<typeof renderScreen>[0]['answers'], persona: PersonaKey = 'foretag på Sicklaön') {
  return renderScreen({ url, persona, answers });
}

describe('Avkylning', () => {
  it('shows the cooling against the target, month by month, with a missing month as missing', async () => {
    const { server } = await renderPage('/fjarrvarme/avkylning', [answer(districtHeatingEndpoints.cooling, COOLING)]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Avkylning' })).toBeVisible();
    const figures = within(await screen.findByRole('region', { name: 'Nyckeltal' }));
    const value = (label: string) => figures.getByText(label).nextElementSibling?.textContent;
    expect(value('Leverantörens mål')).toBe('40,0\u00a0°C');
    expect(value('Avkylning i oktober 2026')).toBe('25,0\u00a0°C');
    expect(value('Fram / retur i oktober 2026')).toBe('82,3\u00a0°C / 57,3\u00a0°C');
    expect(screen.getByText(/Avkylningen låg under målet 40,0 °C i 11 av de senaste 11 månaderna\./)).toBeVisible();
    const section = within(screen.getByRole('region', { name: 'Avkylning per månad' }));
    expect(section.getByRole('figure')).toHaveTextContent('24 kategorier; Avkylning (ΔT): 25 25');
    expect(section.getAllByRole('row')).toHaveLength(25);
    const march = within(section.getByRole('row', { name: /Mars 2026/ }));
    expect(march.getAllByText('Saknas')).toHaveLength(5);
    expect(march.getByText('Mars 2026 (744 h utan flödesvärde)')).toBeVisible();
    expect(server.requestsTo(districtHeatingEndpoints.cooling)[0]?.query).toEqual({ facility: SICKLA });
  });

  it('simulates the year’s cost line by line as the ΔT or the consumption changes, and says what is wrong in a field', async () => {
    const { user } = await renderPage('/fjarrvarme/avkylning', [answer(districtHeatingEndpoints.cooling, COOLING)]);
    const section = within(await screen.findByRole('region', { name: 'Vad är en bättre avkylning värd?' }));
    const table = within(section.getByRole('table'));
    const row = (name: RegExp) =>
      within(table.getByRole('row', { name }))
        .getAllByRole('cell')
        .map((c) => c.textContent);
    // Metered: 12 × 40 000 kWh base, of them 2 months at 56 öre and 10 at 61 öre.
    expect(row(/^Basenergi/)).toEqual(['288\u00a0800,00\u00a0kr', '288\u00a0800,00\u00a0kr', '0\u00a0öre']);
    const field = section.getByRole('textbox', { name: 'Årsförbrukning' });
    expect((field as HTMLInputElement).value).toBe('720,0');
    await user.clear(field);
    await user.type(field, 'mycket');
    expect(section.getByText('Ange ett tal i MWh, till exempel 450,5.')).toBeVisible();
    await user.clear(field);
    await user.type(field, '360');
    // Half the energy: half the base energy cost.
    expect(row(/^Basenergi/)).toEqual(['288\u00a0800,00\u00a0kr', '144\u00a0400,00\u00a0kr', '−144\u00a0400,00\u00a0kr']);
    expect(row(/^Fast avgift/)).toEqual(['18\u00a0000,00\u00a0kr', '18\u00a0000,00\u00a0kr', '0\u00a0öre']);
    expect(section.getByRole('status')).toHaveTextContent(/^Lägre årskostnad: .* kr inkl\. moms mindre än med dina mätta värden\.$/);
    await user.click(section.getByRole('button', { name: 'Återställ till mätta värden' }));
    expect((field as HTMLInputElement).value).toBe('720,0');
    expect(section.getByRole('status')).toHaveTextContent('Samma årskostnad som med dina mätta värden.');
    // A better ΔT by keyboard on the slider: less flow, a smaller charge.
    const slider = section.getByRole('slider');
    slider.focus();
    await user.keyboard('{ArrowRight}');
    expect(section.getByText('Avkylning (ΔT) oktober–april: 25,5 °C')).toBeVisible();
    expect(row(/^Flödesavgift/)[2]).toMatch(/^−/);
  });

  it('shows "Laddar..." while loading, then the server’s Swedish error with a retry, and a 404 as information', async () => {
    const { answer: slow, release } = heldAnswer(districtHeatingEndpoints.cooling, failure(503, 'unavailable', 'Avkylningen kunde inte hämtas just nu.'));
    const { user, server } = await renderPage('/fjarrvarme/avkylning', [slow]);
    await screen.findByRole('heading', { level: 1, name: 'Avkylning' });
    expect(screen.getByText('Laddar...')).toBeVisible();
    release();
    expect(await screen.findByText('Avkylningen kunde inte hämtas just nu.')).toBeVisible();
    server.answer(answer(districtHeatingEndpoints.cooling, failure(404, 'not_found', 'Det finns ingen fjärrvärmemätning för anläggningen.')));
    await user.click(screen.getByRole('button', { name: 'Försök igen' }));
    expect(await screen.findByText('Det finns ingen fjärrvärmemätning för anläggningen.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Försök igen' })).toBeNull();
  });

  it('says so when there are no values yet', async () => {
    const empty = {
      ...COOLING,
      months: MONTHS.map((m) => ({ ...coolingMonth('2026-03'), month: m, energyKwh: 0, missingHours: 0, baseKwh: 0, peakKwh: 0 })),
      year: [],
    };
    await renderPage('/fjarrvarme/avkylning', [answer(districtHeatingEndpoints.cooling, empty)], 'privat');
    expect(await screen.findByText('Det finns inga mätvärden för fjärrvärmen de senaste 24 månaderna än.')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Nyckeltal' })).toBeNull();
  });
});

describe('Flödespremie', () => {
  it('shows each month’s charge (+) or premium (−), October–April, with the price model and its validity', async () => {
    await renderPage('/fjarrvarme/flodespremie', [answer(districtHeatingEndpoints.flowCharge, FLOW)]);
    const section = within(await screen.findByRole('region', { name: 'Flödesavgift och flödespremie per månad' }));
    const cells = (name: RegExp) =>
      within(section.getByRole('row', { name }))
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(cells(/^Januari 2026/)).toEqual([
      '60,0\u00a0MWh',
      '2\u00a0064,0\u00a0m³',
      '34,40\u00a0m³/MWh',
      '21,50\u00a0m³/MWh',
      '2,50\u00a0kr/m³',
      '+1\u00a0935,00\u00a0kr',
    ]);
    expect(cells(/^December 2025/)[5]).toBe('+1\u00a0548,00\u00a0kr');
    expect(cells(/^Juli 2026/).slice(4)).toEqual(['Gäller inte', '–']);
    expect(cells(/^Mars 2026/)[5]).toBe('Saknas');
    expect(section.getByText(/Så räknades november 2026: \(34,40 − 21,50\) m³\/MWh × 2,50 kr\/m³ × 60,000 MWh = \+1 935,00 kr\./)).toBeVisible();
    const model = within(screen.getByRole('region', { name: 'Prismodell' }));
    expect(model.getByRole('row', { name: /Från januari 2026/ })).toHaveTextContent('2,50 kr/m³');
    expect(model.getByRole('row', { name: /Januari 2024 – december 2025/ })).toHaveTextContent('2,00 kr/m³');
  });

  it('shows the server’s refusal of a private customer as information', async () => {
    await renderPage('/fjarrvarme/flodespremie', [
      answer(districtHeatingEndpoints.flowCharge, failure(404, 'company_only', 'Flödespremien visas bara för företagskunder.')),
    ]);
    expect(await screen.findByText('Flödespremien visas bara för företagskunder.')).toBeVisible();
  });
});

describe('Bas- och spetsenergi', () => {
  it('shows each month’s base and peak energy and their cost, with the rule and the prices', async () => {
    await renderPage('/fjarrvarme/bas-och-spetsenergi', [answer(districtHeatingEndpoints.basePeak, BASE_PEAK)]);
    const figures = within(await screen.findByRole('region', { name: 'Nyckeltal' }));
    expect(figures.getByText('Spetsenergi senaste 12 månaderna').nextElementSibling).toHaveTextContent('20,0 MWh');
    const section = within(screen.getByRole('region', { name: 'Bas- och spetsenergi per månad' }));
    expect(section.getByRole('figure')).toHaveTextContent('Basenergi: 40 40');
    const january = within(section.getByRole('row', { name: /^Januari 2026/ }))
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(january).toEqual(['40,0\u00a0MWh', '20,0\u00a0MWh', '12', '24\u00a0400,00\u00a0kr', '21\u00a0600,00\u00a0kr', '46\u00a0000,00\u00a0kr']);
    const model = within(screen.getByRole('region', { name: 'Prismodell' }));
    expect(model.getByRole('row', { name: /Från januari 2026/ })).toHaveTextContent('61 öre/kWh1,08 kr/kWhDygnets medeltemperatur under 0,0 °C');
  });
});
