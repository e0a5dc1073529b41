import { type GridFeeComparison, type PeakHistoryMonth, type PeakModelInfo, type PeakMonth, peakPowerEndpoints } from '@mina-sidor/shared/peak-power';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { answer, type ContractAnswer, failure } from '@/test/fake-server.ts';
import { preloadShell, renderScreen } from '@/test/render-screen.tsx';
import type { TimeSeriesChartProps } from '@/ui/charts/time-series-chart.tsx';

// The canvas chart cannot draw in jsdom: a stand-in shows what it was given, as text.
vi.mock('@/ui/charts/lazy-time-series-chart.tsx', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  LazyTimeSeriesChart: ({ label, categories, bars, line }: TimeSeriesChartProps) => (
    <figure aria-label={label}>
      {categories.join(' | ')}; {bars.map((b) => `${b.name}${b.accent ? ' (markerad)' : ''}: ${b.values.join(' ')}`).join('; ')};{' '}
      {line ? `${line.name}: ${line.values.join(' ')}` : ''}
    </figure>
  ),
}));

beforeAll(() => Promise.all([preloadShell(), import('./peak-power-screen.tsx'), import('./peak-history-screen.tsx')]), 30_000);

const MODEL: PeakModelInfo = {
  peaks: 1,
  distinctDays: false,
  window: { from: 7, to: 19 },
  weekdaysOnly: true,
  holidaysExcluded: true,
  months: null,
  night: null,
  measuringMinutes: 60,
  priceOrePerKw: 10_156.25,
  vatBasis: 'incl',
};
const VILLA = {
  facilityKey: '5000101-F01',
  facilityName: 'Villa Solbacken',
  meteringPointId: '735999123456789012',
  fuseSize: '20A',
  customerAccountIds: ['5000101001'],
};
const hour = (start: string, day: string, h: number, kw: number) => ({ start, day, hour: h, kw, countedKw: kw });
const PEAK = hour('2026-11-03T07:00:00.000Z', '2026-11-03', 8, 5.125);
const NOVEMBER: PeakMonth = {
  month: '2026-11',
  facilityKey: VILLA.facilityKey,
  facilityName: VILLA.facilityName,
  meteringPointId: VILLA.meteringPointId,
  model: MODEL,
  countedUntil: '2026-11-23T09:00:00.000Z',
  peaks: [PEAK],
  topHours: [PEAK, hour('2026-11-02T16:00:00.000Z', '2026-11-02', 17, 4.5)],
  billedKw: 5.125,
  feeOre: 52_051,
  vatBasis: 'incl',
  thresholdKw: 5.125,
  hours: [
    { start: '2026-11-02T16:00:00.000Z', day: '2026-11-02', hour: 17, kw: 4.5 },
    { start: '2026-11-02T17:00:00.000Z', day: '2026-11-02', hour: 18, kw: null },
    { start: PEAK.start, day: PEAK.day, hour: 8, kw: 5.125 },
  ],
};
const fees = (fixedOre: number, transferOre: number, powerOre: number) => ({ fixedOre, transferOre, powerOre, totalOre: fixedOre + transferOre + powerOre });
const COMPARISON: GridFeeComparison = {
  vatBasis: 'incl',
  fuseSize: '20A',
  powerTariff: { productNumber: 'EL SÄK EFF', name: 'Elnät effekttariff' },
  fuseTariff: { productNumber: 'EL SÄKR', name: 'Elnät säkringstariff' },
  months: [{ month: '2026-10', energyKwh: 1234.5, billedKw: 4.2, power: fees(49_375, 11_574, 42_656), fuse: fees(52_500, 43_210, 0), differenceOre: 7895 }],
  total: { power: fees(49_375, 11_574, 42_656), fuse: fees(52_500, 43_210, 0), differenceOre: 7895 },
};

const annasPeak = (overrides: ContractAnswer[] = []): ContractAnswer[] => [
  answer(peakPowerEndpoints.facilities, [VILLA]),
  answer(peakPowerEndpoints.current, NOVEMBER),
  answer(peakPowerEndpoints.comparison, COMPARISON),
  ...overrides,
];
const nbsp = (element: HTMLElement) => element.textContent!.replaceAll('\u00a0', ' ');

describe('Effekttopp elnät', () => {
  it('shows the billed peak, the fee, the threshold in words, the top hours and the comparison', async () => {
    await renderScreen({ url: '/el/effekttopp-elnat', persona: 'privat', answers: annasPeak() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Effekttopp elnät' })).toBeVisible();
    const month = within(await screen.findByRole('region', { name: 'Effekttopp i november 2026' }));
    expect(nbsp(month.getByText('Debiterad effekttopp').nextElementSibling as HTMLElement)).toBe('5,13 kW');
    expect(month.getByText('När').nextElementSibling).toHaveTextContent('tisdag 3 november kl. 08–09');
    expect(nbsp(month.getByText('Beräknad effektavgift').nextElementSibling as HTMLElement)).toBe('520,51 kr inkl. moms');
    expect(nbsp(month.getByRole('note'))).toBe(
      'Håll effekten under 5,13 kW mellan kl. 07 och 19 på vardagar som inte är helgdagar så höjs inte avgiften den här månaden.',
    );
    const top = within(month.getByRole('region', { name: 'Månadens högsta timmar' }));
    expect(
      top
        .getAllByRole('row')
        .slice(1)
        .map((row) => nbsp(row)),
    ).toEqual(['tisdag 3 november kl. 08–095,13 kWDebiteras', 'måndag 2 november kl. 17–184,50 kW']);
    expect(month.getByRole('link', { name: 'Tidigare effekttoppar' })).toHaveAttribute('href', '/el/tidigare-effekttoppar');

    const comparison = within(screen.getByRole('region', { name: 'Effekttariff jämfört med säkringstariff' }));
    expect(nbsp(comparison.getByText(/Så här mycket betalade du/))).toContain('78,95 kr högre med effekttariffen');
    expect(comparison.getByRole('row', { name: /oktober 2026/ })).toHaveTextContent(/1\s235\skWh.*4,20\skW.*1\s036,05\skr.*957,10\skr.*\+78,95\skr/);
    expect(nbsp(comparison.getByText(/Energiskatten är densamma/))).toMatch(
      /^Elnätsavgift per månad med effekttariff och säkringstariff: fast avgift, överföring och effektavgift inkl\. moms\./,
    );
  });

  it('gives a company the fee, the price and the comparison without VAT, each labelled so', async () => {
    const excl = { ...NOVEMBER, model: { ...MODEL, priceOrePerKw: 8125, vatBasis: 'excl' as const }, feeOre: 41_641, vatBasis: 'excl' as const };
    await renderScreen({
      url: '/el/effekttopp-elnat',
      persona: 'privat',
      answers: annasPeak([answer(peakPowerEndpoints.current, excl), answer(peakPowerEndpoints.comparison, { ...COMPARISON, vatBasis: 'excl' })]),
    });
    const month = within(await screen.findByRole('region', { name: 'Effekttopp i november 2026' }));
    expect(nbsp(month.getByText('Beräknad effektavgift').nextElementSibling as HTMLElement)).toBe('416,41 kr exkl. moms');
    expect(nbsp(month.getByText(/^Effektavgiften räknas på/))).toMatch(/Priset är 81,25 kr\/kW och månad exkl\. moms\.$/);
    const comparison = within(screen.getByRole('region', { name: 'Effekttariff jämfört med säkringstariff' }));
    expect(nbsp(comparison.getByText(/Energiskatten är densamma/))).toMatch(
      /^Elnätsavgift per månad med effekttariff och säkringstariff: fast avgift, överföring och effektavgift exkl\. moms\./,
    );
  });

  it('charts every counting hour with the billed peak marked and the threshold across, and gives its numbers as a table', async () => {
    const { user } = await renderScreen({ url: '/el/effekttopp-elnat', persona: 'privat', answers: annasPeak() });
    const chart = await screen.findByRole('figure', { name: /^Stapeldiagram: Effekt per timme som räknas, november 2026, med den debiterade toppen markerad/ });
    expect(chart).toHaveTextContent('2/11 17 | 2/11 18 | 3/11 08; Effekt per timme: 4.5  ; Debiterad topp (markerad): 5.125; Tröskel: 5.125 5.125 5.125');
    await user.click(await screen.findByRole('button', { name: 'Visa som tabell' }));
    const table = within(screen.getByRole('table', { name: 'Effekt per timme som räknas, november 2026' }));
    expect(
      table
        .getAllByRole('row')
        .slice(1)
        .map((row) => nbsp(row)),
    ).toEqual(['måndag 2 november kl. 17–184,50 kW', 'måndag 2 november kl. 18–19Saknas', 'tisdag 3 november kl. 08–095,13 kWDebiterad topp']);
  });

  it('says when no hour has counted yet', async () => {
    const empty: PeakMonth = { ...NOVEMBER, peaks: [], topHours: [], billedKw: 0, feeOre: 0, thresholdKw: null, hours: [] };
    await renderScreen({ url: '/el/effekttopp-elnat', persona: 'privat', answers: annasPeak([answer(peakPowerEndpoints.current, empty)]) });
    expect(await screen.findByText(/^Ingen timme har räknats ännu den här månaden: den första/)).toBeVisible();
    expect(screen.getByText('Ingen timme som räknas har passerat ännu den här månaden.')).toBeVisible();
  });

  it('shows the server’s message when the month cannot be read, and when there is no facility with a peak fee', async () => {
    await renderScreen({
      url: '/el/effekttopp-elnat',
      persona: 'privat',
      answers: annasPeak([answer(peakPowerEndpoints.current, failure(503, 'unavailable', 'Effekttoppen kunde inte hämtas just nu.'))]),
    });
    expect(await screen.findByText('Effekttoppen kunde inte hämtas just nu.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Försök igen' })).toBeVisible();
  });

  it('says so when the property has no facility with a peak fee', async () => {
    await renderScreen({ url: '/el/effekttopp-elnat', persona: 'privat', answers: [answer(peakPowerEndpoints.facilities, [])] });
    expect(await screen.findByText('Det finns ingen anläggning med effektavgift på elnätet här.')).toBeVisible();
  });
});

describe('Tidigare effekttoppar', () => {
  const month = (
    m: string,
    billedKw: number | null,
    feeOre: number | null,
    invoiceId: string | null = `F${m.slice(2, 4)}${m.slice(5)}5000101001`,
  ): PeakHistoryMonth => ({
    month: m,
    model: billedKw === null ? null : MODEL,
    peaks: billedKw === null ? [] : [PEAK],
    billedKw,
    feeOre,
    vatBasis: 'incl',
    estimated: feeOre !== null && invoiceId === null,
    invoiceId: feeOre === null ? null : invoiceId,
    complete: true,
  });

  it('lists each month’s peak and fee, newest first, a month without a power fee as such', async () => {
    const months = [month('2023-12', null, null), month('2024-01', 3.5, 35_548), month('2024-02', 4, 40_625, null)];
    await renderScreen({
      url: '/el/tidigare-effekttoppar',
      persona: 'privat',
      answers: [answer(peakPowerEndpoints.facilities, [VILLA]), answer(peakPowerEndpoints.history, months)],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Tidigare effekttoppar' })).toBeVisible();
    const table = within(await screen.findByRole('table'));
    expect(
      table
        .getAllByRole('row')
        .slice(1)
        .map((row) => nbsp(row)),
    ).toEqual([
      // On a phone the hour stands under the month; on a wider screen in its column.
      'februari 2024tisdag 3 november kl. 08–094,00 kWtisdag 3 november kl. 08–09406,25 krberäknad',
      'januari 2024tisdag 3 november kl. 08–093,50 kWtisdag 3 november kl. 08–09355,48 kr',
      'december 2023Ingen effektavgift–Ingen effektavgift–',
    ]);
    // The fee's basis in the column's name and the caption: an invoiced month is the invoice's line, another an estimate.
    expect(table.getByRole('columnheader', { name: 'Effektavgift inkl. moms' })).toBeVisible();
    expect(nbsp(screen.getByText(/^Debiterad effekttopp per månad, december 2023/, { selector: 'caption' }))).toContain(
      'Effektavgiften inkl. moms: för en fakturerad månad som på fakturan, för en månad som inte är fakturerad ännu beräknad på effekttoppen.',
    );
    expect(screen.getByRole('link', { name: 'Effekttopp elnät' })).toHaveAttribute('href', '/el/effekttopp-elnat');
  });
});
